import Testing

@testable import Wireframe

@MainActor
@Suite struct DisplaySanitizerTests {
    @Test func plainTextIsUnchanged() {
        #expect(sanitizedForDisplay("Delete memo?\n메모를 삭제할까요?") == "Delete memo?\n메모를 삭제할까요?")
    }

    @Test func tabExpandsToTheNextMultipleOfFourColumns() {
        #expect(sanitizedForDisplay("\tx") == "    x")
        #expect(sanitizedForDisplay("a\tx") == "a   x")
        #expect(sanitizedForDisplay("abc\tx") == "abc x")
        #expect(sanitizedForDisplay("abcd\tx") == "abcd    x")
    }

    @Test func tabColumnsCountWideCharactersAsTwo() {
        #expect(sanitizedForDisplay("한\tx") == "한  x")
        #expect(sanitizedForDisplay("한글\tx") == "한글    x")
        #expect(sanitizedForDisplay("e\u{301}\tx") == "e\u{301}   x")
    }

    @Test func tabColumnsRestartOnEachLine() {
        #expect(sanitizedForDisplay("abcdef\nab\tx\r\n\ty") == "abcdef\nab  x\n    y")
    }

    @Test func escapeSequenceShowsAsControlPicture() {
        #expect(sanitizedForDisplay("\u{1B}[31mred\u{1B}[0m") == "␛[31mred␛[0m")
        #expect(sanitizedForDisplay("\u{1B}]0;title\u{7}") == "␛]0;title␇")
    }

    @Test func lineEndingsBecomeNewlines() {
        #expect(sanitizedForDisplay("a\r\nb\rc\u{85}d\u{2028}e\u{2029}f") == "a\nb\nc\nd\ne\nf")
        #expect(sanitizedForDisplay("a\r\r\nb") == "a\n\nb")
    }

    @Test func nulAndOtherC0ControlsShowAsControlPictures() {
        #expect(sanitizedForDisplay("a\u{0}b\u{8}c\u{B}\u{C}\u{1F}") == "a␀b␈c␋␌␟")
    }

    @Test func deleteShowsAsItsControlPicture() {
        #expect(sanitizedForDisplay("a\u{7F}b") == "a␡b")
    }

    @Test func c1ControlsShowAsReplacementCharacter() {
        #expect(sanitizedForDisplay("\u{9B}31m\u{80}\u{9F}") == "\u{FFFD}31m\u{FFFD}\u{FFFD}")
    }

    @Test func bidiOverridesAndIsolatesAreRemoved() {
        let spoofed = "invoice\u{202E}fdp.exe\u{202C} \u{2066}x\u{2069}\u{200F}\u{61C}"
        #expect(sanitizedForDisplay(spoofed) == "invoicefdp.exe x")
    }

    @Test func invisibleFormatCharactersAreRemoved() {
        #expect(sanitizedForDisplay("a\u{200B}b\u{2060}c\u{FEFF}d\u{AD}e\u{FFF9}f") == "abcdef")
        #expect(sanitizedForDisplay("pay\u{E0061}\u{E0062}") == "pay")  // tag characters
    }

    @Test func emojiJoinersAndTagSequencesAreKept() {
        let family = "👨‍👩‍👧"
        let england = "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}"
        #expect(sanitizedForDisplay(family + england) == family + england)
    }

    @Test func aControlAfterTheFlagEndsItsTagSequence() {
        for between in ["\u{1}", "\t", "\n", "\r", "\u{7F}", "\u{85}"] {
            let text = "🏴\u{E0067}" + between + "\u{E0062}hidden\u{E007F}"
            let sanitized = sanitizedForDisplay(text)
            #expect(!sanitized.unicodeScalars.contains { $0.value == 0xE0062 || $0.value == 0xE007F }, "\(between.debugDescription)")
            #expect(sanitizedForDisplay(sanitized) == sanitized)
        }
    }

    @Test func resultContainsNoControlExceptNewline() {
        let hostile = (0..<0xA0).compactMap(Unicode.Scalar.init).map(String.init).joined()
        let sanitized = sanitizedForDisplay(hostile)
        let controls = sanitized.unicodeScalars.filter { $0.properties.generalCategory == .control }
        #expect(controls.map(\.value) == [0x0A, 0x0A, 0x0A])  // from "\n", "\r" and NEL
    }

    @Test func onOneLineEveryControlIsShownAndNoneIsLeft() {
        let hostile = (0..<0xA0).compactMap(Unicode.Scalar.init).map(String.init).joined() + "\u{2028}\u{202E}"
        let sanitized = sanitizedForOneLine(hostile)
        #expect(!sanitized.unicodeScalars.contains { $0.properties.generalCategory == .control })
        #expect(sanitized.hasPrefix("␀␁"))
        #expect(sanitized.hasSuffix("\u{FFFD}␤"))  // U+009F, then the separator; the override is removed
        #expect(sanitizedForOneLine("a\tb\r\nc\u{85}d") == "a␉b␍␊c␤d")
    }
}
