// On Linux, `import CoreTransferable` is the part of Wireframe that holds what the framework
// holds for SwiftUI apps: `Transferable` and its representations.
@_exported import Wireframe
