// TCA 0.x spellings, kept so that code written against them still compiles. Each one warns at
// its use and names the current spelling; nothing in this package uses them.

/// TCA 0.x's name for ``Reducer``.
///
/// ```swift
/// struct Counter: ReducerProtocol {            // warning: renamed to 'Reducer'
///     struct State: Equatable { var count = 0 }
///     enum Action { case tapped }
///     func reduce(into state: inout State, action: Action) -> EffectTask<Action> { … }
/// }
/// ```
@available(*, deprecated, renamed: "Reducer")
public typealias ReducerProtocol = Reducer

/// TCA 0.x's name for ``Effect``.
///
/// ```swift
/// func reduce(into state: inout State, action: Action) -> EffectTask<Action> {   // warning: use 'Effect'
///     .none
/// }
/// ```
@available(*, deprecated, renamed: "Effect")
public typealias EffectTask<Action> = Effect<Action>

extension Store {
    /// TCA 0.x's store initializer, taking the reducer as a value.
    ///
    /// ```swift
    /// let store = Store(initialState: Counter.State(), reducer: Counter())
    /// // now: Store(initialState: Counter.State()) { Counter() }
    /// ```
    ///
    /// - Parameters:
    ///   - initialState: The state to start from.
    ///   - reducer: The feature's reducer.
    ///   - prepareDependencies: Changes to the dependencies the reducer and its effects see.
    @available(
        *, deprecated,
        message: "Pass the reducer in a trailing closure: 'Store(initialState: …) { Feature() }'"
    )
    public convenience init<R: Reducer>(
        initialState: @autoclosure () -> R.State,
        reducer: R,
        withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
    ) where R.State == State, R.Action == Action {
        self.init(initialState: initialState(), reducer: { reducer }, withDependencies: prepareDependencies)
    }
}

extension TestStore {
    /// TCA 0.x's test store initializer, taking the reducer as a value.
    ///
    /// ```swift
    /// let store = TestStore(initialState: Counter.State(), reducer: Counter())
    /// // now: TestStore(initialState: Counter.State()) { Counter() }
    /// ```
    ///
    /// - Parameters:
    ///   - initialState: The state to start from.
    ///   - reducer: The feature's reducer.
    ///   - prepareDependencies: Changes to the test dependencies, such as a ``TestClock``.
    ///   - fileID: The file ID of the source location failures are reported at when the store is
    ///     released with work left undone; the caller's.
    ///   - filePath: The file path of that location; the caller's.
    ///   - line: The line of that location; the caller's.
    ///   - column: The column of that location; the caller's.
    @available(
        *, deprecated,
        message: "Pass the reducer in a trailing closure: 'TestStore(initialState: …) { Feature() }'"
    )
    public convenience init<R: Reducer>(
        initialState: @autoclosure () -> R.State,
        reducer: R,
        withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) where R.State == State, R.Action == Action {
        self.init(
            initialState: initialState(), reducer: { reducer }, withDependencies: prepareDependencies,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
