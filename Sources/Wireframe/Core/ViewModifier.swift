import Foundation

/// A reusable change to a view, applied with `modifier(_:)`, as in SwiftUI.
///
/// ```swift
/// struct Card: ViewModifier {
///     func body(content: Content) -> some View {
///         content.padding(16).background(Color.white, in: .rect(cornerRadius: 12))
///     }
/// }
/// Text("Hi").modifier(Card())
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view the modifier makes.
    associatedtype Body: View
    /// The view being modified, as the modifier's body sees it.
    typealias Content = ModifierContent
    /// Makes the modified view from `content`.
    @ViewBuilder func body(content: Content) -> Body

    /// Resolves `content` with `modifier` applied; the resolver calls it for every modifier.
    ///
    /// Do not implement it: the default, for every modifier you write, installs the modifier's
    /// dynamic properties and resolves its `body(content:)`. Wireframe's primitive modifiers
    /// implement it to change the content's nodes directly, decided when the program is compiled
    /// rather than by a run-time type check.
    ///
    /// - Parameters:
    ///   - modifier: The modifier to apply.
    ///   - content: The view being modified.
    ///   - inputs: Where in the resolution the modified view is.
    /// - Returns: The nodes of the modified view.
    /// - Throws: ``RenderError`` when the tree is nested deeper than ``maximumViewDepth``.
    static func _makeNodes(modifier: Self, content: Content, inputs: _ViewInputs) throws -> [Node]
}

extension ViewModifier {
    /// Resolves a modifier made of views: installs its dynamic properties and resolves its
    /// `body(content:)`.
    ///
    /// - Parameters:
    ///   - modifier: The modifier to apply.
    ///   - content: The view being modified.
    ///   - inputs: Where in the resolution the modified view is.
    /// - Returns: The nodes of the modifier's body.
    /// - Throws: ``RenderError`` when the tree is nested deeper than ``maximumViewDepth``.
    public static func _makeNodes(modifier: Self, content: Content, inputs: _ViewInputs) throws -> [Node] {
        let context = inputs.context
        var modifierContext = context
        modifierContext.identity = context.identity.appending(type: Self.self)
        try modifierContext.installDynamicProperties(of: modifier)
        let body = EnvironmentValues.$current.withValue(context.environment) { modifier.body(content: content) }
        return try context.resolve(body)
    }
}

/// The view a ``ViewModifier`` modifies.
///
/// ```swift
/// struct Card: ViewModifier {
///     func body(content: ModifierContent) -> some View { content.padding(16) }
/// }
/// ```
public struct ModifierContent: View, PrimitiveView {
    let resolveContent: @MainActor (ResolveContext) throws -> [Node]
    /// Primitive views are resolved into nodes directly; they have no body.
    public var body: Never { primitiveBody }
    func makeNodes(in context: ResolveContext) throws -> [Node] { try resolveContent(context) }
}

/// A view with a modifier applied.
///
/// ```swift
/// let padded: ModifiedContent<Text, Card> = Text("Hi").modifier(Card())
/// ```
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View, PrimitiveView {
    /// The view the modifier applies to.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// The view `content` with `modifier` applied, as ``View/modifier(_:)`` makes it.
    ///
    /// ```swift
    /// let padded = ModifiedContent(content: Text("Hi"), modifier: Card())
    /// ```
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    /// Primitive views are resolved into nodes directly; they have no body.
    public var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        let content = self.content
        // Primitive or made of views: decided by the modifier's type when the program is compiled.
        return try Modifier._makeNodes(
            modifier: modifier, content: ModifierContent { try $0.resolve(content) }, inputs: _ViewInputs(context: context))
    }
}

extension View {
    /// The view with `modifier` applied.
    public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A modifier the resolver applies directly to the content's nodes.
protocol PrimitiveModifier: ViewModifier {
    @MainActor func apply(to content: @MainActor (ResolveContext) throws -> [Node], in context: ResolveContext) throws -> [Node]
}

extension PrimitiveModifier {
    /// Changes the content's nodes directly; the modifier's body is never evaluated.
    ///
    /// - Parameters:
    ///   - modifier: The modifier to apply.
    ///   - content: The view being modified.
    ///   - inputs: Where in the resolution the modified view is.
    /// - Returns: The nodes of the modified view.
    /// - Throws: ``RenderError`` when the tree is nested deeper than ``maximumViewDepth``.
    public static func _makeNodes(modifier: Self, content: ModifierContent, inputs: _ViewInputs) throws -> [Node] {
        try modifier.apply(to: content.resolveContent, in: inputs.context)
    }

    func body(content: ModifierContent) -> Never { fatalError("\(Self.self) is a primitive modifier") }
}

/// Wraps each content node in a node of `kind`.
struct WrappingModifier: ViewModifier, PrimitiveModifier {
    let kind: Node.Kind

    func apply(to content: @MainActor (ResolveContext) throws -> [Node], in context: ResolveContext) throws -> [Node] {
        try content(context).map { Node(kind, children: [$0]) }
    }
}

/// Resolves the content in a changed environment.
struct EnvironmentModifier: ViewModifier, PrimitiveModifier {
    let update: (inout EnvironmentValues) -> Void

    func apply(to content: @MainActor (ResolveContext) throws -> [Node], in context: ResolveContext) throws -> [Node] {
        let inner = context.with(update)
        var nodes = try content(inner)
        // A change of direction mirrors each view it reaches in its own frame, so views that a
        // `Group` or `ForEach` gives a stack stay apart; a change of appearance draws each in it.
        let direction = inner.environment.layoutDirection
        if direction != context.environment.layoutDirection {
            nodes = nodes.map { Node(.layoutDirection(direction), children: [$0]) }
        }
        let scheme = inner.environment.colorScheme
        if scheme != context.environment.colorScheme {
            nodes = nodes.map { Node(.colorScheme(scheme), children: [$0]) }
        }
        return nodes
    }
}

/// A view made of nodes that are already resolved.
struct ResolvedNodesView: View, PrimitiveView {
    let nodes: [Node]
    var body: Never { primitiveBody }
    func makeNodes(in context: ResolveContext) throws -> [Node] { nodes }
}
