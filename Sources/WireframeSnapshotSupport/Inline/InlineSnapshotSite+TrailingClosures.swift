import WireframeSyntax

/// Which closure of a call holds its inline snapshot: swift-snapshot-testing's
/// `InlineSnapshotSyntaxDescriptor` as the writer reads it.
///
/// `assertInlineSnapshot`'s own is ``default``: the first trailing closure, or a `matches:`
/// argument. A helper that wraps it names its closure's label and position among the call's
/// trailing closures (`assertResponse { url } head: { … } body: { … }` has `body` at 2).
package struct TrailingClosureSelector: Equatable, Sendable {
    /// The label of the snapshot's closure.
    package var label: String
    /// Labels the closure had before; a closure found under one is renamed to ``label``.
    package var formerLabels: [String]
    /// The closure's position among the trailing closures, from 0.
    package var offset: Int

    package init(label: String, formerLabels: [String] = [], offset: Int) {
        self.label = label
        self.formerLabels = formerLabels
        self.offset = offset
    }

    /// `assertInlineSnapshot`'s closure.
    package static let `default` = TrailingClosureSelector(label: "matches", offset: 0)

    func names(_ candidate: String) -> Bool {
        candidate == label || formerLabels.contains(candidate)
    }
}

extension InlineSnapshotSite {
    /// Finds the snapshot closure `selector` names in the call whose arguments open at
    /// `line`:`column` (its `(`, or its first trailing closure's `{` when it has no parentheses).
    ///
    /// The function's name is not checked: a helper's call is found by its position. The closure
    /// is a labelled argument inside the parentheses, or the trailing closure at the selector's
    /// position; a missing one is added after the trailing closures before it.
    package static func locate(
        in bytes: [UInt8], line: Int, column: Int, selector: TrailingClosureSelector
    ) throws(Failure) -> InlineSnapshotSite {
        let scanner = SwiftSourceScanner(bytes: bytes)
        guard let lineStart = offset(ofLine: line, in: bytes) else { throw .lineOutOfRange(line) }
        let open = lineStart + column - 1
        guard open < bytes.count, bytes[open] == UInt8(ascii: "(") || bytes[open] == UInt8(ascii: "{") else {
            throw .noCall(found: excerpt(bytes, from: lineStart))
        }
        var argumentsEnd = open
        if bytes[open] == UInt8(ascii: "(") {
            guard let end = scanner.skipBalanced(from: open) else { throw .unbalancedArguments }
            argumentsEnd = end
            if let labelled = try labelledArgument(in: bytes, open: open, argumentsEnd: end, selector: selector) {
                return labelled
            }
        }
        let closures = try trailingClosures(in: bytes, from: argumentsEnd)
        if selector.offset < closures.count {
            let found = closures[selector.offset]
            if selector.offset > 0 {
                guard let label = found.label, selector.names(label) else {
                    throw .otherLabel(position: selector.offset, expected: selector.label, found: found.label ?? "")
                }
            }
            try checkLiteral(in: bytes, closure: found.closure)
            var site = InlineSnapshotSite(
                argumentsEnd: argumentsEnd, closure: found.closure, indentation: indentation(in: bytes, at: found.closure.lowerBound),
                endLine: lineNumber(of: found.closure.upperBound - 1, in: bytes))
            if let label = found.label, label != selector.label {
                site.prefix = selector.label + ":"
                site.replacedRange = found.labelStart..<found.closure.upperBound
            }
            return site
        }
        guard selector.offset == closures.count else {
            throw .missingTrailingClosures(position: selector.offset, found: closures.count)
        }
        let insertion = closures.last?.closure.upperBound ?? argumentsEnd
        let next = scanner.skipSpaces(from: insertion)
        guard
            next == bytes.count || bytes[next] == UInt8(ascii: "\n") || bytes[next] == UInt8(ascii: "\r")
                || scanner.matches("//", at: next)
        else { throw .codeAfterCall }
        var site = InlineSnapshotSite(
            argumentsEnd: insertion, closure: nil, indentation: indentation(in: bytes, at: insertion),
            endLine: lineNumber(of: max(insertion - 1, 0), in: bytes))
        if selector.offset > 0 { site.prefix = " " + selector.label + ":" }
        return site
    }

