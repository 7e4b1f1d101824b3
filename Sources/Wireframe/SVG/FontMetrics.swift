/// Advance widths and vertical metrics of a real font, in points at a given size.
///
/// The SVG target lays text out with these numbers and names the same font first in the SVG's
/// `font-family`, so the text a browser draws has the width the layout assumed. The tables come
/// from Liberation Sans (metric-compatible with Arial) and, for what it lacks, from Noto Sans CJK
/// (the font Linux browsers draw Hangul, kana and ideographs with, named after Liberation Sans in
/// the SVG: see `svgFontFamily(for:)`). `Scripts/generate-font-metrics.py` generates both into
/// `FontMetricsTable.swift`.
///
/// The advance of one grapheme cluster follows these rules, in order:
/// - A cluster of several scalars that contains a scalar with `Emoji_Presentation`, the emoji
///   variation selector U+FE0F, or a zero-width joiner next to an emoji (ZWJ sequences, flags,
///   keycaps, skin tones) is 1 em in total.
/// - Otherwise the cluster is the sum of its scalars, each measured as follows.
///   - C0 and C1 controls, DEL, the soft hyphen, nonspacing and enclosing combining marks
///     (including variation selectors), format characters (zero-width space and joiners, bidi
///     controls, BOM) and the medial and final Hangul jamo that conjoin into a syllable: 0.
///   - Hangul syllables, leading Hangul jamo, compatibility jamo, kana, bopomofo, CJK
///     ideographs, CJK symbols and punctuation, CJK compatibility forms and fullwidth forms:
///     Noto Sans CJK's advance (0.92 em for Hangul, 1 em for kana, ideographs and fullwidth
///     forms), or 1 em where Noto Sans CJK lacks the scalar.
///   - A scalar with `Emoji_Presentation`: 1 em.
///   - A scalar Liberation Sans covers: its advance from the table.
///   - A scalar Noto Sans CJK covers: its advance from the fallback table.
///   - Halfwidth kana and halfwidth forms Noto Sans CJK lacks: ½ em.
///   - Anything else: the font's average advance (`xAvgCharWidth` from the OS/2 table).
///
/// Advances from the two fonts are summed apart, each in its own units, and scaled once, so a
/// Latin text measures exactly as it does with Liberation Sans alone.
///
/// Kerning and ligatures are not applied; the SVG should draw with `font-kerning: none` for the
/// browser to match exactly.
///
/// It is a class: its tables are large, and text measuring reaches them once a character, so a
/// reference is shared rather than a value of many arrays copied.
package final class FontMetrics: Sendable {
    /// The metrics of one face (regular or bold) in font units.
    struct Face: Sendable {
        let unitsPerEm: Int
        /// Distance from the baseline to the top of the line box (hhea ascender), positive.
        let ascender: Int
        /// Distance from the baseline to the bottom of the line box (hhea descender), negative.
        let descender: Int
        /// Extra space between lines (hhea line gap).
        let lineGap: Int
        /// The advance used for scalars the font does not cover (OS/2 `xAvgCharWidth`).
        let averageAdvance: Int
        /// Advances of the code points below U+0250, indexed by scalar value directly.
        let latin: [UInt16]
        /// The remaining ranges, sorted by their first code point.
        let ranges: [AdvanceRange]

        init(
            unitsPerEm: Int,
            ascender: Int,
            descender: Int,
            lineGap: Int,
            averageAdvance: Int,
            ranges: [AdvanceRange]
        ) {
            self.unitsPerEm = unitsPerEm
            self.ascender = ascender
            self.descender = descender
            self.lineGap = lineGap
            self.averageAdvance = averageAdvance
            if let first = ranges.first, first.first == 0 {
                latin = first.advances
                self.ranges = Array(ranges.dropFirst())
            } else {
                latin = []
                self.ranges = ranges
            }
        }
    }

    /// Advance widths, in font units, of consecutive code points starting at `first`.
    struct AdvanceRange: Sendable {
        /// A code point the font does not cover.
        static let missing: UInt16 = 0xFFFF

        let first: UInt32
        let advances: [UInt16]
    }

    /// The regular face.
    let regular: Face
    /// The bold face.
    let bold: Face
    /// The face that draws what the regular face lacks.
    let fallbackRegular: FallbackFace
    /// The face that draws what the bold face lacks.
    let fallbackBold: FallbackFace
    /// The SVG `font-family` values of a text measured with these metrics, by the script of
    /// its CJK characters.
    let families: Families

    private init(regular: Face, bold: Face, fallbackRegular: FallbackFace, fallbackBold: FallbackFace, families: Families) {
        self.regular = regular
        self.bold = bold
        self.fallbackRegular = fallbackRegular
        self.fallbackBold = fallbackBold
        self.families = families
    }

    /// Liberation Sans Regular and Bold, which have Arial's advance widths, with Noto Sans CJK
    /// Regular and Bold for the scalars they lack.
    package static let liberationSans = FontMetrics(
        regular: liberationSansRegular,
        bold: liberationSansBold,
        fallbackRegular: notoSansCJKRegular,
        fallbackBold: notoSansCJKBold,
        families: Families(latin: "\(liberationSansFamily), Arial, Helvetica", cjk: notoSansCJKFamily, generic: "sans-serif")
    )

    /// Liberation Mono Regular and Bold, which have Courier New's advance widths (every
    /// character 0.6 em), for `monospaced()` text. What they lack is drawn by Noto Sans Mono
    /// CJK, whose wide characters have the advances of Noto Sans CJK, so the same fallback
    /// table measures them.
    package static let liberationMono = FontMetrics(
        regular: liberationMonoRegular,
        bold: liberationMonoBold,
        fallbackRegular: notoSansCJKRegular,
        fallbackBold: notoSansCJKBold,
        families: Families(
            latin: "\(liberationMonoFamily), Courier New", cjk: notoSansMonoCJKFamily, generic: "monospace")
    )

    /// The metrics `font` is measured with: Liberation Mono's for a monospaced font, these
    /// otherwise.
    func metrics(for font: Font) -> FontMetrics {
        font.isMonospaced ? .liberationMono : self
    }

    /// The advance of one grapheme cluster in points.
    ///
    /// `FontMetrics.liberationSans.advance(of: "H", size: 17, bold: false)` is 12.28
    /// (1479 of 2048 units per em).
    package func advance(of character: Character, size: Double, bold: Bool) -> Double {
        let (face, fallback) = bold ? (self.bold, fallbackBold) : (regular, fallbackRegular)
        return points(face.units(of: character, fallback: fallback), size: size, face: face, fallback: fallback)
    }

    /// The width of a string in points: the sum of its clusters' advances, scaled once.
    ///
    /// - Complexity: O(*n*); a pure-ASCII string is measured byte by byte.
    func width(of text: some StringProtocol, size: Double, bold: Bool) -> Double {
        let (face, fallback) = bold ? (self.bold, fallbackBold) : (regular, fallbackRegular)
        var units = Advance()
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            for byte in text.utf8 {
                units.primary += face.asciiUnits(byte)
            }
        } else {
            for character in text {
                units += face.units(of: character, fallback: fallback)
            }
        }
        return points(units, size: size, face: face, fallback: fallback)
    }

    /// `units` in points; an advance with no fallback part is exactly its primary part scaled.
    private func points(_ units: Advance, size: Double, face: Face, fallback: FallbackFace) -> Double {
        let primary = Double(units.primary) * size / Double(face.unitsPerEm)
        guard units.fallback != 0 else { return primary }
        return primary + Double(units.fallback) * size / Double(fallback.unitsPerEm)
    }

    /// The height of one line: (ascender − descender + line gap) / units per em × size.
    func lineHeight(size: Double) -> Double {
        Double(regular.ascender - regular.descender + regular.lineGap) * size
            / Double(regular.unitsPerEm)
    }

    /// The distance from the top of a line (without its line gap) to the baseline.
    func ascent(size: Double) -> Double {
        Double(regular.ascender) * size / Double(regular.unitsPerEm)
    }

    /// The distance from the baseline to the bottom of a line (without its line gap), positive.
    func descent(size: Double) -> Double {
        Double(-regular.descender) * size / Double(regular.unitsPerEm)
    }

    /// The distance from the top of a line box of `lineHeight(size:)` to the baseline, with
    /// the line gap split evenly above and below the text as CSS does.
    func baselineOffset(size: Double) -> Double {
        (Double(regular.lineGap) / 2 + Double(regular.ascender)) * size
            / Double(regular.unitsPerEm)
    }
}

