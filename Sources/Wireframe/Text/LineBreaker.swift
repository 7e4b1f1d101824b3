/// One line of laid-out text: the runs of characters drawn on it, left to right.
package struct TextLine {
    /// A run of the characters given to `layoutText`, or the truncation ellipsis "…".
    package enum Segment {
        case characters(Range<Int>)
        case ellipsis
    }

    /// What the line draws, left to right; empty for a line with nothing visible.
    package var segments: [Segment]
    /// The sum of the widths of the characters and the ellipsis drawn on this line.
    package var width: Double
}

extension TextLine: Equatable, Sendable {}

extension TextLine.Segment: Equatable, Sendable {}

/// Text broken into lines, the result of `layoutText`.
package struct TextLayout {
    /// The lines, top to bottom; never empty.
    package var lines: [TextLine]
    /// The width of the widest line.
    package var width: Double
    /// Whether characters were dropped to fit `maxLines` (or `maxWidth` with one line).
    package var isTruncated: Bool
}

extension TextLayout: Equatable, Sendable {}

/// Breaks text into lines no wider than `maxWidth`, at most `maxLines` lines, with "…" where
/// text is dropped.
///
/// Lines break at every "\n" and, when a line would grow wider than `maxWidth`, at the last
/// break opportunity that fits:
/// - after spaces (Latin, Korean: a Hangul word stays whole unless it alone is wider than the
///   line) and after a hyphen between letters;
/// - before and after CJK ideographs, kana and fullwidth forms (Chinese, Japanese);
/// - never before closing punctuation, small kana, "ー" and their ASCII cousins
///   (`、。，．・：；？！ー」』）】〕〉》ぁっゃァッャ , . ; : ! ? ) ] }` …), never after opening
///   brackets (`「『（【〔〈《 ( [ {` …) — the Japanese kinsoku rules.
/// A word wider than the line breaks between characters; a character wider than the line gets
/// a line of its own. Spaces where a line breaks are not drawn and do not count to its width;
/// spaces at the end of the text are drawn while they fit. A `maxWidth` of 0 or less puts one
/// character on each line.
///
/// When the text needs more than `maxLines` lines, the last kept line is rebuilt around an
/// ellipsis as `truncation` says (see `TruncationPosition`) and `isTruncated` is set.
///
///     layoutText(Array("Hello world"), widths: Array(repeating: 1, count: 11),
///                ellipsisWidth: 1, maxWidth: 7, maxLines: nil, truncation: .tail)
///     // lines: [characters(0..<5)] "Hello", [characters(6..<11)] "world"
///
/// - Parameters:
///   - characters: Sanitized text split into grapheme clusters; "\n" forces a break.
///   - widths: The advance of each character (negative or NaN counts as 0). Characters past
///     the end of `widths` are ignored.
///   - ellipsisWidth: The advance of "…".
///   - maxWidth: The widest a line may be; `nil` breaks only at "\n".
///   - maxLines: The most lines to keep (values below 1 count as 1); `nil` keeps all.
///   - truncation: Where the ellipsis goes when lines are dropped.
/// - Returns: At least one line; the empty text is one empty line of width 0.
/// - Complexity: O(n) in the number of characters.
package func layoutText(
    _ characters: [Character],
    widths: [Double],
    ellipsisWidth: Double,
    maxWidth: Double?,
    maxLines: Int?,
    truncation: TruncationPosition
) -> TextLayout {
    layoutText(
        LineBreaker(characters: characters, widths: widths, maxWidth: maxWidth),
        ellipsisWidth: ellipsisWidth, maxLines: maxLines, truncation: truncation
    )
}

/// Lays out the text `breaker` holds, with its width limit; as
/// `layoutText(_:widths:ellipsisWidth:maxWidth:maxLines:truncation:)`, for callers that lay out
/// one text at several widths and classify its characters once (see `LineBreaker.limited(to:)`).
package func layoutText(
    _ breaker: LineBreaker,
    ellipsisWidth: Double,
    maxLines: Int?,
    truncation: TruncationPosition
) -> TextLayout {
    let lineLimit = maxLines.map { max(1, $0) } ?? Int.max
    var lines: [TextLine] = []
    var lineStart = 0
    var paragraphEnd = breaker.paragraphEnd(from: 0)
    var isTruncated = false
    while true {
        let next = breaker.lineEnd(from: lineStart, paragraphEnd: paragraphEnd)
        let isLastOfText = next == paragraphEnd && paragraphEnd == breaker.count
        if lines.count == lineLimit - 1 && !isLastOfText {
            lines.append(
                breaker.truncatedLine(
                    from: lineStart, position: truncation, ellipsisWidth: ellipsisWidth))
            isTruncated = true
            break
        }
        lines.append(breaker.line(from: lineStart, to: next, paragraphEnd: paragraphEnd))
        if isLastOfText { break }
        if next == paragraphEnd {
            lineStart = paragraphEnd + 1
            paragraphEnd = breaker.paragraphEnd(from: lineStart)
        } else {
            lineStart = next
        }
    }
    let width = lines.reduce(0) { max($0, $1.width) }
    return TextLayout(lines: lines, width: width, isTruncated: isTruncated)
}

