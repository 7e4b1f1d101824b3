/// Builds the buttons of an ``AlertState`` or ``ConfirmationDialogState``.
///
/// ```swift
/// AlertState { TextState("Delete?") } actions: {
///     ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }
///     if canArchive {
///         ButtonState(action: .archive) { TextState("Archive") }
///     }
///     ButtonState(role: .cancel) { TextState("Cancel") }
/// }
/// ```
///
/// `if`, `if`/`else`, `switch` and `for` work as in a view builder.
@resultBuilder
public enum ButtonStateBuilder<Action> {
    /// The buttons, in order.
    public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
        components.flatMap { $0 }
    }

    /// One button.
    public static func buildExpression(_ expression: ButtonState<Action>) -> [ButtonState<Action>] {
        [expression]
    }

    /// The buttons of an `if` without `else`: none when the condition fails.
    public static func buildOptional(_ component: [ButtonState<Action>]?) -> [ButtonState<Action>] {
        component ?? []
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first component: [ButtonState<Action>]) -> [ButtonState<Action>] {
        component
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second component: [ButtonState<Action>]) -> [ButtonState<Action>] {
        component
    }

    /// The buttons of a `for` loop.
    public static func buildArray(_ components: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
        components.flatMap { $0 }
    }

    /// The buttons inside `if #available`.
    public static func buildLimitedAvailability(_ component: [ButtonState<Action>]) -> [ButtonState<Action>] {
        component
    }
}
