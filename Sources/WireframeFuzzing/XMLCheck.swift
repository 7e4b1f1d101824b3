import Wireframe

/// A strict reader of the XML that ``SVGWriter`` writes, for the fuzz checks: it accepts a
/// document only if it is well-formed XML 1.0 and returns its elements, so a check can look at
/// every element and attribute a browser would see.
///
/// It reads what an XML parser reads — an optional `<?xml …?>` declaration, comments, elements
/// with quoted attributes, character data with the five predefined entities and numeric
/// character references — and refuses a document type declaration (a way to reach external
/// entities), CDATA sections and processing instructions other than the declaration, which the
/// writer never writes. Every character must be an XML 1.0 `Char`, and elements nest at most
/// ``maximumDepth`` levels, as libxml2 (the parser of librsvg) requires.
///
///     let elements = try XMLCheck.elements(of: #"<svg a="1"><rect/></svg>"#)
///     // [Element(name: "svg", attributes: [Attribute(name: "a", value: "1")], text: ""),
///     //  Element(name: "rect", attributes: [], text: "")]
///
/// - Complexity: O(n) in the length of the document.
package enum XMLCheck {
    /// One element of a document: its name, its attributes with their values unescaped, and
    /// the character data directly inside it.
    package struct Element: Equatable {
        package var name: String
        package var attributes: [Attribute]
        package var text: String
    }

    /// An attribute and its unescaped value.
    package struct Attribute: Equatable {
        package var name: String
        package var value: String
    }

    /// Why a document is not well-formed, and at which byte.
    package struct Failure: Error, Equatable, CustomStringConvertible {
        package var offset: Int
        package var message: String

        package var description: String { "byte \(offset): \(message)" }
    }

    /// The deepest elements may nest (the root is level 1): libxml2 refuses deeper documents.
    package static let maximumDepth = 256

    /// The elements of `document` in document order, or the first well-formedness error.
    package static func elements(of document: String) throws(Failure) -> [Element] {
        var reader = Reader(bytes: Array(document.utf8))
        return try reader.document()
    }
}

private struct Reader {
    let bytes: [UInt8]
    var offset = 0
    var elements: [XMLCheck.Element] = []
    /// Indices into `elements` of the open elements, innermost last.
    var open: [Int] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    func failure(_ message: String) -> XMLCheck.Failure {
        XMLCheck.Failure(offset: offset, message: message)
    }

    func starts(with prefix: String) -> Bool {
        bytes[offset...].starts(with: prefix.utf8)
    }

    mutating func document() throws(XMLCheck.Failure) -> [XMLCheck.Element] {
        try validateCharacters()
        if starts(with: "<?xml") { try skip(past: "?>") }
        var sawRoot = false
        while offset < bytes.count {
            if open.isEmpty {
                skipWhitespace()
                guard offset < bytes.count else { break }
                if starts(with: "<!--") {
                    try comment()
                    continue
                }
                guard bytes[offset] == UInt8(ascii: "<"), !sawRoot else { throw failure("content outside the root element") }
                sawRoot = true
            }
            if starts(with: "<!--") {
                try comment()
            } else if starts(with: "<!") || starts(with: "<?") {
                throw failure("a document type declaration, CDATA section or processing instruction")
            } else if starts(with: "</") {
                try endTag()
            } else if bytes[offset] == UInt8(ascii: "<") {
                try startTag()
            } else {
                try characterData()
            }
        }
        guard sawRoot else { throw failure("no root element") }
        guard open.isEmpty else { throw failure("unclosed element <\(elements[open[open.count - 1]].name)>") }
        return elements
    }

