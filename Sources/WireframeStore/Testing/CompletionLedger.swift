import Foundation

/// What a ``TestStore`` still has to account for: received actions not yet asserted and effects
/// still running, kept where its deinitializer can read it from any thread.
final class CompletionLedger: @unchecked Sendable {
    private let lock = NSLock()
    private var unhandledActions: [String] = []
    private var runningEffects: [Int: (origin: String, location: SourceLocationInfo?)] = [:]
    private var sendLocation: SourceLocationInfo?
    private var actionsChecked = false
    private var exhaustive = true

    /// Whether `finish()` has checked the received actions, so that the end of the test does not
    /// report them again.
    var areActionsChecked: Bool {
        get { lock.withLock { actionsChecked } }
        set { lock.withLock { actionsChecked = newValue } }
    }

    var isExhaustive: Bool {
        get { lock.withLock { exhaustive } }
        set { lock.withLock { exhaustive = newValue } }
    }

    func setUnhandledActions(_ actions: [String]) {
        lock.withLock { unhandledActions = actions }
    }

    /// Where the test's latest `send` was made; effects started from now on are attributed to it.
    var currentSendLocation: SourceLocationInfo? {
        get { lock.withLock { sendLocation } }
        set { lock.withLock { sendLocation = newValue } }
    }

    func effectStarted(token: Int, origin: String) {
        lock.withLock { runningEffects[token] = (origin, sendLocation) }
    }

    func effectFinished(token: Int) {
        _ = lock.withLock { runningEffects.removeValue(forKey: token) }
    }

    /// The failure for the received actions not asserted, worded as TCA's, if the store is
    /// exhaustive and there are some.
    func unhandledActionsFailure() -> String? {
        let (actions, isExhaustive) = lock.withLock { (unhandledActions, exhaustive) }
        guard isExhaustive, !actions.isEmpty else { return nil }
        return """
            The store received \(actions.count) unexpected \(actions.count == 1 ? "action" : "actions").

              Unhandled actions:
            \(actions.map { "    " + $0 }.joined(separator: "\n"))

            Assert them with "receive", skip them with "skipReceivedActions()", or make the store \
            non-exhaustive with "exhaustivity = .off".
            """
    }

    /// The failures for the effects still running, if the store is exhaustive: each worded as
    /// TCA's, with the location of the `send` that started the effect, or `nil` for one started
    /// elsewhere.
    func runningEffectFailures() -> [(message: String, location: SourceLocationInfo?)] {
        let (effects, isExhaustive) = lock.withLock { (runningEffects, exhaustive) }
        guard isExhaustive else { return [] }
        return effects.sorted { $0.key < $1.key }.map { _, effect in
            (
                """
                An effect returned for this action is still running. It must complete before the end \
                of the test.

                  Action: \(effect.origin)

                Advance the test clock until the effect finishes, cancel it, or call \
                "skipInFlightEffects()".
                """, effect.location
            )
        }
    }
}
