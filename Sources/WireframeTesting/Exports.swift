// `import WireframeTesting` brings the record settings, the golden files' types and the scripted
// screen host (WireframeSnapshotSupport, which the command shares) with the assertions.
@_exported import WireframeSnapshotSupport
