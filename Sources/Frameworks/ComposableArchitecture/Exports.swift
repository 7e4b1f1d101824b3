// The modules TCA re-exports, by name, so that `Perception.Bindable` and `Dependencies.Dependency`
// resolve in a file that imports ComposableArchitecture alone. Each is a re-export of the above.
@_exported import CasePaths
@_exported import Clocks
@_exported import CombineSchedulers
@_exported import ConcurrencyExtras
@_exported import CustomDump
@_exported import Dependencies
@_exported import DependenciesMacros
@_exported import IdentifiedCollections
@_exported import Perception
@_exported import Sharing
@_exported import SwiftUINavigation
// On Linux, `import ComposableArchitecture` is Wireframe's store (`WireframeStore`, with TCA's
// macros), the libraries TCA re-exports (all of them in `WireframeStore`), and the store's
// SwiftUI integration (`WireframeStoreViews`).
@_exported import WireframeStoreViews

// `URLSession` is in Foundation on Apple's systems and in FoundationNetworking on Linux; a
// feature file that imports Foundation and ComposableArchitecture finds it as on iOS.
#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
