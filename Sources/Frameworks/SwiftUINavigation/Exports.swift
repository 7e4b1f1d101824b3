// On Linux, `import SwiftUINavigation` is Wireframe's store and its SwiftUI integration
// (`WireframeStoreViews`), which hold what SwiftUINavigation holds for TCA apps.
@_exported import WireframeStoreViews
