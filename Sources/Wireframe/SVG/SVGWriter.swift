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
    /// The document written so far.
    private(set) var output = ""
    private var openElements: [SVGElementName] = []
    /// While a text-holding element is open: the depth of the outermost one. Everything inside
    /// it is written on its line.
    private var inlineDepth: Int?

    init() {}

    /// The number of elements opened and not yet closed.
    var depth: Int { openElements.count }

    /// Writes an empty element, `<name a="1"/>`.
    mutating func element(
        _ name: SVGElementName,
        _ attributes: KeyValuePairs<String, SVGValue> = [:]
    ) {
        writeEmpty(name, attributes.map { ($0.key, $0.value) })
    }

    /// Writes an empty element with attributes built at run time.
    mutating func element(_ name: SVGElementName, _ attributes: [(String, SVGValue)]) {
        writeEmpty(name, attributes)
    }

    /// Writes an element holding escaped text, `<name a="1">text</name>`, on one line.
    mutating func element(
        _ name: SVGElementName,
        _ attributes: KeyValuePairs<String, SVGValue> = [:],
        text: String
    ) {
        element(name, attributes.map { ($0.key, $0.value) }, text: text)
    }

    /// Writes an element holding escaped text, with attributes built at run time.
    mutating func element(
        _ name: SVGElementName,
        _ attributes: [(String, SVGValue)],
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
        open(name, attributes.map { ($0.key, $0.value) })
    }

    /// Opens an element with attributes built at run time.
    mutating func open(_ name: SVGElementName, _ attributes: [(String, SVGValue)]) {
        let tag = "<" + name.rawValue + Self.attributeText(attributes) + ">"
        if inlineDepth == nil {
            output += indentation + tag
            if name.holdsText {
                inlineDepth = openElements.count + 1
            } else {
                output += "\n"
            }
        } else {
            output += tag
        }
        openElements.append(name)
    }

    /// Closes the innermost open element; does nothing when none is open.
    mutating func close() {
        guard let name = openElements.popLast() else { return }
        let tag = "</" + name.rawValue + ">"
        if let inline = inlineDepth {
            output += tag
            if openElements.count < inline {
                inlineDepth = nil
                output += "\n"
            }
        } else {
            output += indentation + tag + "\n"
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
            output += indentation + escaped + "\n"
        } else {
            output += escaped
        }
    }

    /// Closes every open element and returns the document.
    mutating func finish() -> String {
        while !openElements.isEmpty {
            close()
        }
        return output
    }

    private var indentation: String {
        String(repeating: "  ", count: openElements.count)
    }

    private mutating func writeEmpty(_ name: SVGElementName, _ attributes: [(String, SVGValue)]) {
        let tag = "<" + name.rawValue + Self.attributeText(attributes) + "/>"
        if inlineDepth == nil {
            output += indentation + tag + "\n"
        } else {
            output += tag
        }
    }
}

extension SVGWriter {
    /// ` a="1" b="2"` for the attributes that are safe to write, in the order given.
    static func attributeText(_ attributes: [(String, SVGValue)]) -> String {
        var text = ""
        for (name, value) in attributes where isAllowedAttribute(name) {
            guard !refersOutside(value.text) else { continue }
            text += " " + name + "=\"" + escaped(value.text) + "\""
        }
        return text
    }

    /// Whether `name` is a plain XML name that is neither an event handler nor a reference.
    static func isAllowedAttribute(_ name: String) -> Bool {
        guard let first = name.utf8.first, isNameStart(first) else { return false }
        guard name.utf8.allSatisfy({ isNameStart($0) || isNameContinuation($0) }) else {
            return false
        }
        let lowered = name.utf8.map { $0 | 0x20 }
        if lowered.starts(with: "on".utf8) || lowered.elementsEqual("src".utf8) {
            return false
        }
        let isReference =
            lowered.elementsEqual("href".utf8) || lowered.reversed().starts(with: "ferh:".utf8)
        return !isReference
    }

    /// Whether a value holds a `url(…)` that is not a fragment reference `url(#id)`.
    static func refersOutside(_ value: String) -> Bool {
        guard value.utf8.contains(UInt8(ascii: "(")) else { return false }
        let lowered = value.lowercased()
        var rest = lowered[...]
        while let range = rest.firstRange(of: "url(") {
            let target = rest[range.upperBound...].drop { $0 == " " || $0 == "\"" || $0 == "'" }
            if target.first != "#" {
                return true
            }
            rest = rest[range.upperBound...]
        }
        return false
    }

    /// Whether style sheet text imports or refers to anything outside the document.
    static func isExternalStyle(_ css: String) -> Bool {
        css.lowercased().contains("@import") || refersOutside(css)
    }

    /// `text` with `& < > " '` escaped and control characters and noncharacters removed.
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: needsEscaping) else { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF:
                continue
            case 0x26: result += "&amp;"
            case 0x3C: result += "&lt;"
            case 0x3E: result += "&gt;"
            case 0x22: result += "&quot;"
            case 0x27: result += "&apos;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
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
