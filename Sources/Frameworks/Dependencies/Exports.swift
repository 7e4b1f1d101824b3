// On Linux, `import Dependencies` is the part of Wireframe's store that holds what Dependencies holds
// for TCA: `WireframeStore`.
@_exported import WireframeStore
