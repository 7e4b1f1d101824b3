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
/// A key with no live value gives its test value outside tests too. A type that is both a
/// ``DependencyKey`` and a `TestDependencyKey` (the interface and live modules of a client) is
/// read as a ``DependencyKey``.
public protocol TestDependencyKey {
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

/// A key for a value in ``DependencyValues``, with the value used by the app and in tests.
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
public protocol DependencyKey {
    /// The type of the dependency.
    associatedtype Value: Sendable

    /// The value used when the app runs.
    static var liveValue: Value { get }

    /// The value used whenever tests run; unless a key provides one, the live value, with an
    /// issue reported.
    static var testValue: Value { get }
}

extension DependencyKey {
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
            FailureReporter.reportIssue(access.missingTestValueMessage, at: DependencyValues.readLocation ?? here)
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
