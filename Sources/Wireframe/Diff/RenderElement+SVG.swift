import Foundation

extension RenderElement {
    /// The elements an SVG document written by this package draws, in document order: its
    /// rectangles, paths, circles, ellipses, lines and texts (one element per line of text), with
    /// the opacity and the kinds of effect (a filter, a mask, a blend mode) of the groups around them. Definitions (clip paths, filters) draw nothing and
    /// are skipped; so is anything that is not one of those elements.
    ///
    /// The reader is tolerant rather than a validating XML parser: a document it cannot make sense
    /// of gives fewer elements, never an error.
    ///
    /// - Complexity: O(*n*) in the document's length.
    package static func elements(ofSVG svg: String) -> [RenderElement] {
        var open: [SVGContext] = []
        return elements(in: Array(svg.utf8)[...], open: &open)
    }

    /// An element open around others: its name, the opacity inside it, and whether it only
    /// defines things (a clip path, a filter) rather than drawing.
    struct SVGContext {
        var name: String
        var opacity: Double
        var isDefinition: Bool
        /// The effect groups around and including it, by kind: `filter`, `mask`, `blend multiply`.
        var effects: String? = nil
    }

    /// The effects a group's tag draws through, by kind, after those of the groups around it.
    private static func effects(of tag: SVGTag, inside outer: String?) -> String? {
        var names = outer.map { [$0] } ?? []
        if let filter = tag["filter"], filter.hasPrefix("url(#filter-") { names.append("filter") }
        if let style = tag["style"], let range = style.range(of: "mix-blend-mode:") {
            names.append("blend " + style[range.upperBound...].prefix { $0 != ";" })
        }
        if tag["mask"] != nil { names.append("mask") }
        return names.isEmpty ? nil : names.joined(separator: ", ")
    }

    /// The elements drawn in `bytes`, inside the elements `open` (which it updates as tags open
    /// and close).
    static func elements(in bytes: ArraySlice<UInt8>, open: inout [SVGContext]) -> [RenderElement] {
        var scanner = SVGScanner(bytes: bytes)
        var elements: [RenderElement] = []
        while let tag = scanner.nextTag() {
            if tag.isClosing {
                if let index = open.lastIndex(where: { $0.name == tag.name }) { open.removeSubrange(index...) }
                continue
            }
            let outerOpacity = open.last?.opacity ?? 1
            let isInsideDefinition = open.last?.isDefinition ?? false
            let opacity = outerOpacity * (tag.number("opacity") ?? 1)
            let isDefinition = isInsideDefinition || ["defs", "clipPath", "filter", "mask", "style", "desc", "title"].contains(tag.name)
            var text = ""
            var runColors: [String] = []
            if tag.name == "text" {
                (text, runColors) = scanner.textContent(until: "text")
            } else if !tag.isSelfClosing {
                let effects = effects(of: tag, inside: open.last?.effects)
                open.append(SVGContext(name: tag.name, opacity: opacity, isDefinition: isDefinition, effects: effects))
            }
            guard !isDefinition, var element = element(of: tag, text: text) else { continue }
            element.opacity = opacity * (tag.number("fill-opacity") ?? 1)
            element.effects = open.last?.effects
            element.runColors = runColors
            elements.append(element)
        }
        return elements
    }

