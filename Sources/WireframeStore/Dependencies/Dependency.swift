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
    private let location: SourceLocationInfo

    /// Creates a reader for the dependency at `keyPath`.
    ///
    /// - Parameters:
    ///   - keyPath: The dependency's property of ``DependencyValues``.
    ///   - fileID: The file ID of the location an issue about the dependency is reported at (a
    ///     test reading a dependency that has no test value); the declaration's.
    ///   - filePath: The file path of that location.
    ///   - line: The line of that location.
    ///   - column: The column of that location.
    public init(
        _ keyPath: KeyPath<DependencyValues, Value> & Sendable,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        self.keyPath = keyPath
        self.location = SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The dependency's current value.
    public var wrappedValue: Value {
        let values = DependencyValues.current
        guard values.context == .test else { return values[keyPath: keyPath] }
        return DependencyValues.$readLocation.withValue(location) { values[keyPath: keyPath] }
    }
}
