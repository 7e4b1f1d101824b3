import Testing

@testable import Wireframe

@MainActor
@Suite struct CharacterWidthTests {
    @Test func printableASCIIIsOneCell() {
        let widths = (0x20..<0x7F).compactMap(Unicode.Scalar.init).map {
            cellWidth(of: Character($0))
        }
        #expect(widths == Array(repeating: 1, count: 95))
    }

    @Test func controlsAreZeroCells() {
        #expect(cellWidth(of: "\u{0}") == 0)
        #expect(cellWidth(of: "\u{1B}") == 0)
        #expect(cellWidth(of: "\n") == 0)
        #expect(cellWidth(of: "\r\n") == 0)
        #expect(cellWidth(of: "\u{7F}") == 0)
        #expect(cellWidth(of: "\u{85}") == 0)
        #expect(cellWidth(of: "\u{9B}") == 0)
    }

    @Test func hangulSyllablesAreTwoCells() {
        #expect("메시지를 삭제".map(cellWidth(of:)) == [2, 2, 2, 2, 1, 2, 2])
    }

    @Test func decomposedHangulIsTwoCellsLikeThePrecomposedSyllable() {
        let decomposed: Character = "\u{1100}\u{1161}\u{11A8}"  // ᄀ + ᅡ + ᆨ = 각
        #expect(decomposed.unicodeScalars.count == 3)
        #expect(cellWidth(of: decomposed) == 2)
        #expect(cellWidth(of: "\u{1112}\u{1161}") == 2)  // 하
    }

    @Test func trailingHangulJamoAloneTakeNoCell() {
        #expect(cellWidth(of: "\u{1161}") == 0)
        #expect(cellWidth(of: "\u{11A8}") == 0)
        #expect(cellWidth(of: "\u{1100}") == 2)
    }

    @Test func kanaAndCJKIdeographsAreTwoCells() {
        #expect("ひらカタ漢字中文".map(cellWidth(of:)) == Array(repeating: 2, count: 8))
        #expect(cellWidth(of: "\u{20BB7}") == 2)  // 𠮷, plane 2
        #expect(cellWidth(of: "\u{3400}") == 2)  // extension A
    }

    @Test func cjkPunctuationAndFullwidthFormsAreTwoCells() {
        #expect("、。「」　ＡＢ１！".map(cellWidth(of:)) == Array(repeating: 2, count: 9))
    }

    @Test func halfwidthKatakanaIsOneCell() {
        #expect("ｶﾀｶﾅ".map(cellWidth(of:)) == [1, 1, 1, 1])
        #expect(cellWidth(of: "ｶﾞ") == 2)  // the halfwidth voiced mark takes its own cell
    }

    @Test func combiningMarksAddNoWidth() {
        let accented: Character = "e\u{0301}"
        #expect(accented.unicodeScalars.count == 2)
        #expect(cellWidth(of: accented) == 1)
        #expect(cellWidth(of: "a\u{0308}\u{0323}") == 1)
        #expect(cellWidth(of: "か\u{3099}") == 2)
    }

    @Test func latinBeyondASCIIIsOneCell() {
        #expect("éßøŁπЖ".map(cellWidth(of:)) == [1, 1, 1, 1, 1, 1])
    }

    @Test func eastAsianAmbiguousIsOneCell() {
        #expect("°±①…→■".map(cellWidth(of:)) == [1, 1, 1, 1, 1, 1])
    }

    @Test func zeroWidthFormatCharactersTakeNoCell() {
        #expect(cellWidth(of: "\u{200B}") == 0)
        #expect(cellWidth(of: "\u{200D}") == 0)
        #expect(cellWidth(of: "\u{FEFF}") == 0)
        #expect(cellWidth(of: "\u{202E}") == 0)
        #expect(cellWidth(of: "\u{FE0F}") == 0)
    }

    @Test func emojiWithEmojiPresentationAreTwoCells() {
        #expect(cellWidth(of: "😀") == 2)
        #expect(cellWidth(of: "👍") == 2)
        #expect(cellWidth(of: "⌚") == 2)
    }

    @Test func textPresentationEmojiWidensWithVariationSelector16() {
        #expect(cellWidth(of: "\u{2764}") == 1)  // ❤ text style
        #expect(cellWidth(of: "\u{2764}\u{FE0F}") == 2)  // ❤️
        #expect(cellWidth(of: "1\u{FE0F}\u{20E3}") == 2)  // keycap 1️⃣
        #expect(cellWidth(of: "a\u{FE0F}") == 1)  // not an emoji base
    }

    @Test func zwjSequenceIsTheWidthOfOneEmoji() {
        let family: Character = "👨‍👩‍👧"
        #expect(family.unicodeScalars.count == 5)
        #expect(cellWidth(of: family) == 2)
        #expect(cellWidth(of: "🏳️‍🌈") == 2)
    }

    @Test func flagIsTwoCells() {
        let korea: Character = "🇰🇷"
        #expect(korea.unicodeScalars.count == 2)
        #expect(cellWidth(of: korea) == 2)
        #expect(cellWidth(of: "🏴󠁧󠁢󠁥󠁮󠁧󠁿") == 2)
    }

    @Test func emojiNewerThanTheTablesIsTwoCells() {
        #expect(cellWidth(of: "\u{1FAEA}") == 2)  // reserved for emoji in Unicode 16.0
    }

    @Test func emojiOfUnicode16AreTwoCells() {
        #expect(cellWidth(of: "\u{1FAE9}") == 2)  // 🫩 face with bags under eyes
        #expect(cellWidth(of: "\u{1FAC6}") == 2)  // 🫆 fingerprint
    }

    @Test func yijingSymbolsWideSinceUnicode16AreTwoCells() {
        #expect(cellWidth(of: "\u{2630}") == 2)  // ☰ trigram for heaven
        #expect(cellWidth(of: "\u{2637}") == 2)  // ☷ trigram for earth
        #expect(cellWidth(of: "\u{268A}") == 2)  // ⚊ monogram for yang
        #expect(cellWidth(of: "\u{268F}") == 2)  // ⚏ digram for greater yin
        #expect(cellWidth(of: "\u{4DC0}") == 2)  // ䷀ hexagram for the creative heaven
        #expect(cellWidth(of: "\u{1D300}") == 2)  // 𝌀 monogram for earth
        #expect(cellWidth(of: "\u{1D360}") == 2)  // 𝍠 counting rod unit digit one
        #expect(cellWidth(of: "\u{2638}") == 1)  // ☸ wheel of dharma, next to the trigrams, stays narrow
    }

    @Test func hangulFillersKeepTheirEastAsianWidth() {
        #expect(cellWidth(of: "\u{3164}") == 2)  // HANGUL FILLER: East_Asian_Width W
        #expect(cellWidth(of: "\u{FFA0}") == 1)  // HALFWIDTH HANGUL FILLER: East_Asian_Width H
    }

    @Test func codePointsAssignedInUnicode16TakeTheirNewWidths() {
        #expect(cellWidth(ofScalar: 0x10D69) == 0)  // Garay vowel sign e, a combining mark
        #expect(cellWidth(of: "\u{1F8B2}") == 1)  // rightwards arrow with lower hook, no longer reserved for emoji
        #expect(cellWidth(of: "\u{18CFF}") == 2)  // Khitan small script character
    }

    @Test func skinToneModifierAddsNoWidth() {
        #expect(cellWidth(of: "👍🏽") == 2)
        #expect(cellWidth(of: "👩🏾‍💻") == 2)
    }
}