    /// Every scalar is an XML 1.0 `Char`: tab, line feed, carriage return, U+0020–U+D7FF,
    /// U+E000–U+FFFD and U+10000–U+10FFFF.
    func validateCharacters() throws(XMLCheck.Failure) {
        var byteOffset = 0
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            switch scalar.value {
            case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF:
                byteOffset += UTF8.width(scalar)
            default:
                throw XMLCheck.Failure(
                    offset: byteOffset, message: "U+\(String(scalar.value, radix: 16, uppercase: true)) is not an XML character")
            }
        }
    }

    mutating func skipWhitespace() {
        while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { offset += 1 }
    }

    mutating func skip(past terminator: String) throws(XMLCheck.Failure) {
        while offset < bytes.count {
            if starts(with: terminator) {
                offset += terminator.utf8.count
                return
            }
            offset += 1
        }
        throw failure("no \(terminator) before the end")
    }

    mutating func comment() throws(XMLCheck.Failure) {
        offset += 4
        while offset < bytes.count {
            if starts(with: "--") {
                guard starts(with: "-->") else { throw failure("-- inside a comment") }
                offset += 3
                return
            }
            offset += 1
        }
        throw failure("unclosed comment")
    }

    mutating func name() throws(XMLCheck.Failure) -> String {
        let start = offset
        while offset < bytes.count, Self.isNameByte(bytes[offset], first: offset == start) { offset += 1 }
        guard offset > start else { throw failure("expected a name") }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    /// ASCII name characters, and any byte of a non-ASCII scalar (which XML allows in names
    /// from U+00C0 on; the writer never writes them, so the checks refuse such names anyway).
    static func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "_"), UInt8(ascii: ":"), 0x80...:
            true
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."):
            !first
        default:
            false
        }
    }

    mutating func startTag() throws(XMLCheck.Failure) {
        offset += 1
        let name = try name()
        guard open.count < XMLCheck.maximumDepth else {
            throw failure("<\(name)> is nested deeper than \(XMLCheck.maximumDepth) levels")
        }
        var attributes: [XMLCheck.Attribute] = []
        while true {
            let hadSpace = offset < bytes.count && [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset])
            skipWhitespace()
            guard offset < bytes.count else { throw failure("unclosed start tag <\(name)") }
            if starts(with: "/>") {
                offset += 2
                elements.append(XMLCheck.Element(name: name, attributes: attributes, text: ""))
                return
            }
            if bytes[offset] == UInt8(ascii: ">") {
                offset += 1
                open.append(elements.count)
                elements.append(XMLCheck.Element(name: name, attributes: attributes, text: ""))
                return
            }
            guard hadSpace else { throw failure("expected a space before an attribute") }
            let attributeName = try self.name()
            guard !attributes.contains(where: { $0.name == attributeName }) else {
                throw failure("attribute \(attributeName) given twice")
            }
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "=") else { throw failure("expected = after \(attributeName)") }
            offset += 1
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") || bytes[offset] == UInt8(ascii: "'") else {
                throw failure("expected a quoted value for \(attributeName)")
            }
            let quote = bytes[offset]
            offset += 1
            let value = try text(until: quote)
            offset += 1
            attributes.append(XMLCheck.Attribute(name: attributeName, value: value))
        }
    }

    mutating func endTag() throws(XMLCheck.Failure) {
        offset += 2
        let name = try name()
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: ">") else { throw failure("expected > after </\(name)") }
        offset += 1
        guard let innermost = open.popLast() else { throw failure("</\(name)> closes nothing") }
        guard elements[innermost].name == name else {
            throw failure("</\(name)> closes <\(elements[innermost].name)>")
        }
    }

    mutating func characterData() throws(XMLCheck.Failure) {
        let text = try text(until: UInt8(ascii: "<"))
        if let innermost = open.last { elements[innermost].text += text }
    }

    /// Reads text up to `terminator` (not consumed), resolving references; refuses a bare `&`,
    /// `<` inside an attribute value, and `]]>` in character data.
    mutating func text(until terminator: UInt8) throws(XMLCheck.Failure) -> String {
        var result: [UInt8] = []
        while offset < bytes.count, bytes[offset] != terminator {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "<") { throw failure("< inside an attribute value") }
            if byte == UInt8(ascii: "]"), terminator == UInt8(ascii: "<"), starts(with: "]]>") { throw failure("]]> in character data") }
            if byte == UInt8(ascii: "&") {
                result += try reference().utf8
            } else {
                result.append(byte)
                offset += 1
            }
        }
        guard offset < bytes.count || terminator == UInt8(ascii: "<") else { throw failure("unterminated attribute value") }
        return String(decoding: result, as: UTF8.self)
    }

    /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#N;` or `&#xH;`, as the text it stands for.
    mutating func reference() throws(XMLCheck.Failure) -> String {
        guard let end = bytes[offset...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
            throw failure("& that starts no reference")
        }
        let body = String(decoding: bytes[(offset + 1)..<end], as: UTF8.self)
        let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
        var scalar: Unicode.Scalar?
        if let text = named[body] {
            offset = end + 1
            return text
        } else if body.hasPrefix("#x"), body.count > 2 {
            scalar = UInt32(body.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
        } else if body.hasPrefix("#"), body.count > 1, body.dropFirst().allSatisfy(\.isASCII) {
            scalar = UInt32(body.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init)
        }
        guard let scalar else { throw failure("&\(body); is not a reference XML defines") }
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: break
        default: throw failure("&\(body); refers to a character XML does not allow")
        }
        offset = end + 1
        return String(scalar)
    }
}
