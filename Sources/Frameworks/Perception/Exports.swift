// On Linux, `import Perception` is Wireframe's store and its SwiftUI integration
// (`WireframeStoreViews`), which hold what Perception holds for TCA apps.
@_exported import WireframeStoreViews