/// Finds line breaks in an array of characters with known widths.
package struct LineBreaker {
    package let characters: [Character]
    /// The line-breaking class of each character.
    package let classes: [LineBreakClass]
    /// The advance of each character, cleaned of negative and NaN values.
    package let widths: [Double]
    /// `maxWidth` plus a rounding tolerance; `nil` when lines only break at "\n".
    private(set) var limit: Double?
    /// The number of characters laid out.
    package let count: Int

    package init(characters: [Character], widths: [Double], maxWidth: Double?) {
        count = min(characters.count, widths.count)
        self.characters = characters
        self.classes = characters.prefix(count).map(LineBreakClass.init)
        // Clean advances, the usual case, are shared rather than copied.
        let isClean = count == widths.count && widths.allSatisfy { $0 >= 0 && $0.isFinite }
        self.widths = isClean ? widths : widths.prefix(count).map { $0 > 0 && $0.isFinite ? $0 : 0 }
        limit = Self.limit(for: maxWidth)
    }

    /// The same text with lines at most `maxWidth` wide; the characters keep their classes.
    package func limited(to maxWidth: Double?) -> LineBreaker {
        var copy = self
        copy.limit = Self.limit(for: maxWidth)
        return copy
    }

    private static func limit(for maxWidth: Double?) -> Double? {
        guard let maxWidth, !maxWidth.isNaN, maxWidth < .infinity else { return nil }
        // Sums of fractional advances are not exact: a width measured by laying out text must
        // fit when proposed back.
        return maxWidth + max(abs(maxWidth), 1) * 1e-9
    }

    /// The index of the "\n" ending the paragraph that contains `start`, or `count`.
    package func paragraphEnd(from start: Int) -> Int {
        var index = start
        while index < count && !classes[index].contains(.newline) { index += 1 }
        return index
    }

    /// Where the line that starts at `start` ends: the index the next line starts at, greater
    /// than `start` unless the paragraph is empty.
    package func lineEnd(from start: Int, paragraphEnd end: Int) -> Int {
        guard let limit else { return end }
        var width = 0.0
        var lastBreak: Int?
        var lastNonSpace: Int?
        var index = start
        while index < end {
            let advance = widths[index]
            if classes[index].contains(.space) {
                width += advance  // counts only if something follows on this line
                index += 1
                continue
            }
            if index > start
                && canBreak(before: index, lastNonSpace: lastNonSpace, lineStart: start)
            {
                lastBreak = index
            }
            // A zero-width character does not push a line over its limit, except after spaces
            // that would then count: it starts the next line where it may.
            if index > start && width + advance > limit && (advance > 0 || lastBreak == index) {
                if let lastBreak { return lastBreak }
                // Breaking inside a word; keep closing punctuation with the character before it.
                if classes[index].contains(.noLineStart) && index - 1 > start
                    && !classes[index - 1].contains(.space)
                {
                    return index - 1
                }
                return index
            }
            width += advance
            lastNonSpace = index
            index += 1
        }
        return end
    }

    /// The drawn part of the line `start..<next`: without the spaces it breaks at, and at the
    /// end of a paragraph with its trailing spaces only as far as they fit.
    package func line(from start: Int, to next: Int, paragraphEnd: Int) -> TextLine {
        var end = next
        while end > start && classes[end - 1].contains(.space) { end -= 1 }
        var width = 0.0
        for index in start..<end { width += widths[index] }
        if next == paragraphEnd {
            while end < next && width + widths[end] <= limit ?? .infinity {
                width += widths[end]
                end += 1
            }
        }
        return TextLine(segments: end > start ? [.characters(start..<end)] : [], width: width)
    }

    /// Whether a line may end before `index` so that `characters[index]` starts the next one.
    private func canBreak(before index: Int, lastNonSpace: Int?, lineStart: Int) -> Bool {
        let next = classes[index]
        let previous = classes[index - 1]
        if next.contains(.noLineStart) { return false }
        if let lastNonSpace, classes[lastNonSpace].contains(.noLineEnd) { return false }
        if previous.contains(.space) { return true }
        if previous.contains(.ideographic) || next.contains(.ideographic) { return true }
        if previous.contains(.hyphen) {
            return index - 2 >= lineStart && characters[index - 2].isLetter
                && characters[index].isLetter
        }
        return false
    }
}

