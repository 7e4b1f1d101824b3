/// When an animation counts as finished, for `withAnimation(_:completionCriteria:_:completion:)`,
/// as SwiftUI's `AnimationCompletionCriteria`.
///
/// ```swift
/// withAnimation(.bouncy, completionCriteria: .removed) { isShown = false } completion: { cleanUp() }
/// ```
public struct AnimationCompletionCriteria: Hashable, Sendable {
    private let name: String

    /// Finished when the animated value is at its end, even if the animation still runs.
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    /// Finished when the animation has stopped.
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Runs `body`, then `completion`: a picture has no time to animate in, so the change is drawn at
/// once and the animation is finished as soon as it starts.
///
/// ```swift
/// withAnimation { isExpanded = true } completion: { store.send(.expanded) }
/// ```
///
/// - Returns: What `body` returns.
/// - Throws: What `body` throws (then `completion` does not run).
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    let result = try body()
    completion()
    return result
}
