import Testing
import WireframeStore

@Suite struct TestClockTests {
    @Test func sleepersWakeInDeadlineOrderWhenAdvanced() async {
        let clock = TestClock()
        let order = OrderLog()
        let late = Task {
            try await clock.sleep(for: .seconds(2))
            await order.append("late")
        }
        let early = Task {
            try await clock.sleep(for: .seconds(1))
            await order.append("early")
        }
        while clock.sleeperCount < 2 { await Task.yield() }
        await clock.advance(by: .seconds(2))
        _ = await (late.result, early.result)
        #expect(await order.entries == ["early", "late"])
        #expect(clock.now.offset == .seconds(2))
    }

    @Test func aSleepToTheClocksTimeWaitsForTheNextAdvance() async throws {
        let clock = TestClock()
        let sleeper = Task { try await clock.sleep(for: .zero) }
        for _ in 0..<10_000 where clock.sleeperCount == 0 { await Task.yield() }
        #expect(clock.sleeperCount == 1)
        await clock.advance(by: .zero)
        try await sleeper.value
        #expect(clock.sleeperCount == 0)
        // A deadline already passed returns at once.
        await clock.advance(by: .seconds(1))
        try await clock.sleep(until: clock.now.advanced(by: .seconds(-1)))
    }

    @Test func cancellingASleeperThrows() async {
        let clock = TestClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
        while clock.sleeperCount < 1 { await Task.yield() }
        sleeper.cancel()
        let result = await sleeper.result
        #expect(throws: CancellationError.self) { try result.get() }
    }

    @Test func runAdvancesUntilNoOneSleeps() async {
        let clock = TestClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(5)) }
        while clock.sleeperCount < 1 { await Task.yield() }
        await clock.run()
        #expect((try? await sleeper.value) != nil)
        #expect(clock.now.offset == .seconds(5))
    }

    @Test func immediateClockNeverWaits() async throws {
        let clock = ImmediateClock()
        try await clock.sleep(for: .seconds(60))
        #expect(clock.now.offset == .seconds(60))
    }
}

private actor OrderLog {
    var entries: [String] = []

    func append(_ entry: String) {
        entries.append(entry)
    }
}
