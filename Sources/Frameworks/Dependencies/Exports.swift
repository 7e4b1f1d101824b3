// On Linux, `import Dependencies` is the part of Wireframe's store that holds what Dependencies holds
// for TCA: `WireframeStore`.
@_exported import WireframeStore

// `URLSession`, which live dependency clients use, is in FoundationNetworking on Linux.
#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
