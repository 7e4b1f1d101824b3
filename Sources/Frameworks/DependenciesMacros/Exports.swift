// On Linux, `import DependenciesMacros` is the part of Wireframe's store that holds what DependenciesMacros holds
// for TCA: `WireframeStore`.
@_exported import WireframeStore
