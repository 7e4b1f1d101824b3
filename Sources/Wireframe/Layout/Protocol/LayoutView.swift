import Foundation

/// A ``Layout`` used as a view: the content's views are its subviews.
///
/// `HStackLayout { … }` and a layout of your own, `FlowLayout { … }`, make one through
/// ``Layout/callAsFunction(_:)``.
struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content

    var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        let orientation = L.layoutProperties.stackOrientation
        let children = try context.with { $0.stackAxis = orientation }.resolve(content)
        return [Node(layoutKind(of: layout), children: children)]
    }
}

/// A layout the engine knows by name, so its node dumps and encodes as the stack it is.
protocol BuiltInLayout {
    var nodeKind: Node.Kind { get }
}

/// The node kind of a container arranged by `layout`: a stack or one of the engine's own layouts
/// as the primitive it is, any other layout as a program's own.
func layoutKind<L: Layout>(of layout: L) -> Node.Kind {
    if let builtIn = layout as? any BuiltInLayout { return builtIn.nodeKind }
    if let primitive = layout as? any PrimitiveLayout { return Node.Kind(primitive) }
    return .layout(CustomLayoutNode(layout))
}

extension HStackLayout: BuiltInLayout {
    var nodeKind: Node.Kind {
        .stack(StackNode(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: cleanSpacing(spacing)))
    }
}

extension VStackLayout: BuiltInLayout {
    var nodeKind: Node.Kind {
        .stack(StackNode(axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: cleanSpacing(spacing)))
    }
}

extension ZStackLayout: BuiltInLayout {
    var nodeKind: Node.Kind { .zStack(alignment) }
}

/// A stack's spacing made safe: `nil` and NaN become the default, and lengths are clamped.
func cleanSpacing(_ spacing: CGFloat?) -> CGFloat {
    guard let spacing, !spacing.isNaN else { return defaultSpacing }
    return Swift.min(Swift.max(spacing, -maximumLength), maximumLength)
}

/// A container arranged by a ``Layout`` the engine does not know by name.
///
/// ```swift
/// try FlowLayout { Text("a") }.node().kind.as(CustomLayoutNode.self)?.name   // "FlowLayout"
/// ```
package struct CustomLayoutNode: Equatable, Sendable, CustomStringConvertible {
    // Boxed, so a layout node stays a few bytes: nodes are copied through deep recursions.
    // `@unchecked` because `Layout` does not require `Sendable`, as SwiftUI's does not; the
    // engine only reads the layout.
    private final class Storage: @unchecked Sendable {
        let layout: any Layout
        let name: String
        let description: String

        init(layout: any Layout, name: String, description: String) {
            self.layout = layout
            self.name = name
            self.description = description
        }
    }

    private let storage: Storage

    init<L: Layout>(_ layout: L) {
        storage = Storage(layout: layout, name: String(describing: L.self), description: String(describing: layout))
    }

    /// The layout.
    var layout: any Layout { storage.layout }
    /// The layout's type name, such as `FlowLayout`.
    package var name: String { storage.name }
    /// The layout's value as `String(describing:)` prints it, which is what makes two nodes equal.
    package var description: String { storage.description }

    /// Two nodes are equal when their layouts have the same type and print the same.
    package static func == (lhs: CustomLayoutNode, rhs: CustomLayoutNode) -> Bool {
        lhs.storage === rhs.storage || (type(of: lhs.layout) == type(of: rhs.layout) && lhs.description == rhs.description)
    }
}

extension CustomLayoutNode {
    /// The axis the layout stacks along, which orients the spacers and dividers inside.
    var stackOrientation: Axis? { stackOrientation(of: layout) }

    private func stackOrientation<L: Layout>(of layout: L) -> Axis? { L.layoutProperties.stackOrientation }
}

extension CustomLayoutNode: ContainerPrimitive {
    /// JSON cannot name a program's own layout; the engine's layouts are kinds of their own.
    static let jsonSchema: [JSONKindSchema] = []

    static func kind(named name: String, json object: JSONObjectReader) throws -> Node.Kind {
        throw JSONReader(value: .string(name), path: object.path + ".kind").error("unknown node kind \"\(name)\"")
    }

    func jsonFields(path: String) throws -> (name: String, fields: [JSONField]) {
        throw unencodable(path, "the layout \(name) is a program's own Layout, which JSON cannot name")
    }

    var summary: String { "Layout(\(terminalSafe(description)))" }

    var childArity: Node.Kind.ChildArity { .many }
    var isTransparentToLayout: Bool { false }
    func childStackAxis(in stackAxis: Axis?) -> Axis? { stackOrientation }

    func makeContainer(in context: LayoutContext) -> (any ContainerLayout)? {
        layout.container(in: context)
    }
}

extension Node.Kind {
    /// The children arranged by a ``Layout`` of the program's own.
    package static func layout(_ layout: CustomLayoutNode) -> Self { Self(layout) }
}
