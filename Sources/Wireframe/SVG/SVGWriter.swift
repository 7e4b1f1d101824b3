/// A small deterministic XML writer for SVG documents.
///
/// The writer emits one element per line with two-space indentation, attributes in exactly the
/// order given, and every text and attribute value escaped. It is safe by construction:
/// - Element names are `SVGElementName` values, which exist only for an allowlist of drawing
///   elements, so `<script>`, `<foreignObject>`, `<use>`, `<image>` and `<a>` cannot be written.
/// - An attribute whose name is not a plain XML name, is an event handler (`on…`) or a reference
///   (`href`, `xlink:href`, `src`), or whose value refers outside the document (`url(…)` other
///   than `url(#id)`) is left out.
/// - C0 and C1 control characters, DEL and the noncharacters U+FFFE and U+FFFF are removed from
///   text and attribute values; `& < > " '` are escaped.
///
/// Elements that hold text (`text`, `tspan`, `title`, `desc`, `style`) are written on one line
/// with everything inside them, because whitespace between a `text` and its `tspan`s is drawn.
///
/// ```swift
/// var writer = SVGWriter()
/// writer.open(.svg, ["xmlns": "http://www.w3.org/2000/svg", "width": 10, "height": 10])
/// writer.element(.rect, ["width": 10, "height": 10, "rx": 2.5, "fill": "#fff"])
/// writer.element(.text, ["x": 1, "y": 8], text: "a < b")
/// let svg = writer.finish()
/// // <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
/// //   <rect width="10" height="10" rx="2.5" fill="#fff"/>
/// //   <text x="1" y="8">a &lt; b</text>
/// // </svg>
/// ```
struct SVGWriter: Sendable {
    /// The document's UTF-8, written straight into one buffer: every piece of text it holds came
    /// from a `String` or an ASCII literal, so it is valid UTF-8.
    private var bytes: [UInt8] = []
    private var openElements: [SVGElementName] = []
    /// While a text-holding element is open: the depth of the outermost one. Everything inside
    /// it is written on its line.
    private var inlineDepth: Int?

    init() {}

    /// The document written so far.
    var output: String { String(decoding: bytes, as: UTF8.self) }

    /// The number of elements opened and not yet closed.
    var depth: Int { openElements.count }

    /// Writes an empty element, `<name a="1"/>`.
    mutating func element(
        _ name: SVGElementName,
        _ attributes: KeyValuePairs<String, SVGValue> = [:]
    ) {
        element(name, attributes.lazy.map { ($0.key, $0.value) })
    }

    /// Writes an empty element with attributes built at run time.
    mutating func element(_ name: SVGElementName, _ attributes: some Sequence<(String, SVGValue)>) {
        startTag(name)
        for (attribute, value) in attributes { write(attribute, value) }
        endEmptyTag()
    }

    /// Writes an element holding escaped text, `<name a="1">text</name>`, on one line.
    mutating func element(
        _ name: SVGElementName,
        _ attributes: KeyValuePairs<String, SVGValue> = [:],
        text: String
    ) {
        element(name, attributes.lazy.map { ($0.key, $0.value) }, text: text)
    }

    /// Writes an element holding escaped text, with attributes built at run time.
    mutating func element(
        _ name: SVGElementName,
        _ attributes: some Sequence<(String, SVGValue)>,
        text: String
    ) {
        open(name, attributes)
        self.text(text)
        close()
    }

    /// Opens an element; later elements are its children until the matching `close()`.
    mutating func open(
        _ name: SVGElementName,
        _ attributes: KeyValuePairs<String, SVGValue> = [:]
    ) {
        open(name, attributes.lazy.map { ($0.key, $0.value) })
    }

    /// Opens an element with attributes built at run time.
    mutating func open(_ name: SVGElementName, _ attributes: some Sequence<(String, SVGValue)>) {
        startTag(name)
        for (attribute, value) in attributes { write(attribute, value) }
        endOpenTag(name)
    }

    /// Closes the innermost open element; does nothing when none is open.
    mutating func close() {
        guard let name = openElements.popLast() else { return }
        if let inline = inlineDepth {
            writeEndTag(name)
            if openElements.count < inline {
                inlineDepth = nil
                bytes.append(UInt8(ascii: "\n"))
            }
        } else {
            writeIndentation()
            writeEndTag(name)
            bytes.append(UInt8(ascii: "\n"))
        }
    }

    /// Writes escaped text content inside the open element.
    ///
    /// Inside `style`, text that imports or refers to anything outside the document
    /// (`@import`, `url(…)` other than `url(#id)`) is left out.
    mutating func text(_ content: String) {
        if openElements.last == .style && Self.isExternalStyle(content) {
            return
        }
        let escaped = Self.escaped(content)
        guard !escaped.isEmpty else { return }
        if inlineDepth == nil {
            writeIndentation()
            Self.appendUTF8(escaped, to: &bytes)
            bytes.append(UInt8(ascii: "\n"))
        } else {
            Self.appendUTF8(escaped, to: &bytes)
        }
    }

