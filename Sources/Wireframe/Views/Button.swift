import Foundation

/// A control that performs an action when tapped.
///
/// The label is tinted with the accent colour unless a foreground style is set, and looks dimmed
/// when the button is disabled. Rendering keeps the action; a scripted test taps it by its label.
///
/// ```swift
/// Button("추가하기") { store.send(.addButtonTapped) }
/// Button { close() } label: { Image(systemName: "xmark") }
/// ```
public struct Button<Label: View>: View, PrimitiveView {
    let role: ButtonRole?
    let action: @MainActor () -> Void
    let label: Label

    /// Creates a button with a label view.
    public init(role: ButtonRole? = nil, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }

    /// Primitive views are drawn by the renderers; they have no body.
    public var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        let isEnabled = context.environment.isEnabled
        let style = context.environment.buttonStyle
        let labelContext = context.with { environment in
            if environment.foregroundColor == nil, style?.tintsLabel ?? true {
                environment.foregroundColor = role == .destructive ? .red : environment.tint ?? .accentColor
            }
            if !isEnabled { environment.foregroundColor = .gray }
            if role == .cancel, environment.emboldensCancelButtons { environment.isBold = true }
            // Buttons inside a style's drawing have the default style.
            environment.buttonStyle = nil
        }
        let tap: @MainActor () -> Void
        if let after = context.environment.afterButtonAction {
            tap = { [action] in
                action()
                after()
            }
        } else {
            tap = action
        }
        let labelNode: Node
        switch style?.kind {
        case .label(let style):
            let configuration = ButtonStyleConfiguration(label: .init(content: AnyView(label)), role: role)
            labelNode = try labelContext.resolveSingle(style.makeBody(configuration))
        case .primitive(let style):
            // The style draws the whole button and decides what triggers it.
            var trigger: @MainActor () -> Void = {}
            if isEnabled { trigger = tap }
            let configuration = PrimitiveButtonStyleConfiguration(role: role, label: .init(content: AnyView(label)), action: trigger)
            return try labelContext.resolve(style.makeBody(configuration))
        case nil:
            labelNode = try labelContext.resolveSingle(label)
        }
        let button = ButtonNode(action: context.registerTap(tap), isEnabled: isEnabled, role: role)
        return [Node(.button(button), children: [labelNode])]
    }
}

extension Button where Label == Text {
    /// Creates a button whose label is `title`.
    public init<S: StringProtocol>(_ title: S, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

/// What a button does, which changes how it looks.
///
/// ```swift
/// Button("삭제", role: .destructive) { delete() }
/// ```
public struct ButtonRole: Hashable, Sendable, Codable, CustomStringConvertible {
    let name: String
    /// A button that deletes or discards.
    public static let destructive = ButtonRole(name: "destructive")
    /// A button that cancels.
    public static let cancel = ButtonRole(name: "cancel")
    /// The role's name, such as `destructive`.
    public var description: String { name }
}

/// A button: its action, whether it is enabled and its role. Its label is the node's child.
///
/// ```swift
/// try Button("OK") {}.disabled(true).node().kind.as(ButtonNode.self)?.isEnabled   // false
/// ```
package struct ButtonNode: Equatable, Sendable {
    /// The id of the action a tap runs, or `nil` for none.
    package var action: ActionID?
    /// Whether a tap runs the action.
    package var isEnabled: Bool
    /// The button's role, or `nil` for a plain button.
    package var role: ButtonRole?
}

extension ButtonNode: NodePrimitive {
    static let jsonSchema = [JSONKindSchema("button", fields: ["action", "disabled", "role"])]

    static func kind(named name: String, json object: JSONObjectReader) throws -> Node.Kind {
        .button(
            ButtonNode(
                action: try object["action"].map(ActionID.init(json:)),
                isEnabled: !(try object["disabled"]?.bool() ?? false),
                role: try object["role"].map(ButtonRole.init(json:))
            ))
    }

    func jsonFields(path: String) throws -> (name: String, fields: [JSONField]) {
        var fields = JSONFieldWriter(path: path)
        if let action { fields.append("action", .number(Double(action.rawValue))) }
        if !isEnabled { fields.append("disabled", .bool(true)) }
        if let role { fields.append("role", .string(role.description)) }
        return ("button", fields.fields)
    }

    var summary: String {
        var parts = [action.map { "action: \($0)" } ?? "action: none"]
        if !isEnabled { parts.append("disabled") }
        if let role { parts.append("role: \(role)") }
        return "Button(" + parts.joined(separator: ", ") + ")"
    }

    var childArity: Node.Kind.ChildArity { .one }
    var isTransparentToLayout: Bool { false }
    func childStackAxis(in stackAxis: Axis?) -> Axis? { nil }

    /// A button is the size of its label.
    func sizeThatFits(_ proposal: ProposedViewSize, of node: LayoutNode) -> CGSize {
        node.contentSize(for: proposal)
    }

    func place(_ node: LayoutNode, in frame: CGRect, proposal: ProposedViewSize) -> PlacedNode {
        node.placed(in: frame, content: node.placeContent(at: frame.origin, proposal: proposal))
    }

    /// A button takes every tap over its frame, in front of its label, which draws as usual.
    /// A button is read as one element labelled with the elements of its label, with the button
    /// trait and its action.
    func draw(_ node: PlacedNode, into builder: inout DisplayListBuilder) {
        builder.addRegion(node.frame, .button(action: action, isEnabled: isEnabled))
        builder.reading(node, as: .control(action: action, isEnabled: isEnabled)) { $0.drawControlContent(of: node) }
    }
}

extension ButtonNode {
    var accessibilityPathName: String? { summaryName }

    func interactionName(of node: PlacedNode) -> String { "button '\(node.labelText)'" }
}

extension Node.Kind {
    /// A button; its label is the child.
    package static func button(_ button: ButtonNode) -> Self { Self(button) }
}
