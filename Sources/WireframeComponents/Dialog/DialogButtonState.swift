/// One button of a dialog: what it is called, what it sends, whether it can be tapped, and how
/// it looks.
///
/// ```swift
/// DialogButtonState(action: .didTapCancel, title: "취소")
/// DialogButtonState(action: .didTapDelete, title: "삭제", role: .primary)
/// DialogButtonState(action: .didTapSend, title: "보내기", enabled: false)
/// ```
///
/// The id is the title unless one is given, so the same dialog always renders the same way;
/// ``DialogState`` makes repeated ids unique by appending the button's position.
public struct DialogButtonState<Action>: Identifiable {
    /// Identifies the button within its dialog.
    public let id: String
    /// The action sent when the button is tapped.
    public let action: Action
    /// The button's label.
    public let title: String
    /// Whether the button can be tapped; a disabled button is drawn greyed out.
    public let enabled: Bool
    /// How the button looks: ``DialogButtonStateRole/primary`` is filled.
    public let role: DialogButtonStateRole

    /// Creates a button that sends `action` when tapped.
    ///
    /// - Parameters:
    ///   - id: Identifies the button; the title when `nil`.
    ///   - action: The action sent when the button is tapped.
    ///   - title: The label.
    ///   - enabled: Whether the button can be tapped.
    ///   - role: How the button looks.
    public init(
        id: String? = nil,
        action: Action,
        title: String,
        enabled: Bool = true,
        role: DialogButtonStateRole = .none
    ) {
        self.id = id ?? title
        self.action = action
        self.title = title
        self.enabled = enabled
        self.role = role
    }

    /// The same button with another id.
    func withID(_ id: String) -> Self {
        Self(id: id, action: action, title: title, enabled: enabled, role: role)
    }

    /// The same button sending `transform(action)`.
    ///
    /// ```swift
    /// let button = DialogButtonState(action: 1, title: "확인").map { "\($0)" }
    /// ```
    public func map<NewAction>(_ transform: (Action) -> NewAction) -> DialogButtonState<NewAction> {
        DialogButtonState<NewAction>(id: id, action: transform(action), title: title, enabled: enabled, role: role)
    }
}

extension DialogButtonState: Equatable where Action: Equatable {}

extension DialogButtonState: Hashable where Action: Hashable {}

extension DialogButtonState: Sendable where Action: Sendable {}

/// How a dialog button looks: plain (``none``) or filled with the key colour (``primary``).
///
/// ```swift
/// DialogButtonState(action: .didTapDelete, title: "삭제", role: .primary)
/// ```
public struct DialogButtonStateRole: Hashable, Sendable {
    private let name: String

    /// A plain button, outlined in grey: cancel, close.
    public static let none = DialogButtonStateRole(name: "none")
    /// The button the dialog is about, filled with the key colour: delete, apply.
    public static let primary = DialogButtonStateRole(name: "primary")
}

extension DialogButtonStateRole: CustomStringConvertible {
    /// The role's name, `none` or `primary`.
    public var description: String { name }
}
