import Foundation
import WireframeDump

/// A button of an alert or confirmation dialog, described in feature state.
///
/// ```swift
/// ButtonState(role: .destructive, action: .confirmDeletion) {
///     TextState("Delete")
/// }
/// ButtonState(role: .cancel) {   // no action: the button only dismisses
///     TextState("Cancel")
/// }
/// ```
///
/// A view shows ``label`` with ``role``, and when tapped calls `withAction(_:)`:
/// a button without an action (`nil`) only dismisses its alert. Equality ignores ``id``.
public struct ButtonState<Action>: Identifiable {
    /// A new id for every button made; not part of equality.
    public let id: UUID

    /// What tapping the button sends.
    public let action: ButtonStateAction<Action>

    /// The button's text.
    public let label: TextState

    /// What the button does, for its look and placement: `.cancel`, `.destructive` or `nil`.
    public let role: ButtonStateRole?

    init(id: UUID, action: ButtonStateAction<Action>, label: TextState, role: ButtonStateRole?) {
        self.id = id
        self.action = action
        self.label = label
        self.role = role
    }

    /// Creates a button that sends `action`, or only dismisses with `.send(nil)`, the default.
    ///
    /// ```swift
    /// ButtonState(action: .send(.retry)) { TextState("Retry") }
    /// ButtonState(role: .cancel) { TextState("Cancel") }
    /// ```
    ///
    /// - Parameters:
    ///   - role: The button's role, or `nil` for an ordinary button.
    ///   - action: What tapping the button sends.
    ///   - label: The button's text.
    public init(
        role: ButtonStateRole? = nil,
        action: ButtonStateAction<Action> = .send(nil),
        label: () -> TextState
    ) {
        self.init(id: UUID(), action: action, label: label(), role: role)
    }

    /// Creates a button that sends `action`.
    ///
    /// ```swift
    /// ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
    /// ```
    ///
    /// - Parameters:
    ///   - role: The button's role, or `nil` for an ordinary button.
    ///   - action: The action tapping the button sends.
    ///   - label: The button's text.
    public init(role: ButtonStateRole? = nil, action: Action, label: () -> TextState) {
        self.init(id: UUID(), action: .send(action), label: label(), role: role)
    }

    /// Calls `perform` with the button's action, or with `nil` for a button without one.
    ///
    /// ```swift
    /// button.withAction { action in
    ///     store.send(action.map { .alert(.presented($0)) } ?? .alert(.dismiss))
    /// }
    /// ```
    public func withAction(_ perform: (Action?) -> Void) {
        perform(action.action)
    }

    /// Calls the async `perform` with the button's action, or with `nil` for a button without one.
    ///
    /// ```swift
    /// await button.withAction { action in await model.alertButtonTapped(action) }
    /// ```
    @MainActor
    public func withAction(_ perform: @MainActor (Action?) async -> Void) async {
        await perform(action.action)
    }

    /// The same button with its action transformed, keeping its id.
    ///
    /// ```swift
    /// let parentButton = button.map { $0.map(Parent.Action.alert) }
    /// ```
    ///
    /// - Parameter transform: Turns the action (or `nil`) into the new action (or `nil`).
    /// - Returns: The button, sending the transformed action.
    public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ButtonState<NewAction> {
        ButtonState<NewAction>(id: id, action: action.map(transform), label: label, role: role)
    }
}

/// What tapping a ``ButtonState`` sends: an action, or `nil` for a button that only dismisses.
///
/// ```swift
/// ButtonState(action: .send(.retry)) { TextState("Retry") }
/// ```
public struct ButtonStateAction<Action> {
    /// The action to send, or `nil`.
    public let action: Action?

    /// Sends `action`; `nil` only dismisses.
    ///
    /// ```swift
    /// ButtonStateAction<Action>.send(.retry)
    /// ```
    public static func send(_ action: Action?) -> Self {
        Self(action: action)
    }

    /// The same with its action transformed.
    ///
    /// ```swift
    /// ButtonStateAction<Child.Action>.send(.retry).map { $0.map(Parent.Action.child) }
    /// ```
    public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ButtonStateAction<NewAction> {
        .send(transform(action))
    }
}

/// What a button does, for its look and placement, as SwiftUI's `ButtonRole`.
///
/// ```swift
/// ButtonState(role: .cancel) { TextState("Cancel") }
/// ```
public enum ButtonStateRole: Equatable, Hashable, Sendable {
    /// Cancels the alert; shown apart from the other buttons.
    case cancel

    /// Deletes or destroys something; shown in red.
    case destructive
}

extension ButtonStateAction: Equatable where Action: Equatable {}

extension ButtonStateAction: Hashable where Action: Hashable {}

extension ButtonStateAction: Sendable where Action: Sendable {}

extension ButtonState: Equatable where Action: Equatable {
    /// Whether both have the same action, label and role; ids are not compared.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.action == rhs.action && lhs.label == rhs.label && lhs.role == rhs.role
    }
}

extension ButtonState: Hashable where Action: Hashable {
    /// Hashes the action, label and role.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(action)
        hasher.combine(label)
        hasher.combine(role)
    }
}

extension ButtonState: Sendable where Action: Sendable {}

extension ButtonState: CustomDumpRepresentable {
    package var dumpValue: Any {
        var parts: [String] = []
        if let role { parts.append("role: .\(role)") }
        if let action = action.action { parts.append("action: \(ValueDump.line(action))") }
        parts.append("label: \(ValueDump.line(label))")
        return DumpText("ButtonState(\(parts.joined(separator: ", ")))")
    }
}
