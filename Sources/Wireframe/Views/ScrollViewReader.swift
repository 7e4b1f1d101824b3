/// A view that gives its content a ``ScrollViewProxy`` to scroll with, as SwiftUI's
/// `ScrollViewReader`.
///
/// The content is drawn as it is. A rendered scroll view stays at its top, so the proxy's
/// `scrollTo(_:anchor:)` is accepted and moves nothing.
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView { ForEach(messages) { MessageRow($0).id($0.id) } }
///         .onChange(of: messages.count) { proxy.scrollTo(messages.last?.id) }
/// }
/// ```
public struct ScrollViewReader<Content: View>: View {
    private let content: (ScrollViewProxy) -> Content

    /// Creates a reader whose content is made with a proxy.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    /// The content, made with the proxy.
    public var body: some View { content(ScrollViewProxy()) }
}

/// What a ``ScrollViewReader`` gives its content to scroll with, as SwiftUI's `ScrollViewProxy`.
///
/// ```swift
/// Button("Top") { proxy.scrollTo(0, anchor: .top) }
/// ```
public struct ScrollViewProxy: Sendable {
    /// Scrolls the scroll views around the reader until the view of `id` is visible at
    /// `anchor`. A rendered scroll view stays at its top: nothing moves.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}
