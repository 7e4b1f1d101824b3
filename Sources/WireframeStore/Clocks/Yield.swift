/// Gives tasks started elsewhere a chance to reach their next suspension point.
enum Yield {
    /// Hops through the global executor a number of times at low priority, so that tasks already
    /// enqueued run first.
    static func letOtherTasksRun(rounds: Int = 20) async {
        for _ in 0..<rounds {
            await Task<Void, Never>.detached(priority: .background) { await Task.yield() }.value
        }
    }

    /// Lets other tasks run, then, unless every task runs on the main serial executor (where
    /// those enqueued have run by then), gives threads busy elsewhere a moment to reach the
    /// executor.
    ///
    /// Used before a test clock moves time, so that effects started just before have begun
    /// sleeping on it even when the machine is loaded.
    static func letStartedTasksSettle() async {
        await letOtherTasksRun()
        guard !MainSerialExecutor.isInUse else { return }
        try? await Task.sleep(nanoseconds: 1_000_000)
        await letOtherTasksRun()
    }
}
