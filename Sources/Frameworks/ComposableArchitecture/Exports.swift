// On Linux, `import ComposableArchitecture` is Wireframe's store (`WireframeStore`, with TCA's
// macros), the libraries TCA re-exports (all of them in `WireframeStore`), and the store's
// SwiftUI integration (`WireframeStoreViews`).
@_exported import WireframeStoreViews

// `URLSession` is in Foundation on Apple's systems and in FoundationNetworking on Linux; a
// feature file that imports Foundation and ComposableArchitecture finds it as on iOS.
#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