    /// Closes every open element and returns the document.
    mutating func finish() -> String {
        while !openElements.isEmpty {
            close()
        }
        return output
    }

    // MARK: Writing bytes

    /// `<name`, on a line of its own unless a text-holding element is open.
    private mutating func startTag(_ name: SVGElementName) {
        if inlineDepth == nil { writeIndentation() }
        bytes.append(UInt8(ascii: "<"))
        Self.appendUTF8(name.rawValue, to: &bytes)
    }

    private mutating func endEmptyTag() {
        bytes.append(UInt8(ascii: "/"))
        bytes.append(UInt8(ascii: ">"))
        if inlineDepth == nil { bytes.append(UInt8(ascii: "\n")) }
    }

    private mutating func endOpenTag(_ name: SVGElementName) {
        bytes.append(UInt8(ascii: ">"))
        if inlineDepth == nil {
            if name.holdsText {
                inlineDepth = openElements.count + 1
            } else {
                bytes.append(UInt8(ascii: "\n"))
            }
        }
        openElements.append(name)
    }

    private mutating func writeEndTag(_ name: SVGElementName) {
        bytes.append(UInt8(ascii: "<"))
        bytes.append(UInt8(ascii: "/"))
        Self.appendUTF8(name.rawValue, to: &bytes)
        bytes.append(UInt8(ascii: ">"))
    }

