// On Linux, `import Clocks` is the part of Wireframe's store that holds what Clocks holds
// for TCA: `WireframeStore`.
@_exported import WireframeStore
