import Testing

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

@Suite struct SnapshotLedgerFileTests {
    private func ledger(_ started: Int, parent: Int32, _ scope: TestRunScope, _ goldens: Set<String>) -> SnapshotLedgerFile {
        SnapshotLedgerFile(started: started, parent: parent, scope: scope, goldens: goldens)
    }

    @Test func parsesHeaderAndGoldens() {
        let text = SnapshotLedgerFile.header(started: 7, parent: 3, scope: .filtered) + "A/b.txt\nA/c.txt\n"
        #expect(SnapshotLedgerFile(text: text) == ledger(7, parent: 3, .filtered, ["A/b.txt", "A/c.txt"]))
    }

    @Test func incompleteHeaderIsIgnored() {
        #expect(SnapshotLedgerFile(text: "started 1\n\nA/b.txt\n") == nil)
    }

    @Test func fileNameGivesStartParentAndProcess() {
        #expect(SnapshotLedgerFile.Name("1700-42-43.txt")?.started == 1700)
        #expect(SnapshotLedgerFile.Name("1700-42-43.txt")?.parent == 42)
        #expect(SnapshotLedgerFile.Name("notes.txt") == nil)
    }

    @Test func withoutAFullRunNothingIsKnown() {
        #expect(SnapshotLedgerFile.referencedGoldens(in: [ledger(1, parent: 1, .filtered, ["a"])]) == nil)
    }

    @Test func lastFullRunIncludesItsSiblingProcesses() {
        let ledgers = [
            ledger(100, parent: 9, .full, ["old"]),
            ledger(200, parent: 5, .filtered, ["xctest"]),
            ledger(201, parent: 5, .full, ["swift-testing"]),
        ]
        #expect(SnapshotLedgerFile.referencedGoldens(in: ledgers) == ["xctest", "swift-testing"])
    }

    @Test func laterFilteredRunsAddTheirGoldens() {
        let ledgers = [
            ledger(100, parent: 9, .full, ["a"]),
            ledger(300, parent: 7, .filtered, ["new"]),
        ]
        #expect(SnapshotLedgerFile.referencedGoldens(in: ledgers) == ["a", "new"])
    }
}
