import Foundation

/// An identifier for a closure that a resolved view keeps outside its ``Node``.
///
/// Nodes are plain values, so a button's action, a text field's setter or an `onAppear` closure
/// lives in the `ActionTable` under an id assigned in tree order.
///
/// ```swift
/// try Button("OK") {}.node().kind.as(ButtonNode.self)?.action?.description   // "#0"
/// ```
public struct ActionID: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The position of the action in tree order, from 0.
    public var rawValue: Int

    /// Creates an id.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// `#` and the raw value, such as `#0`.
    public var description: String { "#\(rawValue)" }
}

/// The closures of a resolved view, by id: button actions, text setters, deletions and appearances.
package struct ActionTable {
    package var taps: [ActionID: @MainActor () -> Void] = [:]
    package var textSetters: [ActionID: (String) -> Void] = [:]
    package var deletions: [ActionID: @MainActor (IndexSet) -> Void] = [:]
    package var appearances: [ActionID: @MainActor () -> Void] = [:]
    package var count = 0

    mutating func nextID() -> ActionID {
        defer { count += 1 }
        return ActionID(rawValue: count)
    }
}

/// A view resolved into its node tree, with the closures the nodes refer to.
package struct ResolvedView {
    package var node: Node
    package var actions: ActionTable
    /// How many views are measured for the next pass: geometry readers, whose content depends
    /// on layout, and views with anchors.
    package var geometrySlotCount = 0
}

/// The state of one resolution: its action table and its limits.
@MainActor
final class ResolveSession {
    var actions = ActionTable()
    let depthLimit: Int
    /// The frames of the measured views (geometry readers, views with anchors) in the last
    /// layout, by the order they resolve in.
    var geometryFrames: [CGRect] = []
    /// How many measured views this resolution has met.
    var geometrySlotCount = 0
    /// Where `@State` and the values `onChange(of:)` compares with live across renders.
    let graph: ViewGraph
    /// The appearance of the root, which presentations are drawn in unless theirs differs.
    var rootColorScheme = ColorScheme.light
    /// The preference values set by the views resolved so far in the innermost view that reads
    /// or replaces them: the one channel for what views tell the views around them (navigation
    /// bars, toolbars, presentations, the preferred appearance, a program's own keys).
    var preferences = PreferenceValues()

    init(depthLimit: Int, graph: ViewGraph) {
        self.depthLimit = depthLimit
        self.graph = graph
    }

    /// The next measured view's place among those of the render, and its frame in the last
    /// layout (zero in the first pass).
    func geometrySlot() -> (index: Int, frame: CGRect) {
        defer { geometrySlotCount += 1 }
        let index = geometrySlotCount
        return (index, index < geometryFrames.count ? geometryFrames[index] : .zero)
    }
}

/// Everything resolution carries down the tree: the environment, the nesting depth and the
/// identity of the view being resolved.
@MainActor
struct ResolveContext {
    var environment: EnvironmentValues
    var depth = 0
    var identity = ViewIdentity.root
    let session: ResolveSession

    /// Resolves `view` into the nodes it stands for (none, one, or several for groups).
    func resolve<V: View>(_ view: V) throws -> [Node] {
        guard depth < session.depthLimit else {
            throw RenderError(.nestingTooDeep, "the view tree is nested deeper than \(session.depthLimit) levels")
        }
        var inner = self
        inner.depth += 1
        inner.identity = identity.appending(type: V.self)
        // Primitive or made of others: decided by the view's type when the program is compiled.
        return try V._makeNodes(view: view, inputs: _ViewInputs(context: inner))
    }

    /// The nodes of a view made of other views, resolved in this context: its dynamic properties
    /// installed, its body evaluated in this environment and resolved.
    func resolveBody<V: View>(of view: V) throws -> [Node] {
        try installDynamicProperties(of: view)
        let body = EnvironmentValues.$current.withValue(environment) { view.body }
        return try resolve(body)
    }

    /// The nodes of `view`, or, when it cannot be built (it reads an environment object nobody
    /// supplied), a line in its place saying why. Nesting too deep still throws: that stops the
    /// whole render.
    func resolveShowingErrors<V: View>(_ view: V) throws -> [Node] {
        do {
            return try resolve(view)
        } catch let error as RenderError where error.reason != .nestingTooDeep {
            return try resolve(errorInPlace(error))
        }
    }

    /// A copy for the child at `index` of a block of views.
    func child(at index: Int) -> ResolveContext {
        var copy = self
        copy.identity = identity.appending(index: index)
        return copy
    }

    /// A copy for a view identified by `id`, from a `ForEach` element or `id(_:)`.
    func child<ID: Hashable>(id: ID) -> ResolveContext {
        var copy = self
        copy.identity = identity.appending(id: id)
        return copy
    }

