import Foundation
import Wireframe

/// The message of a dialog: its text and the words drawn in colour.
///
/// ```swift
/// let message = DialogTextState(
///     text: "배경화면 색상을 변경하시겠습니까?",
///     highlights: [HighlightMessage(text: "색상", color: .blue)]
/// )
/// ```
public struct DialogTextState: Hashable, Sendable {
    /// The message; `\n` starts a new line.
    public let text: String
    /// The words drawn in their own colour, wherever they occur in ``text``.
    public let highlights: [HighlightMessage]

    /// Creates a message with optional highlights.
    public init(text: String, highlights: [HighlightMessage] = []) {
        self.text = text
        self.highlights = highlights
    }
}

extension DialogTextState {
    /// The message as one `Text` made of runs: plain runs take the environment's colour,
    /// highlighted runs their own.
    ///
    /// At each position the earliest match wins, and the longest highlight among those starting
    /// there; empty highlights are ignored.
    var styledText: Text {
        let pieces = runs.map { run in
            run.color.map { Text(verbatim: run.text).foregroundColor($0) } ?? Text(verbatim: run.text)
        }
        guard let first = pieces.first else { return Text(verbatim: "") }
        return pieces.dropFirst().reduce(first, +)
    }

    /// The message cut into plain and highlighted pieces, in order.
    var runs: [(text: String, color: Color?)] {
        let highlights = self.highlights.filter { !$0.text.isEmpty }
        var result: [(text: String, color: Color?)] = []
        var rest = text[...]
        while !rest.isEmpty {
            let matches = highlights.compactMap { highlight in
                rest.range(of: highlight.text).map { (range: $0, highlight: highlight) }
            }
            let first = matches.min { lhs, rhs in
                lhs.range.lowerBound != rhs.range.lowerBound
                    ? lhs.range.lowerBound < rhs.range.lowerBound
                    : lhs.highlight.text.count > rhs.highlight.text.count
            }
            guard let first else {
                result.append((String(rest), nil))
                break
            }
            if first.range.lowerBound > rest.startIndex {
                result.append((String(rest[..<first.range.lowerBound]), nil))
            }
            result.append((String(rest[first.range]), first.highlight.color))
            rest = rest[first.range.upperBound...]
        }
        return result
    }
}
