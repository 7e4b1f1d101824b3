@_exported import SnapshotTesting
