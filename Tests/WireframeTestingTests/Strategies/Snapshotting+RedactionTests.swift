import Foundation
import Testing
import XCTest

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

@Suite struct SnapshottingRedactionTests {
    private struct Session {
        var id: UUID
        var started: Date
        var log: String
    }

    private let lines = Snapshotting<String, String>.lines

    @Test func aPatternIsReplacedEverywhere() throws {
        let strategy = lines.redacting(#/token=\w+/#, with: "token=…")
        #expect(try strategy.snapshot("a token=x1 b token=y2") == "a token=… b token=…")
        #expect(strategy.pathExtension == "txt")
    }

    @Test func aPatternThatMatchesNothingLeavesTheText() throws {
        #expect(try lines.redacting(#/never/#, with: "x").snapshot("plain\ntext") == "plain\ntext")
    }

    @Test func uuidsOfEitherCaseAreRedacted() throws {
        let text = "id 00000000-0000-4000-8000-00000000CAFE and deadbeef-0000-4000-8000-00000000cafe"
        #expect(try lines.redactingUUIDs().snapshot(text) == "id <uuid> and <uuid>")
        #expect(try lines.redactingUUIDs().snapshot("0000-4000-8000") == "0000-4000-8000")
    }

    @Test func isoDatesWithAndWithoutTimesAreRedacted() throws {
        let text = "2024-05-01 at 2024-05-01T09:30:00Z, 2024-05-01 09:30:00.250+09:00 and 1970-01-01T00:00:00.000Z; v12345-67"
        #expect(try lines.redactingISO8601Dates().snapshot(text) == "<date> at <date>, <date> and <date>; v12345-67")
    }

    @Test func absolutePathsAreRedactedKeepingWhatPrecedesThem() throws {
        let text = """
            /tmp/run-42/out.txt
            cannot read "/Users/ahn/memo.json": no such file
            url=file:///var/data (see [/etc/hosts]), 1/2 and/or a / b
            """
        #expect(
            try lines.redactingAbsolutePaths().snapshot(text) == """
                <path>
                cannot read "<path>": no such file
                url=<path> (see [<path>]), 1/2 and/or a / b
                """)
    }

    @Test func redactionsComposeOnADump() throws {
        let session = Session(
            id: UUID(uuidString: "00000000-0000-4000-8000-000000000001") ?? UUID(),
            started: Date(timeIntervalSince1970: 1_700_000_000),
            log: "/tmp/x.log"
        )
        let strategy = Snapshotting<Session, String>.dump.redactingUUIDs().redactingISO8601Dates().redactingAbsolutePaths()
        #expect(
            try strategy.snapshot(session) == """
                SnapshottingRedactionTests.Session(
                  id: UUID(<uuid>)
                  started: Date(<date>)
                  log: "<path>"
                )
                """)
    }

    @Test func aRedactionChainsOnAStrategyAtTheCallSite() throws {
        let directory = FileManager.default.temporaryDirectory.path + "/wireframe-redaction-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/Snapshotting+RedactionTests", withIntermediateDirectories: true)
        let golden = directory + "/Snapshotting+RedactionTests/aRedactionChainsOnAStrategyAtTheCallSite.txt"
        try Data("[\n  [0]: UUID(<uuid>)\n]\n".utf8).write(to: URL(fileURLWithPath: golden))
        let message = verifySnapshot(
            of: [UUID()], as: .dump.redactingUUIDs().redactingISO8601Dates(), record: .never, snapshotDirectory: directory)
        #expect(message == nil)
    }

    @Test func aRedactedGoldenStillDiffsByLine() throws {
        let sandbox = SnapshotSandbox()
        try sandbox.write("id <uuid>\nname a\n", to: "CardTests/showsTitle.txt")
        let strategy = lines.redactingUUIDs()
        #expect(sandbox.verify("id 00000000-0000-4000-8000-000000000001\nname a", as: strategy).status == .matched)
        let changed = sandbox.nextRun().verify("id 00000000-0000-4000-8000-000000000002\nname b", as: strategy)
        #expect(changed.status == .mismatched)
        #expect(changed.message?.contains(" id <uuid>\n-name a\n+name b") == true)
    }
}

final class SnapshottingRedactionXCTestTests: XCTestCase {
    func testARedactedSnapshotMatchesItsGoldenFromXCTest() throws {
        let directory = FileManager.default.temporaryDirectory.path + "/wireframe-redaction-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/Snapshotting+RedactionTests", withIntermediateDirectories: true)
        let golden = directory + "/Snapshotting+RedactionTests/testARedactedSnapshotMatchesItsGoldenFromXCTest.txt"
        try Data("saved <path> at <date>\n".utf8).write(to: URL(fileURLWithPath: golden))
        let log = "saved /tmp/\(UUID().uuidString).json at 2026-12-01T14:00:00Z"
        assertSnapshot(
            of: log, as: .lines.redactingAbsolutePaths().redactingISO8601Dates(), record: .never, snapshotDirectory: directory)
    }
}