/// What a character means to line breaking.
package struct LineBreakClass {
    package let rawValue: UInt8

    /// "\n": ends a paragraph.
    package static let newline = LineBreakClass(rawValue: 1 << 0)
    /// A breaking space, which hangs at the end of a line when the line breaks after it.
    /// No-break spaces (U+00A0, U+2007, U+202F) and the ideographic space are not.
    package static let space = LineBreakClass(rawValue: 1 << 1)
    /// A character of the scripts that break between any two characters: CJK ideographs,
    /// kana, bopomofo, Yi, CJK punctuation and fullwidth and halfwidth forms (but not Hangul:
    /// Korean breaks at spaces).
    package static let ideographic = LineBreakClass(rawValue: 1 << 2)
    /// May not start a line: closing punctuation, small kana, the prolonged sound mark,
    /// iteration marks and their ASCII cousins (kinsoku shori).
    package static let noLineStart = LineBreakClass(rawValue: 1 << 3)
    /// May not end a line: opening brackets and quotation marks.
    package static let noLineEnd = LineBreakClass(rawValue: 1 << 4)
    /// A hyphen, after which a line may break between letters.
    package static let hyphen = LineBreakClass(rawValue: 1 << 5)

    /// The class of a grapheme cluster, decided by its first scalar.
    package init(_ character: Character) {
        var utf8 = character.utf8.makeIterator()
        guard let lead = utf8.next() else {
            self = []
            return
        }
        if lead < 0x80 && utf8.next() == nil {
            self = Self.ascii(lead)
            return
        }
        var scalars = character.unicodeScalars.makeIterator()
        let value = scalars.next()?.value ?? 0
        let isSingleScalar = scalars.next() == nil
        if value < 0x80 {
            self = Self.ascii(UInt8(value)).subtracting([.space, .newline])
        } else if isSingleScalar && Self.isSpace(value) {
            self = .space
        } else {
            self = Self.nonASCII(value)
        }
    }
}

extension LineBreakClass: OptionSet, Sendable {
    package init(rawValue: UInt8) {
        self.rawValue = rawValue
    }
}

extension LineBreakClass {
    private static func ascii(_ byte: UInt8) -> LineBreakClass {
        switch byte {
        case 0x0A: .newline
        case 0x20: .space
        case UInt8(ascii: "-"): .hyphen
        case UInt8(ascii: ","), UInt8(ascii: "."), UInt8(ascii: ";"), UInt8(ascii: ":"),
            UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: ")"), UInt8(ascii: "]"),
            UInt8(ascii: "}"):
            .noLineStart
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): .noLineEnd
        default: []
        }
    }

    private static func isSpace(_ value: UInt32) -> Bool {
        switch value {
        case 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F: true
        default: false
        }
    }

    private static func nonASCII(_ value: UInt32) -> LineBreakClass {
        var result: LineBreakClass = []
        switch value {
        case 0x2E80...0x2FFF, 0x3000...0x312F, 0x3190...0x9FFF, 0xA000...0xA4CF,
            0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF01...0xFF9F, 0xFFE0...0xFFE6,
            0x1B000...0x1B2FF, 0x20000...0x3FFFD:
            result.insert(.ideographic)
        default:
            break
        }
        switch value {
        case 0x3001, 0x3002, 0x3005, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017,
            0x3019, 0x301B, 0x301C, 0x301F, 0x303B,
            0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E,
            0x3095, 0x3096, 0x309B...0x309E,
            0x30A0, 0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7,
            0x30EE, 0x30F5, 0x30F6, 0x30FB...0x30FE, 0x31F0...0x31FF,
            0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D, 0xFF60,
            0xFF61, 0xFF63, 0xFF64, 0xFF65, 0xFF67...0xFF70, 0xFF9E, 0xFF9F,
            0x1B132, 0x1B150...0x1B152, 0x1B155, 0x1B164...0x1B167,
            0x2013, 0x2019, 0x201D, 0x2025, 0x2026, 0x203C, 0x2047...0x2049:
            result.insert(.noLineStart)
        case 0x2018, 0x201C, 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018,
            0x301A, 0x301D, 0xFF08, 0xFF3B, 0xFF5B, 0xFF5F, 0xFF62:
            result.insert(.noLineEnd)
        case 0x2010:
            result.insert(.hyphen)
        default:
            break
        }
        return result
    }
}
