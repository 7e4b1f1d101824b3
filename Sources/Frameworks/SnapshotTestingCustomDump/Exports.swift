// On Linux, `import SnapshotTestingCustomDump` is SnapshotTesting: its `.customDump` strategy
// (swift-custom-dump's format) is part of WireframeTesting.
@_exported import SnapshotTesting
