// On Linux, `import SnapshotTesting` is WireframeTesting with swift-snapshot-testing's
// conventions: the assertions declared in this module shadow WireframeTesting's (same
// signatures), and put goldens in `__Snapshots__/<TestFile>/<test>.<n>.<ext>`.
@_exported import WireframeTesting
