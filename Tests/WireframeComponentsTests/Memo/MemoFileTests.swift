import Foundation
import Testing

@testable import WireframeComponents

@Suite struct MemoFileTests {
    @Test func encodingRoundTrips() throws {
        let file = MemoFile(memos: [MemoFixtures.memo(1, "장보기", "우유", minutes: 1.5)])
        #expect(try MemoFile.decode(file.encoded()) == file)
    }

    @Test func textThatIsNotJSONIsNotAMemoFile() {
        #expect(throws: MemoFileProblem.notAMemoFile) { try MemoFile.decode(Data("memo".utf8)) }
    }

    @Test func aFileWithoutASchemaVersionIsNotAMemoFile() {
        #expect(throws: MemoFileProblem.notAMemoFile) { try MemoFile.decode(Data("{\"memos\": []}".utf8)) }
    }

    @Test func anUnknownSchemaVersionIsReported() {
        #expect(throws: MemoFileProblem.unsupportedSchemaVersion(7)) {
            try MemoFile.decode(Data("{\"schemaVersion\": 7, \"memos\": []}".utf8))
        }
    }

    @Test func aBadDateIsNotAMemoFile() {
        let json = """
            {"schemaVersion": 1, "memos": [{"id": "00000000-0000-0000-0000-000000000001", "title": "a",
            "description": "", "date": "yesterday", "color": "blue"}]}
            """
        #expect(throws: MemoFileProblem.notAMemoFile) { try MemoFile.decode(Data(json.utf8)) }
    }
}
