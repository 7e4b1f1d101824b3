import Foundation
import Testing

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

@Suite struct TextGoldenTests {
    @Test func encodingEndsWithOneNewline() {
        #expect(TextGolden.encode("a\nb") == Data("a\nb\n".utf8))
        #expect(TextGolden.encode("a\n") == Data("a\n\n".utf8))
    }

    @Test func encodingNormalisesCarriageReturnLineFeeds() {
        #expect(TextGolden.encode("a\r\nb") == Data("a\nb\n".utf8))
    }

    @Test func decodingInvertsEncoding() throws {
        for text in ["", "a", "a\n", "\n\n", "한글\n│x│"] {
            #expect(try TextGolden.decode(TextGolden.encode(text)) == text)
        }
    }

    @Test func decodingAcceptsCarriageReturnsAndAMissingFinalNewline() throws {
        #expect(try TextGolden.decode(Data("a\r\nb\r\n".utf8)) == "a\nb")
        #expect(try TextGolden.decode(Data("a\nb".utf8)) == "a\nb")
    }

    @Test func decodingRejectsInvalidUTF8() {
        #expect(throws: TextGolden.DecodingError.self) {
            try TextGolden.decode(Data([0x61, 0xC3, 0x28]))
        }
    }
}
