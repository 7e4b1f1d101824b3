/// How much a ``TestStore`` requires a test to assert.
///
/// ```swift
/// store.exhaustivity = .off
/// await store.send(.login) { $0.isLoading = true }   // other changes are not checked
/// ```
public struct Exhaustivity: Hashable, Sendable {
    private let isExhaustive: Bool

    /// Every state change, every received action and every effect must be asserted (default).
    public static let on = Exhaustivity(isExhaustive: true)

    /// Only what the test asserts is checked: state closures assert the properties they set,
    /// `receive` skips other actions, and nothing is required at the end.
    public static let off = Exhaustivity(isExhaustive: false)
}