    private static func element(of tag: SVGTag, text: String) -> RenderElement? {
        let fill = tag["fill"].flatMap { $0 == "none" ? nil : $0 }
        let stroke = tag["stroke"].flatMap { $0 == "none" ? nil : $0 + " " + (tag["stroke-width"] ?? "1") + " pt" }
        switch tag.name {
        case "rect":
            let frame = CGRect(
                x: tag.number("x") ?? 0, y: tag.number("y") ?? 0, width: tag.number("width") ?? 0,
                height: tag.number("height") ?? 0)
            let role = (tag.number("rx") ?? 0) > 0 ? "RoundedRectangle" : "Rectangle"
            return RenderElement(role: role, frame: frame, fill: fill, stroke: stroke)
        case "circle", "ellipse":
            let rx = tag.number("r") ?? tag.number("rx") ?? 0
            let ry = tag.number("r") ?? tag.number("ry") ?? 0
            let center = CGPoint(x: tag.number("cx") ?? 0, y: tag.number("cy") ?? 0)
            let frame = CGRect(x: center.x - rx, y: center.y - ry, width: 2 * rx, height: 2 * ry)
            return RenderElement(role: tag.name == "circle" ? "Circle" : "Ellipse", frame: frame, fill: fill, stroke: stroke)
        case "line":
            let points = [tag.number("x1") ?? 0, tag.number("y1") ?? 0, tag.number("x2") ?? 0, tag.number("y2") ?? 0]
            return RenderElement(role: "Line", frame: boundingBox(of: points), fill: nil, stroke: stroke)
        case "path", "polygon", "polyline":
            return RenderElement(
                role: "Shape", frame: boundingBox(of: numbers(in: tag["d"] ?? tag["points"] ?? "")), fill: fill, stroke: stroke)
        case "text":
            guard !text.isEmpty else { return nil }
            let size = tag.number("font-size") ?? 16
            let isBold = (tag.number("font-weight") ?? 400) >= 600
            let width = tag.number("data-width") ?? FontMetrics.liberationSans.width(of: text, size: size, bold: isBold)
            var x = tag.number("x") ?? 0
            switch tag["text-anchor"] {
            case "middle": x -= width / 2
            case "end": x -= width
            default: break
            }
            let metrics = FontMetrics.liberationSans
            let top = (tag.number("y") ?? 0) - metrics.ascent(size: size)
            let weight = tag["font-weight"].flatMap(Int.init).map { Font.Weight(value: $0).description }
            let font = formatPoints(size) + " pt" + (weight.map { $0 == "regular" ? "" : " " + $0 } ?? "")
            return RenderElement(
                role: "Text", label: text, frame: CGRect(x: x, y: top, width: width, height: metrics.lineHeight(size: size)),
                textColor: fill ?? "#000000", font: font)
        default:
            return nil
        }
    }

    /// The box around the points of a flat list of coordinates `x0 y0 x1 y1 …`.
    private static func boundingBox(of coordinates: [Double]) -> CGRect {
        guard coordinates.count >= 2 else { return .zero }
        var minX = Double.infinity
        var minY = Double.infinity
        var maxX = -Double.infinity
        var maxY = -Double.infinity
        for index in stride(from: 0, to: coordinates.count - 1, by: 2) {
            minX = min(minX, coordinates[index])
            maxX = max(maxX, coordinates[index])
            minY = min(minY, coordinates[index + 1])
            maxY = max(maxY, coordinates[index + 1])
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The numbers in a path's data or a points list, in order; arc flags count as numbers, so
    /// the box of a path with arcs is approximate.
    private static func numbers(in text: String) -> [Double] {
        var result: [Double] = []
        var current = ""
        for character in text {
            if character.isNumber || character == "." || (character == "-" && current.isEmpty) {
                current.append(character)
            } else {
                if let value = Double(current) { result.append(value) }
                current = character == "-" ? "-" : ""
            }
        }
        if let value = Double(current) { result.append(value) }
        return result
    }
}

/// A start or end tag of an SVG document, with its attributes unescaped.
struct SVGTag {
    var name: String
    var attributes: [(String, String)]
    var isClosing: Bool
    var isSelfClosing: Bool

    subscript(name: String) -> String? {
        attributes.first { $0.0 == name }?.1
    }

    /// The attribute as a finite number, or `nil`.
    func number(_ name: String) -> Double? {
        self[name].flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil }
    }
}

/// Reads tags and text out of an SVG document's bytes, skipping comments, declarations and
/// processing instructions.
struct SVGScanner {
    let bytes: ArraySlice<UInt8>
    var position: Int

    init(bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        position = bytes.startIndex
    }

    /// The next tag, or `nil` at the end of the document.
    mutating func nextTag() -> SVGTag? {
        while position < bytes.endIndex {
            guard bytes[position] == UInt8(ascii: "<") else {
                position += 1
                continue
            }
            let next = position + 1 < bytes.endIndex ? bytes[position + 1] : 0
            if next == UInt8(ascii: "!") || next == UInt8(ascii: "?") {
                skip(past: next == UInt8(ascii: "!") && starts(with: "<!--") ? "-->" : ">")
                continue
            }
            return readTag()
        }
        return nil
    }

