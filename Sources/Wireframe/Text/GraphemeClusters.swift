/// The grapheme clusters of `text`, as `Array(text)` gives them.
///
/// Text whose every scalar is a cluster of its own — printable Latin, general punctuation,
/// Hangul syllables, kana, CJK ideographs and punctuation, fullwidth forms — is split scalar by
/// scalar, without running the grapheme-breaking rules; any other scalar (a combining mark such
/// as the ideographic tone marks, a joiner, a variation selector, a jamo, an emoji, a carriage
/// return) falls back to them.
///
/// - Complexity: O(n) in the length of `text`.
package func graphemeClusters(of text: String) -> [Character] {
    var clusters: [Character] = []
    clusters.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
        guard standsAlone(scalar) else { return Array(text) }
        clusters.append(Character(scalar))
    }
    return clusters
}

/// Whether `scalar` always forms a grapheme cluster by itself, whatever surrounds it; text made
/// only of such scalars has one character per scalar.
func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x20...0x7E, 0xA0...0x2FF: true
    case 0x2010...0x2027, 0x2030...0x205E: true
    // Not U+302A–U+302F, the ideographic and Hangul tone marks, which extend the cluster before them.
    case 0x3000...0x3029, 0x3030...0x3098, 0x309B...0x30FF: true
    case 0x4E00...0x9FFF: true
    case 0xAC00...0xD7A3: true
    case 0xFF01...0xFF5E: true
    default: false
    }
}
