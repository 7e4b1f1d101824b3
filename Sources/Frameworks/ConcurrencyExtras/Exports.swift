// On Linux, `import ConcurrencyExtras` is the part of Wireframe's store that holds what ConcurrencyExtras holds
// for TCA: `WireframeStore`.
@_exported import WireframeStore
