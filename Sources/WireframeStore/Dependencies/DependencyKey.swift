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

    /// The value used under a `TestStore`.
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

    /// The value used under a `TestStore`; the live value unless a key provides one.
    static var testValue: Value { get }
}

extension DependencyKey {
    /// The live value.
    public static var testValue: Value { liveValue }
}
