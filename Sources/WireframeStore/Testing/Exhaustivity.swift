/// How much a ``TestStore`` requires a test to assert.
///
/// ```swift
/// store.exhaustivity = .off
/// await store.send(.login) { $0.isLoading = true }   // other changes are not checked
/// ```
public struct Exhaustivity: Hashable, Sendable {
    /// Whether everything must be asserted.
    let isExhaustive: Bool
    /// Whether what a non-exhaustive store lets pass is written out, as TCA's
    /// `.off(showSkippedAssertions: true)`.
    let showsSkippedAssertions: Bool

    /// Every state change, every received action and every effect must be asserted (default).
    public static let on = Exhaustivity(isExhaustive: true, showsSkippedAssertions: false)

    /// Only what the test asserts is checked: state closures assert the properties they set,
    /// `receive` skips other actions, and nothing is required at the end.
    public static let off = Exhaustivity.off(showSkippedAssertions: false)

    /// Only what the test asserts is checked; with `showSkippedAssertions`, what was let pass — a
    /// state change the closure did not assert at a `send`, an action `receive` skipped — is
    /// written to standard error as a runtime warning, where TCA shows it as a known issue.
    ///
    /// ```swift
    /// store.exhaustivity = .off(showSkippedAssertions: true)
    /// ```
    public static func off(showSkippedAssertions: Bool) -> Exhaustivity {
        Exhaustivity(isExhaustive: false, showsSkippedAssertions: showSkippedAssertions)
    }
}
