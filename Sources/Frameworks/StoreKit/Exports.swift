// On Linux, `import StoreKit` is the part of Wireframe that holds what the framework holds for
// SwiftUI apps: `RequestReviewAction` and the `requestReview` environment value.
@_exported import Wireframe
