import Testing

@testable import WireframeStore

@MainActor
@Suite struct UnimplementedClockTests {
    @Test func aTestThatSleepsOnTheDefaultClockIsToldToSetOne() async {
        // `sleep(for:)` reads `now` to find its deadline, so both are reported.
        await expectIssues(["Unimplemented: ContinuousClock.now", "Unimplemented: ContinuousClock.sleep"]) {
            @Dependency(\.continuousClock) var clock
            try? await clock.sleep(for: .seconds(3))
        }
        await expectIssues(["Unimplemented: SuspendingClock.now"]) {
            @Dependency(\.suspendingClock) var clock
            _ = clock.now
        }
    }

    @Test func afterReportingItSleepsAtOnceAndMovesItsTime() async throws {
        let clock = UnimplementedClock(name: "Timer")
        await expectIssues(["Unimplemented: Timer.now", "Unimplemented: Timer.sleep", "Unimplemented: Timer.now"]) {
            let start = clock.now
            try? await clock.sleep(until: start.advanced(by: .seconds(5)))
            #expect(start.duration(to: clock.now) == .seconds(5))
        }
    }

    @Test func aClockTheTestSetsReportsNothing() async throws {
        let clock = TestClock()
        try await withDependencies {
            $0.continuousClock = clock
        } operation: {
            @Dependency(\.continuousClock) var continuousClock
            async let slept: Void = continuousClock.sleep(for: .seconds(1))
            await clock.advance(by: .seconds(1))
            try await slept
        }
    }
}
