import Testing

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

@Suite struct SnapshotRecordModeTests {
    @Test func modesAreFoundByName() {
        #expect(SnapshotRecordMode(named: "missing") == .missing)
        #expect(SnapshotRecordMode(named: "all") == .all)
        #expect(SnapshotRecordMode(named: " Failed ") == .failed)
        #expect(SnapshotRecordMode(named: "NEVER") == .never)
    }

    @Test func unknownNameHasNoMode() {
        #expect(SnapshotRecordMode(named: "true") == nil)
        #expect(SnapshotRecordMode(named: "") == nil)
    }

    @Test func descriptionIsTheName() {
        #expect(SnapshotRecordMode.failed.description == "failed")
    }
}
