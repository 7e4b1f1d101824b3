import Foundation
import WireframeSyntax

/// Where an inline snapshot call sits in its source file: the call's argument list and its
/// trailing closure, if it has one, found from the `#line` and `#column` of the call.
///
/// `#column` of a call is the column (in UTF-8 bytes) of its opening parenthesis, so the site
/// is found by checking that the function's name ends just before it, stepping over the
/// balanced argument list, and reading what follows on the same line: a `{` opens the trailing
/// closure, which must hold one string literal and nothing else; the end of the line (or a
/// comment) means there is none. Anything else is refused rather than guessed at.
package struct InlineSnapshotSite: Equatable {
    /// The offset just past the call's closing parenthesis.
    package var argumentsEnd: Int
    /// The trailing closure, from the spaces before its `{` to just past its `}`; `nil` when the
    /// call has none.
    package var closure: Range<Int>?
    /// The leading whitespace of the line the call starts on.
    package var indentation: String
    /// The 1-based line of the last byte the site's rewrite replaces.
    package var endLine: Int
    /// What is written before the closure: a trailing closure's label (` body:`) when the
    /// closure is added after others, or renamed from a former label.
    package var prefix = ""
    /// The bytes a rewrite replaces when they are not ``closure`` (a former label with it).
    package var replacedRange: Range<Int>? = nil

    /// The bytes a rewrite replaces: the closure, or nothing just after the parenthesis.
    package var replaced: Range<Int> { replacedRange ?? closure ?? argumentsEnd..<argumentsEnd }

    /// Why a call's site cannot be rewritten.
    package enum Failure: Error, Equatable {
        case lineOutOfRange(Int)
        case noCall(found: String)
        case unbalancedArguments
        case codeAfterCall
        case closureNotALiteral
        case missingTrailingClosures(position: Int, found: Int)
        case otherLabel(position: Int, expected: String, found: String)
    }

    /// Finds the site of the call to `function` whose argument list opens at `line`:`column`.
    package static func locate(
        in bytes: [UInt8], line: Int, column: Int, function: String
    ) throws(Failure) -> InlineSnapshotSite {
        let scanner = SwiftSourceScanner(bytes: bytes)
        guard let lineStart = offset(ofLine: line, in: bytes) else { throw .lineOutOfRange(line) }
        let open = lineStart + column - 1
        let name = Array(function.utf8)
        guard open < bytes.count, bytes[open] == UInt8(ascii: "("), open - name.count >= lineStart,
            bytes[(open - name.count)..<open].elementsEqual(name),
            open - name.count == lineStart || !isIdentifierByte(bytes[open - name.count - 1])
        else {
            throw .noCall(found: excerpt(bytes, from: lineStart))
        }
        guard let argumentsEnd = scanner.skipBalanced(from: open) else { throw .unbalancedArguments }
        var indentation = lineStart
        while indentation < bytes.count, bytes[indentation] == UInt8(ascii: " ") || bytes[indentation] == UInt8(ascii: "\t") {
            indentation += 1
        }
        let indent = String(decoding: bytes[lineStart..<indentation], as: UTF8.self)
        let next = scanner.skipSpaces(from: argumentsEnd)
        if next == bytes.count || bytes[next] == UInt8(ascii: "\n") || bytes[next] == UInt8(ascii: "\r")
            || scanner.matches("//", at: next)
        {
            // `matches: { … }` written as an argument inside the parentheses.
            if let labelled = try labelledArgument(in: bytes, open: open, argumentsEnd: argumentsEnd, selector: .default) {
                return labelled
            }
            return InlineSnapshotSite(
                argumentsEnd: argumentsEnd, closure: nil, indentation: indent,
                endLine: lineNumber(of: argumentsEnd - 1, in: bytes))
        }
        guard bytes[next] == UInt8(ascii: "{") else { throw .codeAfterCall }
        let literal = scanner.skipWhitespace(from: next + 1)
        guard literal < bytes.count, scanner.isStringStart(literal), let literalEnd = scanner.skipString(from: literal) else {
            throw .closureNotALiteral
        }
        let close = scanner.skipWhitespace(from: literalEnd)
        guard close < bytes.count, bytes[close] == UInt8(ascii: "}") else { throw .closureNotALiteral }
        return InlineSnapshotSite(
            argumentsEnd: argumentsEnd, closure: argumentsEnd..<(close + 1), indentation: indent,
            endLine: lineNumber(of: close, in: bytes))
    }

    /// The offset of the first byte of 1-based `line`, or `nil` past the end of the file.
    package static func offset(ofLine line: Int, in bytes: [UInt8]) -> Int? {
        guard line >= 1 else { return nil }
        var current = 1
        var index = 0
        while current < line {
            guard let newline = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            index = newline + 1
            current += 1
        }
        return index <= bytes.count ? index : nil
    }

    /// The 1-based line holding the byte at `offset`.
    package static func lineNumber(of offset: Int, in bytes: [UInt8]) -> Int {
        1 + bytes[..<max(0, offset)].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte >= 0x80
    }

    /// Up to 40 characters of the line from `offset`, for messages.
    static func excerpt(_ bytes: [UInt8], from offset: Int) -> String {
        let end = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        let text = String(decoding: bytes[offset..<end], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        return text.count > 40 ? String(text.prefix(40)) + "…" : text
    }
}
