import Foundation

/// What a ``TestStore`` still has to account for: received actions not yet asserted and effects
/// still running, kept where its deinitializer can read it from any thread.
final class CompletionLedger: @unchecked Sendable {
    private let lock = NSLock()
    private var unhandledActions: [String] = []
    private var runningEffects: [Int: (origin: String, location: SourceLocationInfo?)] = [:]
    private var sendLocation: SourceLocationInfo?
    private var finished = false
    private var exhaustive = true

    var isFinished: Bool {
        get { lock.withLock { finished } }
        set { lock.withLock { finished = newValue } }
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

    /// The failures to report at the end of the test, if it is exhaustive: each with the
    /// location of the `send` whose effect is still running, or `nil` to report it at the end.
    func failures() -> [(message: String, location: SourceLocationInfo?)] {
        lock.lock()
        let actions = unhandledActions
        let effects = runningEffects
        let isExhaustive = exhaustive
        lock.unlock()
        guard isExhaustive else { return [] }
        var failures: [(message: String, location: SourceLocationInfo?)] = []
        if !actions.isEmpty {
            failures.append(
                (
                    """
                    The store received \(actions.count) unexpected \(actions.count == 1 ? "action" : "actions") \
                    by the end of this test: …

                    Unhandled actions:
                    \(actions.map { "  " + $0 }.joined(separator: "\n"))
                    """, nil
                ))
        }
        for (_, effect) in effects.sorted(by: { $0.key < $1.key }) {
            failures.append(
                (
                    """
                    An effect returned for this action is still running. It must complete before the end \
                    of the test. …

                      Action: \(effect.origin)

                    Advance the test clock until the effect finishes, cancel it, or call \
                    "skipInFlightEffects()".
                    """, effect.location
                ))
        }
        return failures
    }
}
