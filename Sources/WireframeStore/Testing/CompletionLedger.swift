import Foundation

/// What a ``TestStore`` still has to account for: received actions not yet asserted and effects
/// still running, kept where its deinitializer can read it from any thread.
final class CompletionLedger: @unchecked Sendable {
    private let lock = NSLock()
    private var unhandledActions: [String] = []
    private var runningEffects: [Int: String] = [:]
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

    func effectStarted(token: Int, origin: String) {
        lock.withLock { runningEffects[token] = origin }
    }

    func effectFinished(token: Int) {
        _ = lock.withLock { runningEffects.removeValue(forKey: token) }
    }

    /// The failures to report at the end of the test, if it is exhaustive.
    func failures() -> [String] {
        lock.lock()
        let actions = unhandledActions
        let effects = runningEffects
        let isExhaustive = exhaustive
        lock.unlock()
        guard isExhaustive else { return [] }
        var failures: [String] = []
        if !actions.isEmpty {
            failures.append(
                """
                The store received \(actions.count) unexpected \(actions.count == 1 ? "action" : "actions") \
                by the end of this test: …

                Unhandled actions:
                \(actions.map { "  " + $0 }.joined(separator: "\n"))
                """)
        }
        for origin in effects.values.sorted() {
            failures.append(
                """
                An effect returned for this action is still running. It must complete before the end \
                of the test. …

                  Action: \(origin)

                Advance the test clock until the effect finishes, cancel it, or call \
                "skipInFlightEffects()".
                """)
        }
        return failures
    }
}
