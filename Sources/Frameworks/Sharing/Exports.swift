// On Linux, `import Sharing` is the part of Wireframe's store that holds what Sharing holds
// for TCA: `WireframeStore`.
@_exported import WireframeStore
