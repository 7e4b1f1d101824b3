// On Linux, `import ComposableArchitecture` is Wireframe's store (`WireframeStore`, with TCA's
// macros), the libraries TCA re-exports (all of them in `WireframeStore`), and the store's
// SwiftUI integration (`WireframeStoreViews`).
@_exported import WireframeStoreViews
