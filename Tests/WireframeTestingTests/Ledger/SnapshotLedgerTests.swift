import Foundation
import Testing

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

@Suite struct SnapshotLedgerTests {
    private func ledgerNames(_ sandbox: SnapshotSandbox) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: sandbox.snapshots + "/.wireframe-runs").sorted()
    }

    @Test func assertionsAreRecordedWithAHeader() throws {
        let sandbox = SnapshotSandbox()
        _ = sandbox.verify("a")
        _ = sandbox.verify("b", named: "dark")
        let text = try String(contentsOfFile: sandbox.snapshots + "/.wireframe-runs/1000-100-200.txt", encoding: .utf8)
        #expect(
            text == """
                # Goldens asserted by one test process; read by `wireframe review --unreferenced`.
                started 1000
                parent 100
                scope full

                CardTests/showsTitle.txt
                CardTests/showsTitle.dark.txt

                """
        )
    }

    @Test func fullRunDeletesLedgersOfOlderRuns() throws {
        let sandbox = SnapshotSandbox(process: .fixture(pid: 11, parent: 10, started: 500))
        _ = sandbox.verify("a")
        let sibling = sandbox.nextRun(process: .fixture(pid: 12, parent: 10, arguments: ["tests", "A/b"], started: 501))
        _ = sibling.verify("b", test: "other()")
        let later = sandbox.nextRun(process: .fixture(pid: 21, parent: 20, started: 900))
        _ = later.verify("a")
        #expect(try ledgerNames(sandbox) == ["900-20-21.txt"])
    }

    @Test func filteredRunKeepsOlderLedgers() throws {
        let sandbox = SnapshotSandbox(process: .fixture(pid: 11, parent: 10, started: 500))
        _ = sandbox.verify("a")
        let filtered = sandbox.nextRun(process: .fixture(pid: 21, parent: 20, arguments: ["tests", "--filter", "x"], started: 900))
        _ = filtered.verify("a")
        #expect(try ledgerNames(sandbox) == ["500-10-11.txt", "900-20-21.txt"])
    }

    @Test func unwritableDirectoryDoesNotStopAssertions() throws {
        let sandbox = SnapshotSandbox()
        try sandbox.write("a\n", to: "CardTests/showsTitle.txt")
        _ = FileManager.default.createFile(atPath: sandbox.snapshots + "/.wireframe-runs", contents: Data())
        #expect(sandbox.verify("a").status == .matched)
    }
}