    private mutating func writeIndentation() {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * openElements.count))
    }

    /// ` name="value"`, when the attribute is safe to write.
    private mutating func write(_ name: String, _ value: SVGValue) {
        guard Self.isAllowedAttribute(name) else { return }
        switch value.storage {
        case .number(let number):
            writeAttributeName(name)
            appendSVGNumber(number, to: &bytes)
        case .text(let text):
            guard !Self.refersOutside(text) else { return }
            writeAttributeName(name)
            Self.appendEscaped(text, to: &bytes)
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func writeAttributeName(_ name: String) {
        bytes.append(UInt8(ascii: " "))
        Self.appendUTF8(name, to: &bytes)
        bytes.append(UInt8(ascii: "="))
        bytes.append(UInt8(ascii: "\""))
    }
}

extension SVGWriter {
    /// ` a="1" b="2"` for the attributes that are safe to write, in the order given.
    static func attributeText(_ attributes: [(String, SVGValue)]) -> String {
        var writer = SVGWriter()
        for (name, value) in attributes { writer.write(name, value) }
        return writer.output
    }

    /// Whether `name` is a plain XML name that is neither an event handler nor a reference.
    static func isAllowedAttribute(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { utf8 in
            guard let first = utf8.first, isNameStart(first) else { return false }
            guard utf8.allSatisfy({ isNameStart($0) || isNameContinuation($0) }) else {
                return false
            }
            // Compared in lower case: `0x20` lowers ASCII letters and keeps the other name bytes
            // apart from one another and from letters.
            func isLowered(_ literal: StaticString, at offset: Int) -> Bool {
                let count = literal.utf8CodeUnitCount
                guard offset >= 0, offset + count <= utf8.count else { return false }
                for index in 0..<count where utf8[offset + index] | 0x20 != literal.utf8Start[index] {
                    return false
                }
                return true
            }
            let count = utf8.count
            if isLowered("on", at: 0) || (count == 3 && isLowered("src", at: 0)) {
                return false
            }
            let isReference = (count == 4 && isLowered("href", at: 0)) || isLowered(":href", at: count - 5)
            return !isReference
        }
    }

    /// Whether a value holds a `url(…)` that is not a fragment reference `url(#id)`, in any case.
    static func refersOutside(_ value: String) -> Bool {
        var value = value
        return value.withUTF8 { bytes in
            guard bytes.contains(UInt8(ascii: "(")) else { return false }
            var index = 0
            while index + 4 <= bytes.count {
                // `| 0x20` lowers the ASCII letters and maps no other byte onto "u", "r" or "l".
                guard bytes[index] | 0x20 == UInt8(ascii: "u"), bytes[index + 1] | 0x20 == UInt8(ascii: "r"),
                    bytes[index + 2] | 0x20 == UInt8(ascii: "l"), bytes[index + 3] == UInt8(ascii: "(")
                else {
                    index += 1
                    continue
                }
                var target = index + 4
                while target < bytes.count,
                    bytes[target] == UInt8(ascii: " ") || bytes[target] == UInt8(ascii: "\"") || bytes[target] == UInt8(ascii: "'")
                {
                    target += 1
                }
                if target == bytes.count || bytes[target] != UInt8(ascii: "#") {
                    return true
                }
                index += 4
            }
            return false
        }
    }

    /// Whether style sheet text imports or refers to anything outside the document.
    static func isExternalStyle(_ css: String) -> Bool {
        css.lowercased().contains("@import") || refersOutside(css)
    }

    /// `text` with `& < > " '` escaped and control characters and noncharacters removed.
    static func escaped(_ text: String) -> String {
        guard needsEscaping(text) else { return text }
        var bytes: [UInt8] = []
        appendEscaped(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `escaped(text)`'s UTF-8 to `bytes`.
    private static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
        guard needsEscaping(text) else {
            appendUTF8(text, to: &bytes)
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF:
                continue
            case 0x26: bytes.append(contentsOf: "&amp;".utf8)
            case 0x3C: bytes.append(contentsOf: "&lt;".utf8)
            case 0x3E: bytes.append(contentsOf: "&gt;".utf8)
            case 0x22: bytes.append(contentsOf: "&quot;".utf8)
            case 0x27: bytes.append(contentsOf: "&apos;".utf8)
            default: UTF8.encode(scalar) { bytes.append($0) }
            }
        }
    }

    /// Appends `text`'s UTF-8 to `bytes` in one copy.
    private static func appendUTF8(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Whether any of `text`'s bytes needs escaping.
    private static func needsEscaping(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { $0.contains(where: needsEscaping) }
    }

    /// Whether a UTF-8 byte is markup, a C0 control or DEL, or may start a C1 control
    /// (0xC2) or U+FFFE/U+FFFF (0xEF).
    private static func needsEscaping(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x00...0x1F, 0x22, 0x26, 0x27, 0x3C, 0x3E, 0x7F, 0xC2, 0xEF: true
        default: false
        }
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
    }

    private static func isNameContinuation(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || byte == 0x2D || byte == 0x2E || byte == 0x3A
    }
}

/// The name of an element `SVGWriter` may write: only drawing, grouping, text and metadata
/// elements, never scripts, foreign content, links or references to other documents.
///
/// ```swift
/// SVGElementName.rect.rawValue        // "rect"
/// SVGElementName("script")            // nil
/// ```
package struct SVGElementName: Sendable, Hashable {
    /// The element's tag name.
    package let rawValue: String

    private init(unchecked rawValue: String) {
        self.rawValue = rawValue
    }

    /// The allowed element named `name`, or `nil` for any other name.
    init?(_ name: String) {
        guard let allowed = Self.allowed.first(where: { $0.rawValue == name }) else { return nil }
        self = allowed
    }

    static let svg = Self(unchecked: "svg")
    static let g = Self(unchecked: "g")
    static let rect = Self(unchecked: "rect")
    static let circle = Self(unchecked: "circle")
    static let ellipse = Self(unchecked: "ellipse")
    static let line = Self(unchecked: "line")
    static let path = Self(unchecked: "path")
    static let polyline = Self(unchecked: "polyline")
    static let polygon = Self(unchecked: "polygon")
    static let text = Self(unchecked: "text")
    static let tspan = Self(unchecked: "tspan")
    static let defs = Self(unchecked: "defs")
    static let filter = Self(unchecked: "filter")
    static let feDropShadow = Self(unchecked: "feDropShadow")
    static let feGaussianBlur = Self(unchecked: "feGaussianBlur")
    static let feOffset = Self(unchecked: "feOffset")
    static let feFlood = Self(unchecked: "feFlood")
    static let feComposite = Self(unchecked: "feComposite")
    static let feMerge = Self(unchecked: "feMerge")
    static let feMergeNode = Self(unchecked: "feMergeNode")
    static let feColorMatrix = Self(unchecked: "feColorMatrix")
    static let feComponentTransfer = Self(unchecked: "feComponentTransfer")
    static let feFuncA = Self(unchecked: "feFuncA")
    static let mask = Self(unchecked: "mask")
    static let clipPath = Self(unchecked: "clipPath")
    static let title = Self(unchecked: "title")
    static let desc = Self(unchecked: "desc")
    static let style = Self(unchecked: "style")
    static let linearGradient = Self(unchecked: "linearGradient")
    static let radialGradient = Self(unchecked: "radialGradient")
    static let stop = Self(unchecked: "stop")

    /// Every element the writer may write.
    package static let allowed: [SVGElementName] = [
        .svg, .g, .rect, .circle, .ellipse, .line, .path, .polyline, .polygon, .text, .tspan,
        .defs, .filter, .feDropShadow, .feGaussianBlur, .feOffset, .feFlood, .feComposite, .feMerge, .feMergeNode, .feColorMatrix,
        .feComponentTransfer, .feFuncA, .mask, .clipPath, .title, .desc, .style, .linearGradient, .radialGradient, .stop,
    ]

    /// Whether the element's content is text, written on the element's line.
    var holdsText: Bool {
        self == .text || self == .tspan || self == .title || self == .desc || self == .style
    }
}
