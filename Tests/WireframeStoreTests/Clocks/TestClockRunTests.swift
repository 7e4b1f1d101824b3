import Testing
import WireframeStore

@Suite struct TestClockRunTests {
    @Test func runWakesEverySleeperInTurn() async {
        let clock = TestClock()
        let sleeper = Task {
            try await clock.sleep(for: .seconds(1))
            try await clock.sleep(for: .seconds(2))
        }
        while clock.sleeperCount < 1 { await Task.yield() }
        await clock.run(timeout: .seconds(5))
        #expect((try? await sleeper.value) != nil)
        #expect(clock.now.offset == .seconds(3))
    }

    @MainActor
    @Test func runReportsSleepsStillPendingAfterTheTimeout() async {
        let clock = TestClock()
        let early = Task { try await clock.sleep(for: .seconds(1)) }
        let late = Task { try await clock.sleep(for: .seconds(2)) }
        while clock.sleeperCount < 2 { await Task.yield() }
        await expectIssues(["Expected all sleeps to finish, but some are still pending after 0.0 seconds."]) {
            await clock.run(timeout: .zero)
        }
        #expect(clock.now.offset == .seconds(1))
        #expect((try? await early.value) != nil)
        late.cancel()
    }

    @Test func runWithALimitLeavesLaterSleepersAsleep() async {
        let clock = TestClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(10)) }
        while clock.sleeperCount < 1 { await Task.yield() }
        await clock.run(limit: .seconds(3))
        #expect(clock.now.offset == .seconds(3))
        #expect(clock.sleeperCount == 1)
        sleeper.cancel()
    }
}
