/// The rules for stepping over Swift's literals, comments and bracketed code in UTF-8 bytes:
/// string literals (single-line, multi-line, raw, with interpolations), extended regex literals,
/// nested block comments. ``SwiftSource``'s lexer reads tokens by them, and the inline-snapshot
/// writer finds a call's arguments and trailing closure by them, so both agree on where a
/// literal ends.
///
/// Every function takes the offset of a token's first byte and returns the offset just past it,
/// or `nil` when the source ends first or the token is malformed.
///
/// ```swift
/// let scanner = SwiftSourceScanner(bytes: Array(#"f("a)", { 1 }) + 2"#.utf8))
/// scanner.skipBalanced(from: 1)   // 14: just past the `)` that closes the call
/// ```
package struct SwiftSourceScanner: Sendable {
    package let bytes: [UInt8]

    package init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether a string literal starts at `index`: `"`, or `#`s followed by `"`.
    package func isStringStart(_ index: Int) -> Bool {
        var index = index
        while index < bytes.count, bytes[index] == UInt8(ascii: "#") { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: "\"")
    }

    /// Whether an extended regex literal (`#/…/#`) starts at `index`.
    package func isRegexStart(_ index: Int) -> Bool {
        let hashes = hashCount(at: index)
        return hashes > 0 && index + hashes < bytes.count && bytes[index + hashes] == UInt8(ascii: "/")
    }

    /// Steps over the extended regex literal starting at `index`: to the `/` followed by as many
    /// `#` as opened it. (A bare `/…/` literal cannot be told from division without a parser; a
    /// `)` inside one ends the argument list early, and the call is then refused.)
    package func skipRegex(from index: Int) -> Int? {
        let hashes = hashCount(at: index)
        var index = index + hashes + 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), hashCount(at: index + 1) >= hashes { return index + 1 + hashes }
            index += 1
        }
        return nil
    }

    /// Whether a comment starts at `index`.
    package func isCommentStart(_ index: Int) -> Bool {
        index + 1 < bytes.count && bytes[index] == UInt8(ascii: "/")
            && (bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*"))
    }

    /// Steps over the string literal starting at `index`, including its interpolations.
    package func skipString(from index: Int) -> Int? {
        var index = index
        var hashes = 0
        while index < bytes.count, bytes[index] == UInt8(ascii: "#") {
            hashes += 1
            index += 1
        }
        let isMultiline = matches("\"\"\"", at: index)
        index += isMultiline ? 3 : 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), hashCount(at: index + 1) >= hashes {
                index += 1 + hashes
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: "(") {
                    guard let end = skipBalanced(from: index) else { return nil }
                    index = end
                } else {
                    index += 1
                }
                continue
            }
            if byte == UInt8(ascii: "\"") {
                let quotes = isMultiline ? 3 : 1
                if !isMultiline || matches("\"\"\"", at: index), hashCount(at: index + quotes) >= hashes {
                    return index + quotes + hashes
                }
            }
            if !isMultiline, byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return nil }
            index += 1
        }
        return nil
    }

    /// Steps over the comment starting at `index`; `/* */` comments nest, as in Swift.
    package func skipComment(from index: Int) -> Int? {
        if bytes[index + 1] == UInt8(ascii: "/") {
            var index = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            return index
        }
        var depth = 0
        var index = index
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else {
                index += 1
            }
        }
        return nil
    }

    /// Steps over the bracketed code that opens at `index` with `(`, `[` or `{`, up to and
    /// including its matching closer, skipping strings and comments inside.
    package func skipBalanced(from index: Int) -> Int? {
        var closers: [UInt8] = []
        var index = index
        while index < bytes.count {
            let byte = bytes[index]
            if isStringStart(index) {
                guard let end = skipString(from: index) else { return nil }
                index = end
                continue
            }
            if isCommentStart(index) {
                guard let end = skipComment(from: index) else { return nil }
                index = end
                continue
            }
            if isRegexStart(index) {
                guard let end = skipRegex(from: index) else { return nil }
                index = end
                continue
            }
            switch byte {
            case UInt8(ascii: "("): closers.append(UInt8(ascii: ")"))
            case UInt8(ascii: "["): closers.append(UInt8(ascii: "]"))
            case UInt8(ascii: "{"): closers.append(UInt8(ascii: "}"))
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                guard closers.last == byte else { return nil }
                closers.removeLast()
                if closers.isEmpty { return index + 1 }
            default: break
            }
            index += 1
        }
        return nil
    }

    /// The offset of the first byte at or after `index` that is not a space or a tab.
    package func skipSpaces(from index: Int) -> Int {
        var index = index
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        return index
    }

    /// The offset of the first byte at or after `index` that is not whitespace.
    package func skipWhitespace(from index: Int) -> Int {
        var index = index
        while index < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[index]) {
            index += 1
        }
        return index
    }

    /// Whether the bytes of `text` are at `index`.
    package func matches(_ text: String, at index: Int) -> Bool {
        let pattern = Array(text.utf8)
        guard index >= 0, index + pattern.count <= bytes.count else { return false }
        return bytes[index..<(index + pattern.count)].elementsEqual(pattern)
    }

    package func hashCount(at index: Int) -> Int {
        var count = 0
        while index + count < bytes.count, bytes[index + count] == UInt8(ascii: "#") { count += 1 }
        return count
    }
}