    /// The closure passed inside the parentheses with one of the selector's labels
    /// (`matches: { … }`), if there is one.
    static func labelledArgument(
        in bytes: [UInt8], open: Int, argumentsEnd: Int, selector: TrailingClosureSelector
    ) throws(Failure) -> InlineSnapshotSite? {
        let scanner = SwiftSourceScanner(bytes: bytes)
        var index = open + 1
        var atArgumentStart = true
        while index < argumentsEnd - 1 {
            if scanner.isStringStart(index) || scanner.isCommentStart(index) {
                let end = scanner.isStringStart(index) ? scanner.skipString(from: index) : scanner.skipComment(from: index)
                guard let end else { throw .unbalancedArguments }
                index = end
                atArgumentStart = false
                continue
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                guard let end = scanner.skipBalanced(from: index) else { throw .unbalancedArguments }
                index = end
                atArgumentStart = false
                continue
            }
            if byte == UInt8(ascii: ",") {
                atArgumentStart = true
                index += 1
                continue
            }
            if atArgumentStart, isIdentifierByte(byte), let (label, colonEnd) = identifierAndColon(in: bytes, at: index),
                selector.names(label)
            {
                let brace = scanner.skipWhitespace(from: colonEnd)
                guard brace < bytes.count, bytes[brace] == UInt8(ascii: "{"), let end = scanner.skipBalanced(from: brace) else {
                    return nil
                }
                let closure = colonEnd..<end
                try checkLiteral(in: bytes, closure: closure)
                var site = InlineSnapshotSite(
                    argumentsEnd: argumentsEnd, closure: closure, indentation: indentation(in: bytes, at: index),
                    endLine: lineNumber(of: end - 1, in: bytes))
                if label != selector.label {
                    site.prefix = selector.label + ":"
                    site.replacedRange = index..<end
                }
                return site
            }
            if !(byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")) {
                atArgumentStart = false
            }
            index += 1
        }
        return nil
    }

    /// The trailing closures from `index`: the first unlabelled, then `label: { … }` ones.
    private static func trailingClosures(
        in bytes: [UInt8], from index: Int
    ) throws(Failure) -> [(label: String?, labelStart: Int, closure: Range<Int>)] {
        let scanner = SwiftSourceScanner(bytes: bytes)
        var closures: [(label: String?, labelStart: Int, closure: Range<Int>)] = []
        let first = scanner.skipSpaces(from: index)
        guard first < bytes.count, bytes[first] == UInt8(ascii: "{") else { return [] }
        guard let firstEnd = scanner.skipBalanced(from: first) else { throw .unbalancedArguments }
        closures.append((nil, index, index..<firstEnd))
        var cursor = firstEnd
        while true {
            let labelStart = scanner.skipWhitespace(from: cursor)
            guard labelStart < bytes.count, isIdentifierByte(bytes[labelStart]),
                let (label, colonEnd) = identifierAndColon(in: bytes, at: labelStart)
            else { break }
            let brace = scanner.skipWhitespace(from: colonEnd)
            guard brace < bytes.count, bytes[brace] == UInt8(ascii: "{") else { break }
            guard let end = scanner.skipBalanced(from: brace) else { throw .unbalancedArguments }
            closures.append((label, labelStart, colonEnd..<end))
            cursor = end
        }
        return closures
    }

    /// The identifier at `index` and the offset just past the `:` right after it, if one follows.
    private static func identifierAndColon(in bytes: [UInt8], at index: Int) -> (String, Int)? {
        var end = index
        while end < bytes.count, isIdentifierByte(bytes[end]) { end += 1 }
        guard end > index, end < bytes.count, bytes[end] == UInt8(ascii: ":"),
            end + 1 >= bytes.count || bytes[end + 1] != UInt8(ascii: ":")
        else { return nil }
        return (String(decoding: bytes[index..<end], as: UTF8.self), end + 1)
    }

    /// Refuses a closure (spaces, `{`, …, `}`) that holds anything but one string literal.
    private static func checkLiteral(in bytes: [UInt8], closure: Range<Int>) throws(Failure) {
        let scanner = SwiftSourceScanner(bytes: bytes)
        let brace = scanner.skipWhitespace(from: closure.lowerBound)
        let literal = scanner.skipWhitespace(from: brace + 1)
        guard literal < closure.upperBound, scanner.isStringStart(literal), let literalEnd = scanner.skipString(from: literal),
            scanner.skipWhitespace(from: literalEnd) == closure.upperBound - 1
        else { throw .closureNotALiteral }
    }

    /// The leading whitespace of the line holding `offset`.
    private static func indentation(in bytes: [UInt8], at offset: Int) -> String {
        var start = min(offset, bytes.count)
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
