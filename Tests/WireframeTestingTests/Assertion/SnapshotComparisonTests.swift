import Foundation
import Testing

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

/// Recording a missing golden is race-free: two processes that both find it missing do not both
/// record it; the one that creates it second compares with the first one's file.
@Suite struct SnapshotComparisonTests {
    private let root = FileManager.default.temporaryDirectory.path + "/SnapshotComparisonTests-" + UUID().uuidString

    private var golden: GoldenPaths {
        let path = root + "/Snapshots/CardTests/showsTitle.txt"
        return GoldenPaths(
            location: SnapshotLocation(directory: root + "/Snapshots", packageRoot: root), relative: "CardTests/showsTitle.txt",
            path: path, pendingPath: path + ".new", display: "Snapshots/CardTests/showsTitle.txt",
            pendingDisplay: "Snapshots/CardTests/showsTitle.txt.new")
    }

    /// A comparison whose read of the golden happened before another process recorded `winner`.
    private func comparisonAfterLosingTheRace(to winner: String, actual: String) throws -> SnapshotComparison<String> {
        try FileManager.default.createDirectory(atPath: root + "/Snapshots/CardTests", withIntermediateDirectories: true)
        try Data(winner.utf8).write(to: URL(fileURLWithPath: golden.path))
        var comparison = SnapshotComparison(
            golden: golden, mode: ResolvedRecordMode(mode: .missing, source: .parameter, isCI: false), diffing: .lines, actual: actual,
            diffTool: nil)
        comparison.readGolden = { _, _ in .missing }
        return comparison
    }

    @Test func theLoserOfARaceToRecordADifferentGoldenFailsWithAPendingFile() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        var comparison = try comparisonAfterLosingTheRace(to: "winner\n", actual: "loser")
        let outcome = try comparison.run()
        #expect(outcome.status == .mismatched)
        #expect(try String(contentsOfFile: golden.path, encoding: .utf8) == "winner\n")
        #expect(try String(contentsOfFile: golden.pendingPath, encoding: .utf8) == "loser\n")
        #expect(outcome.message?.contains("-winner\n+loser") == true)
    }

    @Test func theLoserOfARaceToRecordTheSameGoldenMatches() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        var comparison = try comparisonAfterLosingTheRace(to: "same\n", actual: "same")
        #expect(try comparison.run().status == .matched)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/Snapshots/CardTests") == ["showsTitle.txt"])
    }
}
