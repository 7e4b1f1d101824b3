import Foundation
import WireframeDump

/// An alert described in feature state: a title, buttons and an optional message.
///
/// ```swift
/// state.alert = AlertState {
///     TextState("Delete memo?")
/// } actions: {
///     ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
///     ButtonState(role: .cancel) { TextState("Cancel") }
/// } message: {
///     TextState("This cannot be undone.")
/// }
/// ```
///
/// Held in `@PresentationState var alert: AlertState<Action.Alert>?` and run with
/// `.ifLet(\.$alert, action: Action.alert)`, which needs no child reducer and dismisses the
/// alert after any of its buttons' actions. A view layer draws ``title``, ``message`` and
/// ``buttons``; for a tapped button it sends `.presented(action)`, or `.dismiss` for a button
/// without an action. Equality ignores ``id``.
public struct AlertState<Action>: Identifiable {
    /// A new id for every alert made; not part of equality.
    public let id: UUID

    /// The buttons, in order; an alert with none shows a single dismissing "OK".
    public var buttons: [ButtonState<Action>]

    /// The text below the title, if any.
    public var message: TextState?

    /// The alert's title.
    public var title: TextState

    init(id: UUID, buttons: [ButtonState<Action>], message: TextState?, title: TextState) {
        self.id = id
        self.buttons = buttons
        self.message = message
        self.title = title
    }

    /// Creates an alert.
    ///
    /// ```swift
    /// AlertState { TextState("Saved") }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The alert's title.
    ///   - actions: The buttons, built with ``ButtonStateBuilder``.
    ///   - message: The text below the title.
    public init(
        title: () -> TextState,
        @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
        message: (() -> TextState)? = nil
    ) {
        self.init(id: UUID(), buttons: actions(), message: message?(), title: title())
    }

    /// Creates an alert from values, the spelling of TCA before 1.0.
    ///
    /// ```swift
    /// AlertState(title: TextState("Saved"), buttons: [ButtonState { TextState("OK") }])
    /// ```
    @available(*, deprecated, message: "Use 'init(title:actions:message:)' instead.")
    public init(title: TextState, message: TextState? = nil, buttons: [ButtonState<Action>]) {
        self.init(id: UUID(), buttons: buttons, message: message, title: title)
    }

    /// The same alert with its buttons' actions transformed, keeping its id.
    ///
    /// ```swift
    /// let parentAlert = alert.map { $0.map(Parent.Action.child) }
    /// ```
    ///
    /// - Parameter transform: Turns each action (or `nil`) into the new action (or `nil`).
    /// - Returns: The alert, its buttons sending the transformed actions.
    public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> AlertState<NewAction> {
        AlertState<NewAction>(id: id, buttons: buttons.map { $0.map(transform) }, message: message, title: title)
    }
}

extension AlertState: Equatable where Action: Equatable {
    /// Whether both have the same title, message and buttons; ids are not compared.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
    }
}

extension AlertState: Hashable where Action: Hashable {
    /// Hashes the title, message and buttons.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(title)
        hasher.combine(message)
        hasher.combine(buttons)
    }
}

extension AlertState: Sendable where Action: Sendable {}

extension AlertState: _EphemeralState {}

extension AlertState: CustomDumpRepresentable {
    package var dumpValue: Any {
        DumpStruct(name: "AlertState", fields: [("title", title), ("actions", buttons), ("message", message as Any)])
    }
}