extension FontMetrics.Face {
    typealias Advance = FontMetrics.Advance

    /// The advance of one grapheme cluster, in this face's units and `fallback`'s.
    func units(of character: Character, fallback: FontMetrics.FallbackFace) -> Advance {
        if let ascii = character.asciiValue {
            return Advance(primary: asciiUnits(ascii))
        }
        let scalars = character.unicodeScalars
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return Advance() }
        guard iterator.next() != nil else { return units(of: first, fallback: fallback) }
        if Self.isEmojiCluster(scalars) {
            return Advance(primary: unitsPerEm)
        }
        return scalars.reduce(into: Advance()) { $0 += units(of: $1, fallback: fallback) }
    }

    /// The advance of an ASCII byte in font units; controls and DEL are 0.
    func asciiUnits(_ byte: UInt8) -> Int {
        guard Int(byte) < latin.count else { return averageAdvance }
        let advance = latin[Int(byte)]
        return advance == FontMetrics.AdvanceRange.missing ? 0 : Int(advance)
    }

    /// The advance of one scalar, in this face's units or `fallback`'s, by the rules in
    /// `FontMetrics`.
    func units(of scalar: Unicode.Scalar, fallback: FontMetrics.FallbackFace) -> Advance {
        let value = scalar.value
        if value < latin.count {
            if value < 0x20 || (0x7F...0x9F).contains(value) || value == 0xAD {
                return Advance()
            }
            let advance = latin[Int(value)]
            return Advance(primary: advance == FontMetrics.AdvanceRange.missing ? averageAdvance : Int(advance))
        }
        if Self.isWide(value) {
            if let advance = fallback.advance(of: value) {
                return Advance(fallback: advance)
            }
            return Advance(primary: unitsPerEm)
        }
        if Self.isConjoiningJamo(value) || Self.isZeroWidth(scalar.properties.generalCategory) {
            return Advance()
        }
        if scalar.properties.isEmojiPresentation {
            return Advance(primary: unitsPerEm)
        }
        if let advance = tableAdvance(value) {
            return Advance(primary: advance)
        }
        if let advance = fallback.advance(of: value) {
            return Advance(fallback: advance)
        }
        if Self.isHalfwidth(value) {
            return Advance(primary: unitsPerEm / 2)
        }
        return Advance(primary: averageAdvance)
    }

    private func tableAdvance(_ value: UInt32) -> Int? {
        for range in ranges where value >= range.first {
            let index = Int(value - range.first)
            if index < range.advances.count {
                let advance = range.advances[index]
                return advance == FontMetrics.AdvanceRange.missing ? nil : Int(advance)
            }
        }
        return nil
    }

    private static func isEmojiCluster(_ scalars: Character.UnicodeScalarView) -> Bool {
        var hasJoiner = false
        var hasPictograph = false
        for scalar in scalars {
            switch scalar.value {
            case 0xFE0F:
                return true
            case 0x200D:
                hasJoiner = true
            default:
                if scalar.properties.isEmojiPresentation {
                    return true
                }
                if scalar.value > 0xFF && scalar.properties.isEmoji {
                    hasPictograph = true
                }
            }
        }
        return hasJoiner && hasPictograph
    }

    private static func isZeroWidth(_ category: Unicode.GeneralCategory) -> Bool {
        switch category {
        case .nonspacingMark, .enclosingMark, .format, .control:
            true
        default:
            false
        }
    }

    /// Hangul medial vowels and final consonants, which conjoin with a leading consonant.
    private static func isConjoiningJamo(_ value: UInt32) -> Bool {
        (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value)
    }

    /// Scripts and forms drawn 1 em wide: Hangul, kana, bopomofo, CJK ideographs and
    /// punctuation, CJK compatibility forms, fullwidth forms. The combining marks inside these
    /// blocks (U+302A–302F, U+3099–309A) are left out.
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x2FDF, 0x2FF0...0x3029, 0x3030...0x303E,
            0x3041...0x3096, 0x309B...0x30FF, 0x3105...0x312F, 0x3131...0x318E,
            0x3190...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
            0xFE30...0xFE6F, 0xFF01...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            true
        default:
            false
        }
    }

    /// Halfwidth katakana, halfwidth Hangul and halfwidth symbol forms.
    private static func isHalfwidth(_ value: UInt32) -> Bool {
        (0xFF61...0xFFDC).contains(value) || (0xFFE8...0xFFEE).contains(value)
    }
}
