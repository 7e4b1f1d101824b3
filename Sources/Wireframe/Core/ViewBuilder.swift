/// Builds views from the statements of a closure, as SwiftUI's `@ViewBuilder` does: any number of
/// children, `if`/`else`, `if let`, `switch` and `for`-free lists of views.
///
/// ```swift
/// @ViewBuilder func badge(_ count: Int) -> some View {
///     if count > 0 { Text("\(count)") } else { EmptyView() }
/// }
/// ```
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }

    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}

/// The views of a `@ViewBuilder` block with more than one statement.
///
/// ```swift
/// let pair = TupleView(Text("a"), Text("b"))
/// ```
public struct TupleView<each Content: View>: View, PrimitiveView {
    let value: (repeat each Content)

    /// Creates a tuple of views.
    public init(_ value: repeat each Content) {
        self.value = (repeat each value)
    }

    public var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        var nodes: [Node] = []
        for child in repeat each value {
            nodes += try context.resolve(child)
        }
        return nodes
    }
}

/// One of two views, chosen by an `if`/`else` or `switch` in a `@ViewBuilder` block.
///
/// ```swift
/// @ViewBuilder var label: some View { if isOn { Text("On") } else { Text("Off") } }
/// ```
public struct ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage

    public var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        switch storage {
        case .trueContent(let view): try context.resolve(view)
        case .falseContent(let view): try context.resolve(view)
        }
    }
}

extension Optional: View where Wrapped: View {
    public var body: Never { primitiveBody }
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNodes(in context: ResolveContext) throws -> [Node] {
        guard let view = self else { return [] }
        return try context.resolve(view)
    }
}
