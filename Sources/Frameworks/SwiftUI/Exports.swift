// On Linux, `import SwiftUI` is Wireframe: the views, modifiers and layout, Foundation and
// Observation as SwiftUI brings them, the UIKit types SwiftUI files use without importing UIKit
// (`UIColor`, `UIFont`, `UIScreen`, `UIApplication`), and `URLSession`, which Linux keeps in
// FoundationNetworking.
@_exported import Wireframe

#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
