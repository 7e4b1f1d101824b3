// On Linux, `import CasePaths` is the part of Wireframe's store that holds what CasePaths holds
// for TCA: `WireframeStore`.
@_exported import WireframeStore
