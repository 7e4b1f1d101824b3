/// The context of a state change — chiefly the animation it runs with — as SwiftUI's
/// `Transaction`.
///
/// A picture has no time to animate in, so every change is drawn at once whatever its
/// transaction says; transactions are kept so that code that builds and reads them compiles and
/// runs.
///
/// ```swift
/// var transaction = Transaction(animation: .easeIn)
/// transaction.disablesAnimations = true
/// withTransaction(transaction) { isExpanded = true }
/// ```
public struct Transaction: Sendable {
    /// The animation the change runs with, or `nil` for none.
    public var animation: Animation?
    /// Whether animations of the views the change reaches are turned off.
    public var disablesAnimations = false
    /// Whether the change is one of a continuous series, such as a drag's.
    public var isContinuous = false

    /// A transaction with no animation.
    public init() {}

    /// A transaction that runs with `animation`.
    public init(animation: Animation?) {
        self.animation = animation
    }
}

/// Runs `body` as a change with `transaction`; the change is drawn at once.
///
/// ```swift
/// withTransaction(Transaction(animation: nil)) { selection = item }
/// ```
///
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body` as a change whose transaction has `value` at `keyPath`; the change is drawn at
/// once.
///
/// ```swift
/// withTransaction(\.disablesAnimations, true) { offset = 0 }
/// ```
///
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
public func withTransaction<Result, Value>(
    _ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value, _ body: () throws -> Result
) rethrows -> Result {
    try body()
}

extension View {
    /// Changes the transaction of the changes that reach the view; the view is drawn as it is,
    /// since nothing animates in a still picture.
    ///
    /// ```swift
    /// Text(title).transaction { $0.animation = nil }
    /// ```
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }

    /// Changes the transaction of the changes that reach the view when `value` changes; the view
    /// is drawn as it is.
    ///
    /// ```swift
    /// Text(title).transaction(value: title) { $0.animation = .default }
    /// ```
    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        self
    }
}

extension Binding {
    /// A binding whose setter also receives the transaction of the change, as SwiftUI's: here
    /// always a transaction with no animation, since a picture is drawn at once.
    ///
    /// ```swift
    /// Binding(get: { isFocused }, set: { newValue, transaction in withTransaction(transaction) { isFocused = newValue } })
    /// ```
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.init(get: get, set: { set($0, Transaction()) })
    }

    /// The binding, its changes made with `transaction`: the value is set at once.
    ///
    /// ```swift
    /// Toggle("Details", isOn: $showsDetails.transaction(Transaction(animation: .easeIn)))
    /// ```
    public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
}
