// On Linux, `import UniformTypeIdentifiers` is the part of Wireframe that holds what the
// framework holds for SwiftUI apps: `UTType`.
@_exported import Wireframe
