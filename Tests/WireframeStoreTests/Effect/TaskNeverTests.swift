import Testing
import WireframeStore

@Suite struct TaskNeverTests {
    @Test func throwsCancellationErrorOnceCancelled() async {
        let task = Task { try await Task.never() }
        task.cancel()
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
    }

    @Test func staysSuspendedUntilCancelled() async {
        let started = Task { try await Task.never() }
        for _ in 0..<100 { await Task.yield() }
        #expect(!started.isCancelled)
        started.cancel()
        _ = await started.result
    }
}
