/// Reads a dependency from the current ``DependencyValues``.
///
/// ```swift
/// struct Counter: Reducer {
///     @Dependency(\.continuousClock) var clock
///     …
///     return .run { [clock] send in
///         try await clock.sleep(for: .seconds(1))
///         await send(.tapped)
///     }
/// }
/// ```
///
/// The value is read when the property is used, so a reducer sees the dependencies of the store
/// that runs it.
@propertyWrapper
public struct Dependency<Value>: Sendable {
    private let keyPath: KeyPath<DependencyValues, Value> & Sendable

    /// Creates a reader for the dependency at `keyPath`.
    public init(_ keyPath: KeyPath<DependencyValues, Value> & Sendable) {
        self.keyPath = keyPath
    }

    /// The dependency's current value.
    public var wrappedValue: Value {
        DependencyValues.current[keyPath: keyPath]
    }
}
