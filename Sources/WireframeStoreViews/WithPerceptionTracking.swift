import Wireframe

/// A view whose content reads observable state, as swift-perception's `WithPerceptionTracking`:
/// code written for iOS 16 wraps a view body in it so that the body's reads of a store are
/// tracked before iOS 17's Observation.
///
/// Here a body is evaluated again for every render, so there is nothing to track: the view is its
/// content.
///
/// ```swift
/// var body: some View {
///     WithPerceptionTracking {
///         Text("\(store.count)")
///     }
/// }
/// ```
public struct WithPerceptionTracking<Content: View>: View {
    private let content: () -> Content

    /// A view of `content`.
    public init(@ViewBuilder content: @escaping () -> Content) {
        self.content = content
    }

    public var body: Content {
        content()
    }
}
