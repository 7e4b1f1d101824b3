/// Everything about one `assertSnapshot` call except the value and the strategy.
struct SnapshotRequest {
    var identity: SnapshotTestIdentity
    var callSite: SnapshotCallSite
    var name: String?
    var record: SnapshotRecordMode?
    var snapshotDirectory: String?
}
