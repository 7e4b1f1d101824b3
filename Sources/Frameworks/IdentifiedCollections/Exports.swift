// On Linux, `import IdentifiedCollections` is the part of Wireframe's store that holds what IdentifiedCollections holds
// for TCA: `WireframeStore`.
@_exported import WireframeStore
