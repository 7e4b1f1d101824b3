/// The Swift source of a trailing closure returning a snapshot's text as a multi-line string
/// literal, indented under the call.
///
/// ```swift
/// assertInlineSnapshot(of: user, as: .dump) {
///     """
///     User(
///       name: "Ahn"
///     )
///     """
/// }
/// ```
///
/// The literal is plain (`"""`) unless the text holds a quote or a backslash, in which case it
/// is raw (`#"""`, with as many `#` as it takes that the text cannot end or escape it). Text with
/// control characters (which Swift source cannot hold as they are) is written in a plain
/// literal with escapes: `\u{1B}`, `\\`, `\"`. The literal's value is always exactly the text.
package enum InlineSnapshotLiteral {
    /// The closure's source, from the space before `{` to the `}`, for a call on a line indented
    /// by `indentation`, each level further in by `unit` (the file's own: a tab, two spaces, …),
    /// its lines ended by `newline` (`"\r\n"` in a file that uses CRLF).
    package static func closure(for text: String, indentation: String, unit: String? = nil, newline: String = "\n") -> String {
        let inner = indentation + (unit ?? (indentation.contains("\t") ? "\t" : "    "))
        let (open, close, body) = literal(for: text)
        var lines = [" {", inner + open]
        for line in body.isEmpty ? [] : body.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(line.isEmpty ? "" : inner + line)
        }
        lines.append(inner + close)
        lines.append(indentation + "}")
        return lines.joined(separator: newline)
    }

    /// The value of the one string literal a trailing closure holds (`{ """ … """ }`, `{ "…" }`,
    /// raw or not), read as Swift reads it: the closing delimiter's indentation removed from every
    /// line, escapes replaced, CRLF read as a line feed. `nil` when it cannot be read without a
    /// compiler (an interpolation, an unknown escape, a line less indented than the delimiter).
    static func value<Bytes: Collection<UInt8>>(ofClosure closure: Bytes) -> String? {
        let source = String(decoding: closure, as: UTF8.self)
        guard source.utf8.elementsEqual(closure) else { return nil }
        var inner = trimmed(Substring(source.replacingOccurrences(of: "\r\n", with: "\n")))
        guard inner.first == "{", inner.last == "}" else { return nil }
        inner = trimmed(inner.dropFirst().dropLast())
        let hashes = inner.prefix { $0 == "#" }.count
        let pounds = String(repeating: "#", count: hashes)
        let literal = inner.dropFirst(hashes)
        if literal.hasPrefix("\"\"\""), literal.hasSuffix("\"\"\"" + pounds), literal.count >= 6 + hashes {
            let content = literal.dropFirst(3).dropLast(3 + hashes)
            guard content.first == "\n" else { return nil }
            var lines = content.dropFirst().split(separator: "\n", omittingEmptySubsequences: false)
            guard let indentation = lines.popLast(), indentation.allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
            var stripped: [Substring] = []
            for line in lines {
                if line.hasPrefix(indentation) {
                    stripped.append(line.dropFirst(indentation.count))
                } else if line.allSatisfy({ $0 == " " || $0 == "\t" }) {
                    stripped.append("")
                } else {
                    return nil
                }
            }
            return unescaped(stripped.joined(separator: "\n"), hashes: hashes)
        }
        guard literal.hasPrefix("\""), literal.hasSuffix("\"" + pounds), literal.count >= 2 + hashes else { return nil }
        return unescaped(String(literal.dropFirst().dropLast(1 + hashes)), hashes: hashes)
    }

    /// `text` without spaces, tabs and line breaks at either end.
    private static func trimmed(_ text: Substring) -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) }) else { return "" }
        return text[first...last]
    }

    /// `text` with the escapes of a literal with `hashes` `#` replaced; `nil` for an
    /// interpolation or an escape Swift does not have.
    private static func unescaped(_ text: String, hashes: Int) -> String? {
        let introducer = "\\" + String(repeating: "#", count: hashes)
        var result = ""
        var rest = Substring(text)
        while let range = rest.range(of: introducer) {
            result += rest[..<range.lowerBound]
            rest = rest[range.upperBound...]
            guard let next = rest.first else { return nil }
            rest = rest.dropFirst()
            switch next {
            case "n": result += "\n"
            case "t": result += "\t"
            case "r": result += "\r"
            case "0": result += "\0"
            case "\\", "\"", "'": result.append(next)
            case "\n": break  // A line continuation.
            case "u":
                guard rest.first == "{", let end = rest.firstIndex(of: "}"),
                    let value = UInt32(rest[rest.index(after: rest.startIndex)..<end], radix: 16), let scalar = Unicode.Scalar(value)
                else { return nil }
                result.unicodeScalars.append(scalar)
                rest = rest[rest.index(after: end)...]
            default: return nil
            }
        }
        return result + rest
    }

    /// The opening delimiter, closing delimiter and content of the literal for `text`.
    static func literal(for text: String) -> (open: String, close: String, body: String) {
        let text = text.replacingOccurrences(of: "\r\n", with: "\n")
        if text.unicodeScalars.contains(where: needsEscape) {
            return ("\"\"\"", "\"\"\"", escaped(text))
        }
        guard text.contains("\"") || text.contains("\\") else { return ("\"\"\"", "\"\"\"", text) }
        var hashes = "#"
        while text.contains("\"\"\"" + hashes) || text.contains("\\" + hashes) {
            hashes += "#"
        }
        return (hashes + "\"\"\"", "\"\"\"" + hashes, text)
    }

    /// Control characters other than newline and tab cannot stand in Swift source as they are.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: return false
        case 0x00..<0x20, 0x7F, 0x80..<0xA0, 0x2028, 0x2029: return true
        default: return false
        }
    }

    private static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\t", "\n": result.unicodeScalars.append(scalar)
            default:
                if needsEscape(scalar) {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
