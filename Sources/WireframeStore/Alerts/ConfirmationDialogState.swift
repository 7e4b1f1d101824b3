import Foundation
import WireframeDump

/// A confirmation dialog (an action sheet) described in feature state.
///
/// ```swift
/// state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
///     TextState("Memo")
/// } actions: {
///     ButtonState(action: .share) { TextState("Share") }
///     ButtonState(role: .destructive, action: .delete) { TextState("Delete") }
///     ButtonState(role: .cancel) { TextState("Cancel") }
/// } message: {
///     TextState("What would you like to do?")
/// }
/// ```
///
/// Presented like ``AlertState``: `.ifLet(\.$dialog, action: Action.dialog)` needs no child
/// reducer and dismisses the dialog after any of its buttons' actions. Equality ignores ``id``
/// and, as in TCA, ``titleVisibility``.
public struct ConfirmationDialogState<Action>: Identifiable {
    /// A new id for every dialog made; not part of equality.
    public let id: UUID

    /// The buttons, in order.
    public var buttons: [ButtonState<Action>]

    /// The text below the title, if any.
    public var message: TextState?

    /// The dialog's title.
    public var title: TextState

    /// Whether the view shows the title.
    public var titleVisibility: ConfirmationDialogStateTitleVisibility

    init(
        id: UUID, buttons: [ButtonState<Action>], message: TextState?, title: TextState,
        titleVisibility: ConfirmationDialogStateTitleVisibility
    ) {
        self.id = id
        self.buttons = buttons
        self.message = message
        self.title = title
        self.titleVisibility = titleVisibility
    }

    /// Creates a dialog whose title is shown as `titleVisibility` says.
    ///
    /// ```swift
    /// ConfirmationDialogState(titleVisibility: .visible) { TextState("Memo") } actions: { … }
    /// ```
    ///
    /// - Parameters:
    ///   - titleVisibility: Whether the view shows the title.
    ///   - title: The dialog's title.
    ///   - actions: The buttons, built with ``ButtonStateBuilder``.
    ///   - message: The text below the title.
    public init(
        titleVisibility: ConfirmationDialogStateTitleVisibility,
        title: () -> TextState,
        @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
        message: (() -> TextState)? = nil
    ) {
        self.init(
            id: UUID(), buttons: actions(), message: message?(), title: title(), titleVisibility: titleVisibility)
    }

    /// Creates a dialog whose title the view shows or hides as it sees fit (`.automatic`).
    ///
    /// ```swift
    /// ConfirmationDialogState { TextState("Memo") } actions: { … }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The dialog's title.
    ///   - actions: The buttons, built with ``ButtonStateBuilder``.
    ///   - message: The text below the title.
    public init(
        title: () -> TextState,
        @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
        message: (() -> TextState)? = nil
    ) {
        self.init(titleVisibility: .automatic, title: title, actions: actions, message: message)
    }

    /// The same dialog with its buttons' actions transformed, keeping its id.
    ///
    /// ```swift
    /// let parentDialog = dialog.map { $0.map(Parent.Action.child) }
    /// ```
    ///
    /// - Parameter transform: Turns each action (or `nil`) into the new action (or `nil`).
    /// - Returns: The dialog, its buttons sending the transformed actions.
    public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ConfirmationDialogState<NewAction> {
        ConfirmationDialogState<NewAction>(
            id: id, buttons: buttons.map { $0.map(transform) }, message: message, title: title,
            titleVisibility: titleVisibility)
    }
}

/// Whether a confirmation dialog shows its title, as SwiftUI's `Visibility`.
///
/// ```swift
/// ConfirmationDialogState(titleVisibility: .hidden) { TextState("Memo") }
/// ```
public enum ConfirmationDialogStateTitleVisibility: Equatable, Hashable, Sendable {
    /// The view decides.
    case automatic

    /// The title is not shown.
    case hidden

    /// The title is shown.
    case visible
}

extension ConfirmationDialogState: Equatable where Action: Equatable {
    /// Whether both have the same title, message and buttons; as in TCA, neither ids nor title
    /// visibility are compared.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
    }
}

extension ConfirmationDialogState: Hashable where Action: Hashable {
    /// Hashes the title, message and buttons.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(title)
        hasher.combine(message)
        hasher.combine(buttons)
    }
}

extension ConfirmationDialogState: Sendable where Action: Sendable {}

extension ConfirmationDialogState: _EphemeralState {}

extension ConfirmationDialogState: CustomDumpRepresentable {
    package var dumpValue: Any {
        DumpStruct(
            name: "ConfirmationDialogState",
            fields: [
                ("titleVisibility", titleVisibility), ("title", title), ("actions", buttons), ("message", message as Any),
            ])
    }
}