    /// Resolves `view` into exactly one node: several become a vertical stack, none an empty node.
    func resolveSingle<V: View>(_ view: V) throws -> Node {
        let nodes = try resolve(view)
        switch nodes.count {
        case 0: return Node(.empty)
        case 1: return nodes[0]
        default: return Node.implicitStack(of: nodes)
        }
    }

    /// A copy with the environment changed by `update`.
    func with(_ update: (inout EnvironmentValues) -> Void) -> ResolveContext {
        var copy = self
        update(&copy.environment)
        return copy
    }

    func registerTap(_ action: @escaping @MainActor () -> Void) -> ActionID {
        let id = session.actions.nextID()
        session.actions.taps[id] = action
        return id
    }

    func registerTextSetter(_ setter: @escaping (String) -> Void) -> ActionID {
        let id = session.actions.nextID()
        session.actions.textSetters[id] = setter
        return id
    }

    func registerDeletion(_ action: @escaping @MainActor (IndexSet) -> Void) -> ActionID {
        let id = session.actions.nextID()
        session.actions.deletions[id] = action
        return id
    }

    func registerAppearance(_ action: @escaping @MainActor () -> Void) -> ActionID {
        let id = session.actions.nextID()
        session.actions.appearances[id] = action
        return id
    }
}

/// The deepest nesting of views a render accepts; deeper trees fail with a ``RenderError``
/// instead of exhausting the stack.
public let maximumViewDepth = 1_000

/// The spacing between stack children and the least length of a `Spacer` when none is given.
let defaultSpacing: CGFloat = 8

/// What stands in the place of a view that cannot be built: the error, in red.
@MainActor
func errorInPlace(_ error: RenderError) -> some View {
    Text(error.description).foregroundStyle(.red).padding()
}

extension Node {
    /// Several views where one is laid out, stacked vertically with the default spacing: what a
    /// body of several views resolves to, and how a `ScrollView` or a `NavigationStack` stacks the
    /// views of its content.
    static func implicitStack(of children: [Node]) -> Node {
        Node(.stack(StackNode(axis: .vertical, alignment: .center, spacing: defaultSpacing)), children: children)
    }
}

extension View {
    /// Resolves the view into its node tree and action table.
    @MainActor
    package func resolve(
        environment: EnvironmentValues = EnvironmentValues(), geometryFrames: [CGRect] = [], graph: ViewGraph? = nil
    ) throws -> ResolvedView {
        guard let graph else {
            let graph = ViewGraph()
            graph.beginRender()
            defer { graph.endRender() }
            return try resolve(environment: environment, geometryFrames: geometryFrames, graph: graph)
        }
        var environment = environment
        RenderScope.environment?(&environment)
        var session = ResolveSession(depthLimit: maximumViewDepth, graph: graph)
        var node = try resolveRoot(in: environment, session: session, geometryFrames: geometryFrames)
        // A screen that prefers another appearance is resolved again in it, so that every view
        // reads the appearance it is drawn in.
        if let preferred = session.preferences.value(of: PreferredColorSchemeKey.self), preferred != environment.colorScheme {
            environment.colorScheme = preferred
            // Only this pass's changes, tasks and disappearances count.
            graph.beginPass()
            session = ResolveSession(depthLimit: maximumViewDepth, graph: graph)
            node = try resolveRoot(in: environment, session: session, geometryFrames: geometryFrames)
        }
        // A screen that starts right to left is mirrored whole, its presentations with it.
        if environment.layoutDirection == .rightToLeft {
            node = Node(.layoutDirection(.rightToLeft), children: [node])
        }
        // The appearance of the screen is its outermost node, read for the background.
        if environment.colorScheme == .dark {
            node = Node(.colorScheme(.dark), children: [node])
        }
        return ResolvedView(node: node, actions: session.actions, geometrySlotCount: session.geometrySlotCount)
    }

    /// The node of the view and of what it presents, in front of it.
    @MainActor
    private func resolveRoot(in environment: EnvironmentValues, session: ResolveSession, geometryFrames: [CGRect]) throws -> Node {
        session.geometryFrames = geometryFrames
        session.rootColorScheme = environment.colorScheme
        let context = ResolveContext(environment: environment, session: session)
        let node = try context.resolveSingle(self)
        let presentations = session.preferences.value(of: PresentationsKey.self)
        guard !presentations.isEmpty else { return node }
        return Node(.zStack(.center), children: [node] + presentations)
    }

    /// The resolved node tree of the view: plain values that compare, print and encode.
    ///
    /// ```swift
    /// let node = try Text("Hi").padding().node()
    /// print(node.dump())
    /// // padding(16)
    /// // └─ Text("Hi")
    /// ```
    /// - Throws: ``RenderError`` when the tree is nested deeper than ``maximumViewDepth``.
    @MainActor
    public func node() throws -> Node {
        try resolve().node
    }
}
