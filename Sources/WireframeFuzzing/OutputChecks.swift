import Wireframe

/// A promise a fuzz input broke: which check failed and what it found.
///
/// The fuzz targets (`Fuzz/`) trap on one, so libFuzzer keeps the input; the corpus replay test
/// reports it as a test failure.
package struct FuzzFailure: Error, Equatable, CustomStringConvertible {
    /// The promise, such as `ASCII output`.
    package let check: String
    /// What broke it.
    package let detail: String

    package init(_ check: String, _ detail: String) {
        self.check = check
        self.detail = detail
    }

    package var description: String { "\(check): \(detail)" }
}

/// The promises the ASCII and SVG renderers make for any input, checked on their output.
package enum OutputChecks {
    /// Checks a character picture: nothing a terminal would act on (C0 controls but "\n", DEL,
    /// C1 controls, line and paragraph separators, bidirectional controls), every line ended by
    /// "\n" and without trailing spaces, and no line wider than `columns` cells.
    package static func checkASCII(_ picture: String, columns: Int) throws(FuzzFailure) {
        if let scalar = picture.unicodeScalars.first(where: isUnsafeForTerminal) {
            throw FuzzFailure("ASCII output", "holds U+\(hex(scalar.value)), which a terminal acts on")
        }
        guard picture.isEmpty || picture.utf8.last == 0x0A else {
            throw FuzzFailure("ASCII output", "the last line does not end in \\n")
        }
        for (number, line) in picture.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast().enumerated() {
            if line.last == 0x20 {
                throw FuzzFailure("ASCII output", "line \(number + 1) ends in a space")
            }
            let width = Substring(line).reduce(0) { $0 + cellWidth(of: $1) }
            if width > columns {
                throw FuzzFailure("ASCII output", "line \(number + 1) is \(width) cells wide on a grid of \(columns) columns")
            }
        }
    }

    /// Whether a terminal would act on `scalar` rather than draw it.
    package static func isUnsafeForTerminal(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A: false
        case 0x00..<0x20, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
        default: false
        }
    }

    /// Checks an SVG document: well-formed XML (``XMLCheck``) whose root is an `svg` element in
    /// the SVG namespace, whose elements are all ones the writer may write (so never `script`,
    /// `foreignObject`, `use`, `image` or `a`), with no event handler attribute (`on…`), no
    /// reference attribute (`href`, `xlink:href`, `src`), and nothing in an attribute or a style
    /// sheet that loads from outside the document (`url(…)` other than `url(#id)`, `@import`,
    /// `javascript:`).
    package static func checkSVG(_ document: String) throws(FuzzFailure) {
        let elements: [XMLCheck.Element]
        do {
            elements = try XMLCheck.elements(of: document)
        } catch {
            throw FuzzFailure("SVG output", "not well-formed XML: \(error)")
        }
        guard let root = elements.first, root.name == "svg",
            root.attributes.first(where: { $0.name == "xmlns" })?.value == "http://www.w3.org/2000/svg"
        else {
            throw FuzzFailure("SVG output", "the root is not an svg element in the SVG namespace")
        }
        let allowed = Set(SVGElementName.allowed.map(\.rawValue))
        for element in elements {
            guard allowed.contains(element.name) else {
                throw FuzzFailure("SVG output", "holds a <\(element.name)> element")
            }
            for attribute in element.attributes where !(element.name == "svg" && attribute.name == "xmlns") {
                let name = attribute.name.lowercased()
                if name.hasPrefix("on") {
                    throw FuzzFailure("SVG output", "<\(element.name)> has an event handler attribute \(attribute.name)")
                }
                if name == "href" || name.hasSuffix(":href") || name == "src" || name.hasPrefix("xmlns") {
                    throw FuzzFailure("SVG output", "<\(element.name)> has a reference attribute \(attribute.name)=\"\(attribute.value)\"")
                }
                if let reference = externalReference(in: attribute.value) {
                    throw FuzzFailure("SVG output", "<\(element.name) \(attribute.name)> refers outside the document: \(reference)")
                }
            }
            if element.name == "style", let reference = externalReference(in: element.text) {
                throw FuzzFailure("SVG output", "the style sheet refers outside the document: \(reference)")
            }
        }
    }

    /// The first thing in an attribute value or style sheet that would load or run something
    /// from outside the document, or `nil`.
    static func externalReference(in value: String) -> String? {
        let squeezed = String(value.lowercased().unicodeScalars.filter { !$0.properties.isWhitespace })
        for marker in ["javascript:", "vbscript:", "@import", "expression("] where squeezed.contains(marker) {
            return marker
        }
        var rest = squeezed[...]
        while let range = rest.firstRange(of: "url(") {
            let target = rest[range.upperBound...].drop { $0 == "\"" || $0 == "'" }
            if target.first != "#" { return "url(" + target.prefix(40) }
            rest = rest[range.upperBound...]
        }
        return nil
    }

    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
