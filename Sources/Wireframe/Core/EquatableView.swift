/// A view whose body is only evaluated again when the view differs from the previous one, as
/// SwiftUI's `EquatableView`.
///
/// A render evaluates every body once, so the comparison saves nothing here: the content is
/// drawn as it is.
///
/// ```swift
/// EquatableView(content: ChartView(points: points))
/// ```
public struct EquatableView<Content: View & Equatable>: View {
    /// The view.
    public var content: Content

    /// Wraps `content`.
    public init(content: Content) {
        self.content = content
    }

    /// The content.
    public var body: some View { content }
}

extension View where Self: Equatable {
    /// The view, its body evaluated again only when it differs from the previous one (see
    /// ``EquatableView``).
    ///
    /// ```swift
    /// ChartView(points: points).equatable()
    /// ```
    public func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}

/// A modifier that changes nothing, as SwiftUI's `EmptyModifier`.
///
/// ```swift
/// Text("a").modifier(EmptyModifier())
/// ```
public struct EmptyModifier: ViewModifier, Sendable {
    /// The modifier that changes nothing.
    public static let identity = EmptyModifier()

    /// Creates the modifier.
    public init() {}

    /// The content, unchanged.
    public func body(content: Content) -> some View { content }
}
