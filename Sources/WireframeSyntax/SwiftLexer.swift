/// One token of Swift source: its kind and the UTF-8 byte range it covers.
package struct SwiftToken: Equatable, Sendable {
    /// What a token is, as far as a declaration scanner needs to know.
    package enum Kind: Equatable, Sendable {
        /// A name or keyword: `struct`, `State`, `` `default` ``, `$0`.
        case identifier
        /// A number literal.
        case number
        /// A string literal of any form, interpolations included.
        case string
        /// A regex literal written `#/…/#`.
        case regex
        /// `#if`, `#elseif`, `#else`, `#endif`, `#Preview`, `#selector`: `#` and the name.
        case pound
        /// One punctuation character (`{`, `(`, `<`, `=`, `.`, `@`, …) or the arrow `->`.
        case punctuation
    }

    package var kind: Kind
    /// The offset of the token's first byte.
    package var start: Int
    /// The offset just past the token's last byte.
    package var end: Int
    /// Whether a line break separates this token from the one before it.
    package var isAtLineStart: Bool
}

/// A lexer over the UTF-8 bytes of Swift source: identifiers, literals and punctuation, with
/// comments and whitespace skipped. It is the one Swift lexer of the package: the macro plugin,
/// the preview scanner and the inline-snapshot writer read source through it.
///
/// Operators are split into single characters (except `->`), so that `>>` closes two generic
/// argument lists and `?` after a type is a token of its own; a declaration scanner never needs
/// an operator's full spelling.
///
/// ```swift
/// let source = SwiftSource("case child(Child.Action) // the child")
/// source.tokens.map(source.text)   // ["case", "child", "(", "Child", ".", "Action", ")"]
/// ```
///
/// - Complexity: O(*n*) in the length of the source; malformed input (an unterminated string
///   or comment) ends the token stream at the point it started, never a crash.
package struct SwiftSource: Sendable {
    /// The source's UTF-8 bytes.
    package let bytes: [UInt8]
    /// The source's tokens, in order.
    package let tokens: [SwiftToken]

    /// Lexes `text`.
    package init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }

    /// Lexes `bytes`, which should be UTF-8 (other bytes are kept inside the tokens they fall in).
    package init(bytes: [UInt8]) {
        self.bytes = bytes
        var lexer = Lexer(bytes: bytes)
        self.tokens = lexer.lexAll()
    }

    /// The source text of `token`.
    package func text(_ token: SwiftToken) -> String {
        String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }

    /// The source text from the start of `first` to the end of `last`, comments and line breaks
    /// inside included.
    package func text(from first: SwiftToken, through last: SwiftToken) -> String {
        guard first.start < last.end else { return "" }
        return String(decoding: bytes[first.start..<last.end], as: UTF8.self)
    }

    /// The source text of the tokens in `range`, or `""` when it is empty.
    package func text(of range: Range<Int>) -> String {
        guard let first = range.first, let last = range.last else { return "" }
        return text(from: tokens[first], through: tokens[last])
    }

    /// The source text of the tokens in `range` with comments dropped and each run of whitespace
    /// between two tokens written as one space: a type or an expression fit to be written into
    /// generated code on one line.
    package func compactText(of range: Range<Int>) -> String {
        var text = ""
        for index in range {
            if index > range.lowerBound, tokens[index].start > tokens[index - 1].end { text += " " }
            text += self.text(tokens[index])
        }
        return text
    }

    /// Whether the token at `index` is the identifier or punctuation `spelling`.
    package func isToken(_ index: Int, _ spelling: String) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        let token = tokens[index]
        let length = token.end - token.start
        guard length == spelling.utf8.count else { return false }
        var offset = token.start
        for byte in spelling.utf8 {
            guard bytes[offset] == byte else { return false }
            offset += 1
        }
        return true
    }
}

private struct Lexer {
    let bytes: [UInt8]
    let scanner: SwiftSourceScanner
    var index = 0
    var sawLineBreak = true

    init(bytes: [UInt8]) {
        self.bytes = bytes
        scanner = SwiftSourceScanner(bytes: bytes)
    }

    mutating func lexAll() -> [SwiftToken] {
        var tokens: [SwiftToken] = []
        while let token = next() { tokens.append(token) }
        return tokens
    }

    /// The next token, or `nil` at the end of the source or at malformed input.
    mutating func next() -> SwiftToken? {
        skipTrivia()
        guard index < bytes.count else { return nil }
        let start = index
        let byte = bytes[index]
        let kind: SwiftToken.Kind
        if byte == UInt8(ascii: "#") {
            if scanner.isStringStart(index), let end = scanner.skipString(from: index) {
                index = end
                kind = .string
            } else if scanner.isRegexStart(index), let end = scanner.skipRegex(from: index) {
                index = end
                kind = .regex
            } else {
                index += 1
                while index < bytes.count, Self.isIdentifierByte(bytes[index]) { index += 1 }
                kind = .pound
            }
        } else if byte == UInt8(ascii: "\"") {
            guard let end = scanner.skipString(from: index) else { return nil }
            index = end
            kind = .string
        } else if byte == UInt8(ascii: "`") {
            index += 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n") { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "`") else { return nil }
            index += 1
            kind = .identifier
        } else if Self.isIdentifierStart(byte) {
            index += 1
            while index < bytes.count, Self.isIdentifierByte(bytes[index]) { index += 1 }
            kind = .identifier
        } else if Self.isDigit(byte) {
            index += 1
            while index < bytes.count, isNumberByte(at: index) { index += 1 }
            kind = .number
        } else if byte == UInt8(ascii: "-"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") {
            index += 2
            kind = .punctuation
        } else {
            index += Self.scalarLength(byte)
            kind = .punctuation
        }
        defer { sawLineBreak = false }
        return SwiftToken(kind: kind, start: start, end: min(index, bytes.count), isAtLineStart: sawLineBreak)
    }

    private mutating func skipTrivia() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                sawLineBreak = true
                index += 1
            } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 0x0B || byte == 0x0C {
                index += 1
            } else if scanner.isCommentStart(index) {
                // An unterminated block comment runs to the end.
                let end = scanner.skipComment(from: index) ?? bytes.count
                if !sawLineBreak, bytes[index..<end].contains(UInt8(ascii: "\n")) { sawLineBreak = true }
                index = end
            } else {
                return
            }
        }
    }

    private func isNumberByte(at index: Int) -> Bool {
        let byte = bytes[index]
        if Self.isIdentifierByte(byte) { return true }
        // A fraction's point, never a member access: `1.5` but not `1.description`.
        if byte == UInt8(ascii: "."), index + 1 < bytes.count, Self.isDigit(bytes[index + 1]) { return true }
        // An exponent's sign: `1e-5`.
        if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+"),
            bytes[index - 1] == UInt8(ascii: "e") || bytes[index - 1] == UInt8(ascii: "E") || bytes[index - 1] == UInt8(ascii: "p")
        {
            return index + 1 < bytes.count && Self.isDigit(bytes[index + 1])
        }
        return false
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Letters, `_`, `$` and every byte of a non-ASCII scalar start an identifier, as Swift's
    /// identifier characters are a superset of the letters outside ASCII that code uses.
    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }

    /// The byte length of the UTF-8 sequence a lead byte starts (1 for a stray continuation byte).
    static func scalarLength(_ byte: UInt8) -> Int {
        switch byte {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }
}
