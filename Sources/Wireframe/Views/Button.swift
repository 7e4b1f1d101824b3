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
        let labelContext = context.with { environment in
            if environment.foregroundColor == nil {
                environment.foregroundColor = role == .destructive ? .red : environment.tint ?? .accentColor
            }
            if !isEnabled { environment.foregroundColor = .gray }
            if role == .cancel, environment.emboldensCancelButtons { environment.isBold = true }
        }
        let labelNode = try labelContext.resolveSingle(label)
        let tap: @MainActor () -> Void
        if let after = context.environment.afterButtonAction {
            tap = { [action] in
                action()
                after()
            }
        } else {
            tap = action
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

/// A field the user types one line of text into, showing its placeholder while empty.
///
/// ```swift
/// TextField("제목", text: $title)
/// ```
public struct TextField: View, PrimitiveView {
    let placeholder: String
    let text: Binding<String>

    /// Creates a text field bound to `text`.
    public init<S: StringProtocol>(_ placeholder: S, text: Binding<String>) {
        self.placeholder = String(placeholder)
        self.text = text
    }

    /// Primitive views are drawn by the renderers; they have no body.
    public var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        let environment = context.environment
        let binding = text
        let field = TextFieldNode(
            placeholder: placeholder,
            text: binding.wrappedValue,
            setter: context.registerTextSetter { binding.wrappedValue = $0 },
            isEnabled: environment.isEnabled,
            font: environment.font ?? .body,
            color: environment.foregroundColor ?? .primary
        )
        return [Node(.textField(field))]
    }
}
