/// Builds views from the statements of a closure, as SwiftUI's `@ViewBuilder` does: any number of
/// children, `if`/`else`, `if let`, `switch` and `for`-free lists of views.
///
/// ```swift
/// @ViewBuilder func badge(_ count: Int) -> some View {
///     if count > 0 { Text("\(count)") } else { EmptyView() }
/// }
/// ```
@resultBuilder @MainActor
public enum ViewBuilder {
    /// An empty block: an ``EmptyView``.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A block of one view: the view itself.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// A block of several views: a ``TupleView`` of them, in order.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }

    /// A statement's view, as it is.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An `if` without `else`, under the builder method's older name: the view, or `nil`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// An `if` without `else`, or an `if let`: the view, or `nil` (nothing) when the branch is skipped.
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    /// The first branch of an `if`/`else` or `switch`, when it is taken.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else` or `switch`, when it is taken.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(storage: .falseContent(second))
    }

    /// A view inside `if #available`, type-erased so the block's type does not name it.
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

    /// Primitive views are resolved into nodes directly; they have no body.
    public var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        var nodes: [Node] = []
        var index = 0
        for child in repeat each value {
            nodes += try context.child(at: index).resolve(child)
            index += 1
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

    /// Primitive views are resolved into nodes directly; they have no body.
    public var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        switch storage {
        case .trueContent(let view): try context.child(at: 0).resolve(view)
        case .falseContent(let view): try context.child(at: 1).resolve(view)
        }
    }
}

extension Optional: View where Wrapped: View {
    /// Primitive views are resolved into nodes directly; they have no body.
    public var body: Never { primitiveBody }
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNodes(in context: ResolveContext) throws -> [Node] {
        guard let view = self else { return [] }
        return try context.resolve(view)
    }
}
