/// Where the ellipsis "…" goes when text has more lines than it may show, as SwiftUI's
/// `Text.truncationMode(_:)`.
///
/// The lines before the last kept line stay as they wrapped. The last kept line is rebuilt
/// from the text that is left, the way TextKit truncates the last line of a multi-line
/// `UILabel` (and SwiftUI's `Text` at its `lineLimit`):
/// - `tail`: the text that follows, up to the end of its paragraph, then "…":
///   "The quick brown f…";
/// - `head`: "…" then the end of the whole text, back to its last "\n" — on the only line
///   when one line is allowed, else on the last line: "…the lazy dog";
/// - `middle`: the start of the text that follows, "…", then the end of the whole text,
///   the two sides as close to equal widths as the characters allow: "The quick…lazy dog".
///
/// Characters are dropped one at a time (mid-word, as UIKit does) until the line with its
/// ellipsis fits the width; spaces next to the ellipsis are dropped too. When not even the
/// ellipsis fits, the line is the ellipsis alone.
package enum TruncationPosition {
    case head
    case middle
    case tail
}

extension TruncationPosition: Sendable {}

extension LineBreaker {
    /// The last kept line of truncated text, rebuilt from `start` with an ellipsis.
    func truncatedLine(
        from start: Int,
        position: TruncationPosition,
        ellipsisWidth: Double
    ) -> TextLine {
        let ellipsis = ellipsisWidth > 0 && ellipsisWidth.isFinite ? ellipsisWidth : 0
        let budget = (limit ?? .infinity) - ellipsis
        var front = start  // characters[start..<front] are drawn before the ellipsis
        var back = count  // characters[back..<count] are drawn after it
        var frontWidth = 0.0
        var backWidth = 0.0
        var canGrowFront = position != .head
        var canGrowBack = position != .tail
        while canGrowFront || canGrowBack {
            if canGrowFront && (!canGrowBack || frontWidth <= backWidth) {
                let advance = front < back ? widths[front] : 0
                if front < back && !classes[front].contains(.newline)
                    && frontWidth + backWidth + advance <= budget
                {
                    frontWidth += advance
                    front += 1
                } else {
                    canGrowFront = false
                }
            } else {
                let advance = back > front ? widths[back - 1] : 0
                if back > front && !classes[back - 1].contains(.newline)
                    && frontWidth + backWidth + advance <= budget
                {
                    backWidth += advance
                    back -= 1
                } else {
                    canGrowBack = false
                }
            }
        }
        while front > start && classes[front - 1].contains(.space) {
            front -= 1
            frontWidth -= widths[front]
        }
        while back < count && classes[back].contains(.space) {
            backWidth -= widths[back]
            back += 1
        }
        var segments: [TextLine.Segment] = []
        if front > start { segments.append(.characters(start..<front)) }
        segments.append(.ellipsis)
        if back < count { segments.append(.characters(back..<count)) }
        return TextLine(segments: segments, width: max(0, frontWidth + backWidth) + ellipsis)
    }
}
