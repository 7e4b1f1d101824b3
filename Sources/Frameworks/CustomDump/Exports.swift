// On Linux, `import CustomDump` is the part of Wireframe's store that holds what CustomDump holds
// for TCA: `WireframeStore`.
@_exported import WireframeStore
