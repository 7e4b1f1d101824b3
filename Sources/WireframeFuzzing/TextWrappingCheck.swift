import Wireframe

/// The rules of `layoutText` checked on one text at one width and line limit; see
/// ``TextFuzzCheck`` for the list.
struct TextWrappingCheck {
    let characters: [Character]
    let widths: [Double]
    let ellipsisWidth: Double

    func check(maxWidth: Double?, maxLines: Int?, truncation: TruncationPosition) throws(FuzzFailure) {
        let layout = layoutText(
            characters, widths: widths, ellipsisWidth: ellipsisWidth, maxWidth: maxWidth, maxLines: maxLines, truncation: truncation)
        try checkLines(of: layout, maxWidth: maxWidth, maxLines: maxLines)

        let unlimited = layoutText(
            characters, widths: widths, ellipsisWidth: ellipsisWidth, maxWidth: maxWidth, maxLines: nil, truncation: truncation)
        if layout.isTruncated {
            let kept = layout.lines.count - 1
            guard Array(layout.lines.prefix(kept)) == Array(unlimited.lines.prefix(kept)) else {
                throw FuzzFailure("truncation", "the lines before the truncated one differ from the text's lines without a line limit")
            }
        } else {
            guard layout == unlimited else {
                throw FuzzFailure("truncation", "a text within its line limit is laid out differently without the limit")
            }
        }

        let breaker = LineBreaker(characters: characters, widths: widths, maxWidth: nil)
        let reused = layoutText(breaker.limited(to: maxWidth), ellipsisWidth: ellipsisWidth, maxLines: maxLines, truncation: truncation)
        guard reused == layout else {
            throw FuzzFailure("line breaker", "a breaker narrowed with limited(to:) breaks differently from a new one")
        }

        let ideal = layoutText(breaker, ellipsisWidth: ellipsisWidth, maxLines: nil, truncation: truncation)
        let refitted = layoutText(breaker.limited(to: ideal.width), ellipsisWidth: ellipsisWidth, maxLines: nil, truncation: truncation)
        guard refitted.lines.count == ideal.lines.count else {
            throw FuzzFailure(
                "ideal width",
                "the text is \(ideal.width) wide in \(ideal.lines.count) lines, and \(refitted.lines.count) lines when proposed that width")
        }
    }

    private func checkLines(of layout: TextLayout, maxWidth: Double?, maxLines: Int?) throws(FuzzFailure) {
        guard !layout.lines.isEmpty else { throw FuzzFailure("lines", "the layout has no line") }
        let lineLimit = max(1, maxLines ?? .max)
        guard layout.lines.count <= lineLimit else {
            throw FuzzFailure("lines", "\(layout.lines.count) lines for a limit of \(lineLimit)")
        }
        if layout.isTruncated && layout.lines.count != lineLimit {
            throw FuzzFailure("truncation", "truncated to \(layout.lines.count) lines for a limit of \(lineLimit)")
        }
        let limit = maxWidth.flatMap { $0.isNaN || $0 == .infinity ? nil : $0 + max(abs($0), 1) * 1e-9 }
        var next = 0  // the first character not yet drawn or dropped
        var widest = 0.0
        for (number, line) in layout.lines.enumerated() {
            let isLast = number == layout.lines.count - 1
            var width = 0.0
            var drawn = 0
            var visible = 0
            for segment in line.segments {
                switch segment {
                case .ellipsis:
                    guard layout.isTruncated, isLast, !line.segments.dropFirst(drawn + 1).contains(.ellipsis) else {
                        throw FuzzFailure("truncation", "line \(number + 1) draws an ellipsis where nothing is truncated")
                    }
                    width += ellipsisWidth
                case .characters(let range):
                    guard range.lowerBound >= next, range.upperBound <= characters.count, !range.isEmpty else {
                        throw FuzzFailure("content", "line \(number + 1) draws characters \(range) after \(next) were placed")
                    }
                    if !layout.isTruncated || !isLast, let dropped = (next..<range.lowerBound).first(where: { !isDroppable($0) }) {
                        throw FuzzFailure("content", "character \(dropped) \(describe(dropped)) is neither drawn nor a space")
                    }
                    if let newline = range.first(where: { characters[$0] == "\n" }) {
                        throw FuzzFailure("content", "line \(number + 1) draws the \\n at \(newline)")
                    }
                    for index in range {
                        width += widths[index]
                        if widths[index] > 0 && !LineBreakClass(characters[index]).contains(.space) { visible += 1 }
                    }
                    next = range.upperBound
                }
                drawn += 1
            }
            if layout.isTruncated && isLast && !line.segments.contains(.ellipsis) {
                throw FuzzFailure("truncation", "the last line of a truncated text has no ellipsis")
            }
            guard abs(width - line.width) <= 1e-6 * max(1, abs(width)) else {
                throw FuzzFailure("width", "line \(number + 1) is said to be \(line.width) wide and draws \(width)")
            }
            // A line that draws nothing wide (an empty one, or zero-width characters) fits any
            // limit, even a negative one, where each line holds one character.
            if let limit, line.width > 0, line.width > limit + 1e-9 * max(1, abs(limit)) {
                let isSingleCharacter = visible == 1 && !line.segments.contains(.ellipsis)
                let isEllipsisAlone = line.segments == [.ellipsis]
                guard isSingleCharacter || isEllipsisAlone else {
                    throw FuzzFailure("width", "line \(number + 1) is \(line.width) wide for a limit of \(maxWidth ?? 0)")
                }
            }
            widest = max(widest, line.width)
        }
        if !layout.isTruncated, let dropped = (next..<characters.count).first(where: { !isDroppable($0) }) {
            throw FuzzFailure("content", "character \(dropped) \(describe(dropped)) at the end is neither drawn nor a space")
        }
        guard layout.width == widest else {
            throw FuzzFailure("width", "the text is said to be \(layout.width) wide and its widest line is \(widest)")
        }
    }

    /// Whether a character may be left undrawn where a line breaks: a breaking space or "\n".
    private func isDroppable(_ index: Int) -> Bool {
        let classes = LineBreakClass(characters[index])
        return classes.contains(.space) || classes.contains(.newline)
    }

    private func describe(_ index: Int) -> String {
        characters[index].unicodeScalars.map { "U+" + OutputChecks.hex($0.value) }.joined(separator: " ")
    }
}
