// `import Wireframe` brings Foundation, Observation and Combine's publishers with it, as
// `import SwiftUI` does: `CGFloat`, `CGRect`, `Date`, `UUID`, `@Observable`, `Just` and
// `AnyCancellable` need no import of their own.
@_exported import Foundation
@_exported import Observation
@_exported import WireframeCombine

/// A piece of user interface described as a value, as in SwiftUI.
///
/// Write views as structs whose `body` is built from other views; primitive views (`Text`,
/// `HStack`, `Color`, …) end the recursion. A view is only a description: rendering resolves it
/// into a ``Node`` tree, lays it out and draws it.
///
/// ```swift
/// struct Greeting: View {
///     let name: String
///     var body: some View {
///         Text("Hello, \(name)").padding()
///     }
/// }
/// print(try Greeting(name: "Wireframe").renderASCII(width: 200, height: nil))
/// ```
///
/// As in SwiftUI, the whole protocol is main-actor: a view's `body`, its helper methods and
/// `View` extensions can read main-actor state such as a store's without annotations.
@MainActor @preconcurrency
public protocol View: SendableMetatype {
    /// The type of view this view is made of.
    associatedtype Body: View
    /// The content of this view.
    @ViewBuilder var body: Body { get }

    /// Resolves `view` into the nodes it stands for; the resolver calls it for every view.
    ///
    /// Do not implement it: the default, for every view you write, installs the view's dynamic
    /// properties (`@State`, `@Environment`, …) and resolves its `body`. Wireframe's primitive
    /// views (`Text`, `VStack`, …) implement it to make their nodes directly, so whether a view is
    /// primitive or made of others is decided when the program is compiled, as SwiftUI's
    /// `_makeView` decides it, rather than by a run-time type check on every view.
    ///
    /// - Parameters:
    ///   - view: The view to resolve.
    ///   - inputs: Where in the resolution the view is: its environment, identity and depth.
    /// - Returns: The view's nodes: none, one, or several for a group.
    /// - Throws: ``RenderError`` when the tree is nested deeper than ``maximumViewDepth``.
    static func _makeNodes(view: Self, inputs: _ViewInputs) throws -> [Node]
}

/// What the resolver passes to ``View/_makeNodes(view:inputs:)``: where in the resolution a view
/// is. Its contents are Wireframe's own.
@MainActor
public struct _ViewInputs {
    let context: ResolveContext
}

extension View {
    /// Resolves a view made of other views: installs its dynamic properties and resolves its
    /// `body`.
    ///
    /// - Parameters:
    ///   - view: The view to resolve.
    ///   - inputs: Where in the resolution the view is.
    /// - Returns: The nodes of the view's body.
    /// - Throws: ``RenderError`` when the tree is nested deeper than ``maximumViewDepth``.
    public static func _makeNodes(view: Self, inputs: _ViewInputs) throws -> [Node] {
        try inputs.context.resolveBody(of: view)
    }
}

extension Never: View {
    /// Primitive views have no body.
    public var body: Never { fatalError("Never has no body") }
}

/// A view that the resolver turns into nodes directly instead of evaluating a body.
protocol PrimitiveView: View {
    @MainActor func makeNodes(in context: ResolveContext) throws -> [Node]
}

extension PrimitiveView {
    /// Makes the primitive's nodes directly; its body is never evaluated.
    ///
    /// - Parameters:
    ///   - view: The view to resolve.
    ///   - inputs: Where in the resolution the view is.
    /// - Returns: The view's nodes.
    /// - Throws: ``RenderError`` when the tree is nested deeper than ``maximumViewDepth``.
    public static func _makeNodes(view: Self, inputs: _ViewInputs) throws -> [Node] {
        try view.makeNodes(in: inputs.context)
    }

    /// Primitive views are never asked for a body; the resolver handles them first.
    var primitiveBody: Never { fatalError("\(Self.self) is a primitive view") }
}

/// A view that shows nothing and takes no space.
///
/// ```swift
/// VStack { if flag { Text("on") } else { EmptyView() } }
/// ```
public struct EmptyView: View, PrimitiveView {
    /// Creates an empty view.
    public init() {}
    /// Primitive views are resolved into nodes directly; they have no body.
    public var body: Never { primitiveBody }
    func makeNodes(in context: ResolveContext) throws -> [Node] { [] }
}

/// The node that draws nothing and takes no space: where a view resolves to no node but a node
/// is needed, as for a screen with no presentation.
struct EmptyNode: NodePrimitive {
    static let jsonSchema = [JSONKindSchema("empty", fields: [])]

    static func kind(named name: String, json object: JSONObjectReader) throws -> Node.Kind { .empty }

    func jsonFields(path: String) throws -> (name: String, fields: [JSONField]) { ("empty", []) }

    var summary: String { "EmptyView" }

    var childArity: Node.Kind.ChildArity { .none }
    var isTransparentToLayout: Bool { false }

    func sizeThatFits(_ proposal: ProposedViewSize, of node: LayoutNode) -> CGSize { .zero }

    func place(_ node: LayoutNode, in frame: CGRect, proposal: ProposedViewSize) -> PlacedNode { node.placed(in: frame) }

    /// Nothing draws nothing.
    func draw(_ node: PlacedNode, into builder: inout DisplayListBuilder) {}
}

/// A view that groups others without adding layout; modifiers on a group apply to each member.
///
/// ```swift
/// Group { Text("a"); Text("b") }.font(.headline)
/// ```
public struct Group<Content: View>: View, PrimitiveView {
    let content: Content
    /// Creates a group of the views that `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
    /// Primitive views are resolved into nodes directly; they have no body.
    public var body: Never { primitiveBody }
    func makeNodes(in context: ResolveContext) throws -> [Node] {
        try context.resolve(content)
    }
}

/// A type-erased view.
///
/// ```swift
/// let views: [AnyView] = [AnyView(Text("a")), AnyView(Divider())]
/// ```
public struct AnyView: View, PrimitiveView {
    let storage: any View

    /// Wraps `view`.
    public init<V: View>(_ view: V) {
        storage = (view as? AnyView)?.storage ?? view
    }

    /// Primitive views are resolved into nodes directly; they have no body.
    public var body: Never { primitiveBody }
    func makeNodes(in context: ResolveContext) throws -> [Node] {
        try context.resolve(storage)
    }
}

extension Node.Kind {
    /// Nothing: draws nothing and takes no space, as a view that resolves to no node.
    package static var empty: Self { Self(EmptyNode()) }
}
