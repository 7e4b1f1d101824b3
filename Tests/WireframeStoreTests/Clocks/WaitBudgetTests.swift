import Testing

@testable import WireframeStore

@Suite struct WaitBudgetTests {
    private func spend<C>(_ budget: inout WaitBudget<C>) -> Bool { budget.spend() }

    @Test func looksOnTimeSpendTheTimeBetweenThem() async {
        let clock = TestClock()
        var budget = WaitBudget(timeout: .milliseconds(10), clock: clock)
        await clock.advance(by: .milliseconds(6))
        #expect(spend(&budget))
        await clock.advance(by: .milliseconds(4))
        #expect(!spend(&budget))
    }

    @Test func aLateLookCountsForTwentyMillisecondsAtMost() async {
        let clock = TestClock()
        var budget = WaitBudget(timeout: .milliseconds(50), clock: clock)
        await clock.advance(by: .seconds(30))
        #expect(spend(&budget))
        await clock.advance(by: .seconds(30))
        #expect(spend(&budget))
        await clock.advance(by: .seconds(30))
        #expect(!spend(&budget))
    }

    @Test func aWaitThatNeverSucceedsStillEnds() async {
        var budget = WaitBudget(timeout: .milliseconds(30))
        var looks = 0
        while budget.spend() {
            looks += 1
            try? await Task.sleep(for: .milliseconds(1))
        }
        #expect(looks >= 2)
    }
}
