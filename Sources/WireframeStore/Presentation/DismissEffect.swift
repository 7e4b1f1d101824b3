/// Closes the presented feature (or pops the stack element) whose effect calls it.
///
/// ```swift
/// struct Banner: Reducer {
///     @Dependency(\.dismiss) var dismiss
///     …
///     case .closeButtonTapped:
///         return .run { [dismiss] _ in await dismiss() }
/// }
/// ```
///
/// The parent receives `.dismiss` (or `.popFrom(id:)` for a stack element) as an ordinary action,
/// so a test reads `await store.receive(.banner(.dismiss)) { $0.banner = nil }`. Called from an
/// effect of a feature that is not presented, it reports a runtime warning and does nothing.
public struct DismissEffect: Sendable {
    @TaskLocal static var presentation: (@Sendable () async -> Void)?

    /// What the dismissal calls when no presenter is bound: a test's or preview's own, if any.
    let dismiss: (@Sendable () async -> Void)?

    /// A dismissal that closes the feature whose effect calls it.
    public init() {
        self.dismiss = nil
    }

    /// A dismissal that calls `dismiss`, for tests and previews.
    public init(_ dismiss: @escaping @Sendable () async -> Void) {
        self.dismiss = dismiss
    }

    /// Closes the presenting feature.
    public func callAsFunction(fileID: StaticString = #fileID, line: UInt = #line) async {
        // A presented feature is dismissed by its presenter, whatever the root was given.
        if let presentation = Self.presentation {
            await presentation()
        } else if let dismiss {
            await dismiss()
        } else {
            RuntimeWarning.report(
                """
                A reducer requested dismissal at "\(fileID):\(line)", but couldn't be dismissed.

                "dismiss" was called from an effect of a feature that is not presented. Present the \
                feature with "ifLet(\\.$child, action:)" or "forEach(\\.path, action:)" so that it can \
                dismiss itself.
                """)
        }
    }

    /// Wraps the work of every `.run` in `effect` so that `dismiss()` inside it calls `dismissal`.
    @usableFromInline
    static func bind<Action>(
        _ effect: Effect<Action>,
        to dismissal: @escaping @Sendable (Send<Action>) async -> Void
    ) -> Effect<Action> {
        effect.mapRuns { run, send in
            try await $presentation.withValue({ await dismissal(send) }) { try await run() }
        }
    }
}

extension DependencyValues {
    /// Closes the presented feature whose effect calls it; see ``DismissEffect``.
    public var dismiss: DismissEffect {
        get { self[DismissEffectKey.self] }
        set { self[DismissEffectKey.self] = newValue }
    }
}

private enum DismissEffectKey: DependencyKey {
    static let liveValue = DismissEffect()
    static let testValue = DismissEffect()
}
