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
    /// by `indentation`.
    package static func closure(for text: String, indentation: String) -> String {
        let inner = indentation + (indentation.contains("\t") ? "\t" : "    ")
        let (open, close, body) = literal(for: text)
        var lines = [" {", inner + open]
        for line in body.isEmpty ? [] : body.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(line.isEmpty ? "" : inner + line)
        }
        lines.append(inner + close)
        lines.append(indentation + "}")
        return lines.joined(separator: "\n")
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
