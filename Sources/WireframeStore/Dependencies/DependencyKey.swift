/// A key for a value in ``DependencyValues`` with the value used in tests (and previews), as
/// swift-dependencies' `TestDependencyKey`: a client's interface module declares it, and
/// ``DependencyKey`` adds the live value.
///
/// ```swift
/// extension NumberFactClient: TestDependencyKey {
///     static let testValue = NumberFactClient()   // unimplemented endpoints
/// }
/// ```
///
/// A key with no live value gives its test value outside tests too. ``DependencyKey`` refines it,
/// so the interface module of a client can declare the test value and its live module the live
/// one.
public protocol TestDependencyKey<Value> {
    /// The type of the dependency.
    associatedtype Value: Sendable

    /// The value used whenever tests run.
    static var testValue: Value { get }

    /// The value used in previews; the test value unless a key provides one.
    static var previewValue: Value { get }
}

extension TestDependencyKey {
    /// The test value.
    public static var previewValue: Value { testValue }
}

/// A key for a value in ``DependencyValues``, with the value used by the app, in previews and in
/// tests; which one a read gives follows ``DependencyValues/context``.
///
/// ```swift
/// private enum APIClientKey: DependencyKey {
///     static let liveValue = APIClient.live
///     static let testValue = APIClient.mock
/// }
/// extension DependencyValues {
///     var apiClient: APIClient {
///         get { self[APIClientKey.self] }
///         set { self[APIClientKey.self] = newValue }
///     }
/// }
/// ```
public protocol DependencyKey<Value>: TestDependencyKey {
    /// The type of the dependency; the key itself when a client is its own key
    /// (`extension APIClient: DependencyKey`).
    associatedtype Value = Self

    /// The value used when the app runs. A key's test value, unless it provides one, is the
    /// live value with an issue reported; its preview value is the live value.
    static var liveValue: Value { get }
}

extension DependencyKey {
    /// The live value.
    public static var previewValue: Value { liveValue }

    /// The live value, after reporting that a test used it, as swift-dependencies does: a key
    /// without a test value of its own has "no test implementation", and a test that reads it
    /// without setting it fails.
    ///
    /// ```swift
    /// @Test func feature() {
    ///     @Dependency(\.apiClient) var apiClient
    ///     _ = apiClient   // Issue: @Dependency(\.apiClient) has no test implementation, but was
    ///                     // accessed from a test context: …
    /// }
    /// ```
    ///
    /// Setting the dependency (`$0.apiClient = .liveValue` for the live one) or giving the key a
    /// `testValue` silences it.
    public static var testValue: Value {
        if !DependencyValues.isSetting {
            let access = DependencyValues.testValueAccess ?? DependencyAccess(name: "", key: Self.self, value: Value.self)
            let here = SourceLocationInfo(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
            IssueDelivery.reportIssue(access.missingTestValueMessage, at: DependencyValues.readLocation ?? here)
        }
        return liveValue
    }
}

/// A read of a dependency, for the issue a key without a test value reports.
struct DependencyAccess: Sendable {
    /// The property that read the key: `date` for `\.date`.
    let name: String
    let key: Any.Type
    let value: Any.Type

    init(name: String, key: Any.Type, value: Any.Type) {
        self.name = name
        self.key = key
        self.value = value
    }

    private var isPropertyName: Bool {
        !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    var missingTestValueMessage: String {
        let dependency = isPropertyName ? "@Dependency(\\.\(name))" : "A dependency"
        let override = isPropertyName ? "'\(name)'" : "the dependency"
        return """
            \(dependency) has no test implementation, but was accessed from a test context:

              Key:
                \(String(describing: key))
              Value:
                \(String(describing: value))

            A dependency registered with a live value only is not used live in tests, where it \
            could reach the network, the disk or the clock. Set \(override) in the test: in \
            `withDependencies`, or in the `withDependencies` closure of a `TestStore`. Set it to \
            its live value to use that on purpose, or give the key a `testValue` for every test.
            """
    }
}
