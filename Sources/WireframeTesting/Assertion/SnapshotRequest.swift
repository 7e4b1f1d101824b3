/// Everything about one `assertSnapshot` call except the value and the strategy.
struct SnapshotRequest {
    var identity: SnapshotTestIdentity
    var callSite: SnapshotCallSite
    var name: String?
    var record: SnapshotRecordMode?
    var snapshotDirectory: String?
    /// The settings of the scope the assertion runs in, taken when the request is made.
    var settings = SnapshotSettings.current
}

extension SnapshotRequest {
    /// The request of an assertion called with these arguments, in the running test.
    init(
        fileID: StaticString,
        filePath: StaticString,
        testName: String,
        line: UInt,
        column: UInt,
        name: String?,
        record: SnapshotRecordMode?,
        snapshotDirectory: String?
    ) {
        self.init(
            identity: .current(filePath: "\(filePath)", testName: testName),
            callSite: SnapshotCallSite(fileID: "\(fileID)", line: line, column: column),
            name: name,
            record: record,
            snapshotDirectory: snapshotDirectory
        )
    }
}
