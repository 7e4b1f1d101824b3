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
