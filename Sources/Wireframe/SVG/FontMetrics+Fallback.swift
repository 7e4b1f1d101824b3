extension FontMetrics {
    /// An advance split by the font that draws it: units of the primary face (Liberation Sans,
    /// 2048 per em) and units of the fallback face (Noto Sans CJK, 1000 per em), kept apart so
    /// that each is scaled exactly.
    struct Advance: Equatable, Sendable {
        var primary = 0
        var fallback = 0

        static func += (sum: inout Advance, advance: Advance) {
            sum.primary += advance.primary
            sum.fallback += advance.fallback
        }
    }

    /// The advances of the font that draws the scalars the primary face lacks, as runs of equal
    /// advance.
    struct FallbackFace: Sendable {
        let unitsPerEm: Int
        /// Flat `first, last, advance` triples, sorted by `first`, not overlapping.
        let runs: [UInt32]

        /// The advance of `value` in font units, or `nil` when no run holds it.
        ///
        /// - Complexity: O(log *r*) for *r* runs.
        func advance(of value: UInt32) -> Int? {
            var low = 0
            var high = runs.count / 3
            while low < high {
                let middle = (low + high) / 2
                if runs[middle * 3 + 1] < value {
                    low = middle + 1
                } else {
                    high = middle
                }
            }
            guard low < runs.count / 3, runs[low * 3] <= value else { return nil }
            return Int(runs[low * 3 + 2])
        }
    }

    /// The SVG `font-family` value for `text`: these metrics' faces, with a language face of the
    /// CJK fallback (Noto Sans CJK, or Noto Sans Mono CJK for the fixed-width metrics) before the
    /// generic family when the text has a scalar the fallback measures.
    ///
    /// The face follows the text's script, so a browser draws each text with the glyph forms
    /// of its language (the faces' advances are the same):
    /// - any Hangul (syllables, jamo, compatibility and halfwidth jamo): `Noto Sans CJK KR`;
    /// - otherwise any kana (hiragana, katakana, their extensions and halfwidth forms):
    ///   `Noto Sans CJK JP`;
    /// - otherwise (ideographs, bopomofo, fullwidth forms, symbols): `Noto Sans CJK SC`.
    ///
    /// Noto Sans CJK comes after Arial and Helvetica, not before them: it covers Latin too, so
    /// on a machine without Liberation Sans the Latin letters still come from an Arial-metric
    /// font rather than from Noto Sans CJK.
    ///
    /// ```swift
    /// FontMetrics.liberationSans.svgFontFamily(for: "Delete")     // "Liberation Sans, Arial, Helvetica, sans-serif"
    /// FontMetrics.liberationSans.svgFontFamily(for: "메모 Memo")   // "Liberation Sans, Arial, Helvetica, Noto Sans CJK KR, sans-serif"
    /// FontMetrics.liberationMono.svgFontFamily(for: "カナ")       // "Liberation Mono, Courier New, Noto Sans Mono CJK JP, monospace"
    /// ```
    ///
    /// - Complexity: O(*n*) in the scalars of `text`.
    func svgFontFamily(for text: String) -> String {
        svgFontFamily(forScalars: text.unicodeScalars)
    }

    /// The SVG `font-family` value for a text made of `characters`, as `svgFontFamily(for:)`.
    func svgFontFamily(for characters: [Character]) -> String {
        svgFontFamily(forScalars: characters.lazy.flatMap(\.unicodeScalars))
    }

    private func svgFontFamily(forScalars scalars: some Sequence<Unicode.Scalar>) -> String {
        var script: CJKScript?
        for scalar in scalars where scalar.value >= 0x250 {
            let kind = CJKScript(scalar.value)
            if kind == .korean { return families.korean }
            if script == .japanese { continue }
            if kind == .japanese {
                script = .japanese
            } else if script == nil, regular.units(of: scalar, fallback: fallbackRegular).fallback != 0 {
                script = .chinese
            }
        }
        switch script {
        case .korean: return families.korean
        case .japanese: return families.japanese
        case .chinese: return families.chinese
        case nil: return families.latinOnly
        }
    }

    /// The language face of Noto Sans CJK a text is drawn with.
    enum CJKScript: Sendable {
        case korean
        case japanese
        case chinese

        /// Korean for Hangul, Japanese for kana, Chinese (the default face) for anything else.
        init(_ value: UInt32) {
            switch value {
            case 0x1100...0x11FF, 0x3131...0x318E, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xFFA0...0xFFDC:
                self = .korean
            case 0x3041...0x309F, 0x30A0...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F, 0x1B000...0x1B16F:
                self = .japanese
            default:
                self = .chinese
            }
        }
    }

    /// The SVG `font-family` values of a text in one set of metrics: the measured faces and
    /// their stand-ins first, a language face of the CJK fallback when the text needs one, then
    /// the generic family. Family names are unquoted (valid CSS for names made of identifiers), so
    /// the attribute needs no escaped quotes.
    struct Families: Sendable {
        /// For a text with no CJK scalar: `Liberation Sans, Arial, Helvetica, sans-serif`.
        let latinOnly: String
        /// With `Noto Sans CJK KR` (or the fixed-width face's) before the generic family.
        let korean: String
        /// With the Japanese face.
        let japanese: String
        /// With the Simplified Chinese face, the fallback's default.
        let chinese: String

        init(latin: String, cjk: String, generic: String) {
            latinOnly = "\(latin), \(generic)"
            korean = "\(latin), \(cjk) KR, \(generic)"
            japanese = "\(latin), \(cjk) JP, \(generic)"
            chinese = "\(latin), \(cjk) SC, \(generic)"
        }
    }
}
