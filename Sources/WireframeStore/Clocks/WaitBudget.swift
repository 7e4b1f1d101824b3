/// The time a test's waiting loop may still spend, counted in the time the loop was able to
/// look, not in the wall clock's.
///
/// A test that waits for an effect polls: it sleeps a millisecond, looks, and sleeps again. On a
/// machine where every core is busy, or where other tests hold the main actor, a wake-up can come
/// seconds late, and the effect it waits for was just as stalled. Counting those seconds would
/// fail a test for the machine's load. A budget counts each look as the time since the last one,
/// but at most 20 ms; on an idle machine that is the wall clock's time, and a
/// wait that never succeeds still ends after about `timeout` of looking.
///
/// ```swift
/// var budget = WaitBudget(timeout: .seconds(1))
/// while !isDone, budget.spend() {
///     try? await Task.sleep(for: .milliseconds(1))
/// }
/// ```
struct WaitBudget<C: Clock<Duration>> {
    private let clock: C
    private var remaining: Duration
    private var lastLook: C.Instant

    /// A budget of `timeout` of `clock`'s time, starting now.
    init(timeout: Duration, clock: C) {
        self.clock = clock
        remaining = timeout
        lastLook = clock.now
    }

    /// Counts the time since the last look, capped; returns whether any of the budget is left.
    mutating func spend() -> Bool {
        let now = clock.now
        remaining -= min(lastLook.duration(to: now), waitBudgetLongestCountedPause)
        lastLook = now
        return remaining > .zero
    }
}

extension WaitBudget where C == ContinuousClock {
    /// A budget of `timeout` of real time, starting now.
    init(timeout: Duration) {
        self.init(timeout: timeout, clock: ContinuousClock())
    }

    /// Looks at `isDone`, on the main actor, until it holds or `timeout` of looking is spent;
    /// returns whether it held. The first looks only let the tasks already enqueued run (an
    /// effect that is about to finish, above all on the main serial executor), the later ones
    /// come every millisecond.
    @MainActor
    @discardableResult
    static func poll(timeout: Duration, until isDone: () -> Bool) async -> Bool {
        var budget = WaitBudget(timeout: timeout)
        var looks = 0
        while !isDone() {
            guard budget.spend() else { return false }
            looks += 1
            if looks <= waitBudgetYieldingLooks {
                await Yield.letOtherTasksRun(rounds: 1)
            } else {
                try? await Task.sleep(for: .milliseconds(1))
            }
        }
        return true
    }
}

/// How many looks of ``WaitBudget/poll(timeout:until:)`` only let other tasks run before it
/// starts sleeping between looks.
let waitBudgetYieldingLooks = 8

/// The most one look of a ``WaitBudget`` counts for, however late it came.
let waitBudgetLongestCountedPause: Duration = .milliseconds(20)
