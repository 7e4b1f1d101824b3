// On Linux, `import InlineSnapshotTesting` is SnapshotTesting with swift-snapshot-testing's
// `assertInlineSnapshot`. WireframeTesting's own `assertInlineSnapshot` forms are disfavored
// overloads, so a call that both accept resolves to the one declared here.
@_exported import SnapshotTesting
