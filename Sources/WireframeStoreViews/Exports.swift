// `import WireframeStoreViews` is the counterpart of TCA's `import ComposableArchitecture` in a
// view file: it brings the views (`Wireframe`) and the store (`WireframeStore`) with it, and
// holds what joins them — `WithViewStore`, `@Bindable var store`, store-driven presentation.
@_exported import Wireframe
@_exported import WireframeStore
