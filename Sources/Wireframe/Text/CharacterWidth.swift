/// The number of terminal cells one grapheme cluster occupies: 0, 1 or 2.
///
/// The width of a cluster is the width of its widest scalar, which is the width of its base
/// character, widened to 2 for emoji:
/// - printable ASCII is 1; controls (C0, DEL, C1), combining marks (Mn, Me), format characters
///   (Cf, including ZWJ and the bidi controls), variation selectors and line or paragraph
///   separators are 0;
/// - East Asian Wide and Fullwidth characters (Hangul, kana, CJK ideographs, fullwidth forms)
///   and emoji with default emoji presentation are 2;
/// - a text-presentation emoji followed by U+FE0F (VS16) is 2, so "❤️" is 2 and "❤" is 1;
/// - a regional-indicator pair (a flag such as "🇰🇷") is 2, a ZWJ sequence ("👨‍👩‍👧") is the
///   width of its first emoji, a skin-tone modifier adds nothing;
/// - Hangul medial vowels and final consonants (U+1160–U+11FF, U+D7B0–U+D7FF) are 0, so a
///   decomposed syllable ("\u{1100}\u{1161}\u{11A8}") is 2 like the precomposed "각";
/// - halfwidth katakana is 1, and the halfwidth (semi-)voiced sound mark U+FF9E/U+FF9F adds
///   the cell it is drawn in, so "ｶﾞ" is 2;
/// - East Asian Ambiguous characters (e.g. "°", "①", "…") are 1, as terminals draw them
///   outside East Asian locales.
///
/// The tables come from `UnicodeWidthTable` (Unicode ``unicodeWidthVersion``).
///
///     cellWidth(of: "a")   // 1
///     cellWidth(of: "한")  // 2
///     cellWidth(of: "é")   // 1 ("e" + U+0301)
///     cellWidth(of: "😀")  // 2
///
/// - Complexity: O(1) for ASCII; otherwise O(k log r) for a cluster of k scalars and tables of
///   r ranges.
package func cellWidth(of character: Character) -> Int {
    var utf8 = character.utf8.makeIterator()
    if let lead = utf8.next(), lead < 0x80, utf8.next() == nil {
        return lead >= 0x20 && lead < 0x7F ? 1 : 0
    }
    return cellWidth(ofNonASCII: character)
}

/// The width of a cluster that is not a single ASCII scalar; kept out of line so that the
/// ASCII path of `cellWidth(of:)` stays small.
@inline(never)
private func cellWidth(ofNonASCII character: Character) -> Int {
    var scalars = character.unicodeScalars.makeIterator()
    guard let first = scalars.next() else { return 0 }
    guard let second = scalars.next() else { return cellWidth(ofScalar: first.value) }
    return clusterWidth(first: first.value, second: second.value, rest: &scalars)
}

/// The width of a cluster of two or more scalars: the widest scalar, with emoji rules.
private func clusterWidth(
    first: UInt32,
    second: UInt32,
    rest: inout String.UnicodeScalarView.Iterator
) -> Int {
    let baseWidth = cellWidth(ofScalar: first)
    var width = baseWidth
    var previous = first
    var next: UInt32? = second
    while let scalar = next {
        switch scalar {
        case 0xFE0F
        where previous == first && baseWidth == 1
            && isInRanges(first, UnicodeWidthTable.emojiStyleBases):
            width = 2
        case 0xFF9E, 0xFF9F:
            width += 1
        default:
            width = max(width, cellWidth(ofScalar: scalar))
        }
        previous = scalar
        next = rest.next()?.value
    }
    return min(width, 2)
}

/// The width of one scalar on its own: 0 (controls, marks, format characters), 1 or 2.
package func cellWidth(ofScalar value: UInt32) -> Int {
    switch value {
    case 0x20..<0x7F, 0xA0..<0xAD, 0xAE..<0x300:
        return 1
    case ..<0x20, 0x7F..<0xA0:
        return 0
    case 0xAC00...0xD7A3, 0x4E00...0x9FFF:
        // Hangul syllables and CJK unified ideographs, the bulk of Korean, Chinese and Japanese.
        return 2
    default:
        if isInRanges(value, UnicodeWidthTable.zeroWidth) { return 0 }
        if isInRanges(value, UnicodeWidthTable.wide) { return 2 }
        return 1
    }
}

/// Whether `value` lies in one of the inclusive `first, last` pairs of a sorted flat table.
private func isInRanges(_ value: UInt32, _ table: [UInt32]) -> Bool {
    var low = 0
    var high = table.count / 2
    while low < high {
        let middle = (low + high) / 2
        if value < table[2 * middle] {
            high = middle
        } else if value > table[2 * middle + 1] {
            low = middle + 1
        } else {
            return true
        }
    }
    return false
}
