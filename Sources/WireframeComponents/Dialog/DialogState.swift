/// The state of a dialog, as TCA's `AlertState` is the state of an alert: a title, a message with
/// highlighted words, and one or two buttons that send actions.
///
/// Keep it in a feature's state with `@PresentationState`, clear it with
/// ``Reducer/ifLet(_:action:)`` and show it with ``View/dialog(store:content:)``:
///
/// ```swift
/// struct State: Equatable {
///     @PresentationState var dialog: DialogState<Action.Dialog>?
/// }
/// …
/// state.dialog = DialogState(
///     buttons: [
///         DialogButtonState(action: .didTapCancel, title: "취소"),
///         DialogButtonState(action: .didTapDelete, title: "삭제", role: .primary),
///     ],
///     message: DialogTextState(text: "메시지를 삭제하시겠습니까?"),
///     title: "메시지 삭제"
/// )
/// ```
///
/// The id is derived from the title and message unless one is given, never random, so a dialog
/// renders the same bytes every time.
public struct DialogState<Action>: Identifiable {
    /// Identifies the dialog; passed to the custom content of ``View/dialog(store:content:)``.
    public let id: String
    /// The buttons, in a row from leading to trailing. Ids repeated among them are made unique by
    /// appending `#` and the position.
    public var buttons: [DialogButtonState<Action>]
    /// The message under the title.
    public var message: DialogTextState?
    /// The title, in a headline font.
    public var title: String?

    /// Creates a dialog.
    ///
    /// - Parameters:
    ///   - id: Identifies the dialog; the title and message joined by a newline when `nil`.
    ///   - buttons: One or two buttons (more are drawn in the same row).
    ///   - message: The message.
    ///   - title: The title.
    public init(
        id: String? = nil,
        buttons: [DialogButtonState<Action>],
        message: DialogTextState? = nil,
        title: String? = nil
    ) {
        self.id = id ?? [title, message?.text].compactMap { $0 }.joined(separator: "\n")
        var seen: Set<String> = []
        self.buttons = buttons.enumerated().map { position, button in
            let unique = seen.insert(button.id).inserted ? button : button.withID("\(button.id)#\(position)")
            seen.insert(unique.id)
            return unique
        }
        self.message = message
        self.title = title
    }

    /// The same dialog with every button sending `transform(action)`.
    ///
    /// ```swift
    /// let dialog: DialogState<Parent.Action> = childDialog.map(Parent.Action.child)
    /// ```
    public func map<NewAction>(_ transform: (Action) -> NewAction) -> DialogState<NewAction> {
        DialogState<NewAction>(id: id, buttons: buttons.map { $0.map(transform) }, message: message, title: title)
    }
}

extension DialogState: Equatable where Action: Equatable {}

extension DialogState: Hashable where Action: Hashable {}

extension DialogState: Sendable where Action: Sendable {}
