import Foundation

/// The on-disk form of a text snapshot: UTF-8, `"\n"` line endings, one final `"\n"`.
package enum TextGolden {
    /// Why a golden's bytes are not a text snapshot.
    package struct DecodingError: Error, CustomStringConvertible {
        package var description: String { "it is not valid UTF-8 text" }
    }

    /// The golden bytes for `text`: line endings normalised, followed by one `"\n"`.
    @Sendable package static func encode(_ text: String) -> Data {
        var normalized = normalizingLineEndings(text)
        return normalized.withUTF8 { bytes in
            var data = Data(capacity: bytes.count + 1)
            data.append(bytes)
            data.append(0x0A)
            return data
        }
    }

    /// The text stored in golden bytes: the inverse of ``encode(_:)``, tolerant of `"\r\n"` and
    /// of a missing final newline.
    @Sendable package static func decode(_ data: Data) throws -> String {
        guard var text = String(data: data, encoding: .utf8) else { throw DecodingError() }
        text = normalizingLineEndings(text)
        if text.utf8.last == 0x0A {
            text.removeLast()
        }
        return text
    }

    /// `text` with every `"\r\n"` replaced by `"\n"`.
    package static func normalizingLineEndings(_ text: String) -> String {
        let hasCarriageReturn = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.withUnsafeBytes { raw in
                guard let base = raw.baseAddress else { return false }
                return memchr(base, 0x0D, raw.count) != nil
            }
        }
        guard hasCarriageReturn ?? text.utf8.contains(0x0D) else { return text }
        return text.replacingOccurrences(of: "\r\n", with: "\n")
    }

    /// The lines of `text`, split at `"\n"`; empty text has no lines.
    package static func lines(of text: String) -> [Substring] {
        guard !text.isEmpty else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
    }
}
