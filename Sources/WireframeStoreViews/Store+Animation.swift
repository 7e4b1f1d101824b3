import Foundation

extension Store {
    /// Sends `action`; the animation is accepted, and the change is drawn at once.
    ///
    /// ```swift
    /// store.send(.toggleButtonTapped, animation: .default)
    /// ```
    /// - Returns: The effects the action started.
    @discardableResult
    public func send(_ action: Action, animation: Animation?) -> StoreTask {
        send(action)
    }

    /// Sends `action`; the transaction's animation is accepted, and the change is drawn at once.
    ///
    /// ```swift
    /// store.send(.toggleButtonTapped, transaction: Transaction(animation: .default))
    /// ```
    /// - Returns: The effects the action started.
    @discardableResult
    public func send(_ action: Action, transaction: Transaction) -> StoreTask {
        send(action)
    }
}

extension DismissEffect {
    /// Dismisses the feature, as ``DismissEffect/callAsFunction(fileID:line:)`` does; the
    /// animation is accepted, and the change is drawn at once.
    ///
    /// ```swift
    /// return .run { _ in await dismiss(animation: .default) }
    /// ```
    public func callAsFunction(animation: Animation?, fileID: StaticString = #fileID, line: UInt = #line) async {
        await self(fileID: fileID, line: line)
    }
}

extension Send {
    /// Sends `action` from an effect; the animation is accepted, and the change is drawn at once.
    ///
    /// ```swift
    /// return .run { send in await send(.sortCompletedTodos, animation: .default) }
    /// ```
    public func callAsFunction(_ action: Action, animation: Animation?) {
        self(action)
    }

    /// Sends `action` from an effect; the transaction's animation is accepted, and the change is
    /// drawn at once.
    ///
    /// ```swift
    /// return .run { send in await send(.sortCompletedTodos, transaction: Transaction(animation: .default)) }
    /// ```
    public func callAsFunction(_ action: Action, transaction: Transaction) {
        self(action)
    }
}

extension ButtonStateAction {
    /// Sends `action` when the alert's button is tapped; the animation is accepted, and the
    /// change is drawn at once.
    ///
    /// ```swift
    /// ButtonState(role: .destructive, action: .send(.confirmReset, animation: .default)) {
    ///     TextState("Reset")
    /// }
    /// ```
    public static func send(_ action: Action?, animation: Animation?) -> Self {
        .send(action)
    }
}