    /// The text up to the end tag `name`, with the tags inside it (`tspan`) left out and
    /// character references replaced, and each `tspan` with a fill of its own as `"run" #RRGGBB`.
    mutating func textContent(until name: String) -> (text: String, runColors: [String]) {
        var text: [UInt8] = []
        var runColors: [String] = []
        // The open tspans: where their text starts, and their fill.
        var runs: [(start: Int, fill: String?)] = []
        while position < bytes.endIndex {
            if bytes[position] == UInt8(ascii: "<") {
                guard let tag = readTag() else { break }
                if tag.isClosing {
                    guard let run = runs.popLast() else { break }
                    if let fill = run.fill {
                        let runText = Self.unescaped(String(decoding: text[run.start...], as: UTF8.self))
                        if !runText.isEmpty { runColors.append(quotedSafe(runText) + " " + fill) }
                    }
                } else if !tag.isSelfClosing {
                    runs.append((text.count, tag["fill"]))
                }
            } else {
                text.append(bytes[position])
                position += 1
            }
        }
        return (Self.unescaped(String(decoding: text, as: UTF8.self)), runColors)
    }

    private func starts(with prefix: String) -> Bool {
        let prefix = Array(prefix.utf8)
        return bytes.endIndex - position >= prefix.count && bytes[position..<position + prefix.count].elementsEqual(prefix)
    }

    private mutating func skip(past terminator: String) {
        let terminator = Array(terminator.utf8)
        while position < bytes.endIndex {
            if starts(with: String(decoding: terminator, as: UTF8.self)) {
                position += terminator.count
                return
            }
            position += 1
        }
    }

    /// Reads the tag starting at `position` (a `<`), leaving `position` after its `>`.
    private mutating func readTag() -> SVGTag? {
        position += 1
        var isClosing = false
        if position < bytes.endIndex && bytes[position] == UInt8(ascii: "/") {
            isClosing = true
            position += 1
        }
        let name = readName()
        var attributes: [(String, String)] = []
        var isSelfClosing = false
        while position < bytes.endIndex {
            let byte = bytes[position]
            if byte == UInt8(ascii: ">") {
                position += 1
                break
            } else if byte == UInt8(ascii: "/") {
                isSelfClosing = true
                position += 1
            } else if Self.isNameByte(byte) {
                let attribute = readName()
                skipSpaces()
                guard position < bytes.endIndex, bytes[position] == UInt8(ascii: "=") else { continue }
                position += 1
                skipSpaces()
                guard position < bytes.endIndex else { break }
                let quote = bytes[position]
                guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { continue }
                position += 1
                let start = position
                while position < bytes.endIndex && bytes[position] != quote { position += 1 }
                attributes.append((attribute, Self.unescaped(String(decoding: bytes[start..<position], as: UTF8.self))))
                position += 1
            } else {
                position += 1
            }
        }
        guard !name.isEmpty else { return nil }
        return SVGTag(name: name, attributes: attributes, isClosing: isClosing, isSelfClosing: isSelfClosing)
    }

    private mutating func readName() -> String {
        let start = position
        while position < bytes.endIndex && Self.isNameByte(bytes[position]) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func skipSpaces() {
        while position < bytes.endIndex && (bytes[position] == 0x20 || bytes[position] == 0x0A || bytes[position] == 0x09) {
            position += 1
        }
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "_")
    }

    /// `text` with the five XML entities and numeric character references replaced.
    static func unescaped(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            guard let semicolon = rest[ampersand...].firstIndex(of: ";"),
                rest.distance(from: ampersand, to: semicolon) <= 10
            else {
                result += "&"
                rest = rest[rest.index(after: ampersand)...]
                continue
            }
            let entity = rest[rest.index(after: ampersand)..<semicolon]
            switch entity {
            case "amp": result += "&"
            case "lt": result += "<"
            case "gt": result += ">"
            case "quot": result += "\""
            case "apos": result += "'"
            default:
                let number =
                    entity.hasPrefix("#x")
                    ? UInt32(entity.dropFirst(2), radix: 16) : entity.hasPrefix("#") ? UInt32(entity.dropFirst()) : nil
                if let number, let scalar = Unicode.Scalar(number) {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += "&" + entity + ";"
                }
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }
}

extension RenderDiff {
    /// The size of an SVG document's canvas, from its root element's `viewBox` (or `width` and
    /// `height`); `nil` when the document has neither.
    package static func canvas(ofSVG svg: String) -> CGSize? {
        var scanner = SVGScanner(bytes: Array(svg.utf8.prefix(4096))[...])
        guard let root = scanner.nextTag(), root.name == "svg" else { return nil }
        if let box = root["viewBox"]?.split(separator: " ").compactMap({ Double($0) }), box.count == 4, box[2] > 0, box[3] > 0 {
            return CGSize(width: box[2], height: box[3])
        }
        guard let width = root.number("width"), let height = root.number("height"), width > 0, height > 0 else { return nil }
        return CGSize(width: width, height: height)
    }
}
