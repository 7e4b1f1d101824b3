#if !canImport(Combine)
    import Foundation
    import Testing

    @testable import WireframeStore

    /// Waits, without moving the scheduler's time, until `count` actions are scheduled on it;
    /// records an issue after 10,000 yields rather than hang.
    @MainActor
    private func waitUntilScheduled(_ count: Int, on scheduler: TestSchedulerOf<DispatchQueue>) async {
        var yields = 0
        while scheduler.scheduledCount < count, yields < 10_000 {
            await Task.yield()
            yields += 1
        }
        #expect(scheduler.scheduledCount >= count, "\(count) actions were never scheduled")
    }

    @MainActor
    @Suite struct TestSchedulerTests {
        @Test func aSleeperWakesOnlyWhenTimeReachesItsDeadline() async throws {
            let scheduler = DispatchQueue.test
            let start = scheduler.now
            let woke = LockIsolated(false)
            let sleeper = Task {
                try await scheduler.sleep(for: 1)
                woke.setValue(true)
            }
            await waitUntilScheduled(1, on: scheduler)
            await scheduler.advance(by: .milliseconds(999))
            #expect(woke.value == false)
            await scheduler.advance(by: .milliseconds(1))
            try await sleeper.value
            #expect(woke.value)
            #expect(start.distance(to: scheduler.now) == .seconds(1))
        }

        @Test func aZeroSleepWaitsForTheNextAdvance() async throws {
            let scheduler = DispatchQueue.test
            let woke = LockIsolated(false)
            let sleeper = Task {
                try await scheduler.sleep(for: .zero)
                woke.setValue(true)
            }
            await waitUntilScheduled(1, on: scheduler)
            #expect(woke.value == false)
            await scheduler.advance()
            try await sleeper.value
            #expect(woke.value)
        }

        @Test func sleepUntilWakesAtTheDeadline() async throws {
            let scheduler = DispatchQueue.test
            let deadline = scheduler.now.advanced(by: .seconds(3))
            let sleeper = Task { try await scheduler.sleep(until: deadline) }
            await waitUntilScheduled(1, on: scheduler)
            await scheduler.advance(to: deadline)
            try await sleeper.value
            #expect(scheduler.now == deadline)
        }

        @Test func aCancelledSleepThrowsAndLeavesNothingScheduled() async {
            let scheduler = DispatchQueue.test
            let sleeper = Task { try await scheduler.sleep(for: .seconds(5)) }
            await waitUntilScheduled(1, on: scheduler)
            sleeper.cancel()
            await #expect(throws: CancellationError.self) { try await sleeper.value }
            #expect(scheduler.scheduledCount == 0)
            let before = scheduler.now
            await scheduler.run()
            #expect(scheduler.now == before)
        }

        @Test func aTimerTicksOncePerIntervalWithTheTimeOfEachTick() async {
            let scheduler = RunLoop.test
            let start = scheduler.now
            let ticks = Task {
                var times: [RunLoop.SchedulerTimeType] = []
                for await time in scheduler.timer(interval: .seconds(1)) {
                    times.append(time)
                    if times.count == 3 { break }
                }
                return times
            }
            while scheduler.scheduledCount < 1 { await Task.yield() }
            await scheduler.advance(by: 3)
            #expect(await ticks.value == [1, 2, 3].map { start.advanced(by: .seconds($0)) })
            #expect(scheduler.scheduledCount == 0)
        }

        @Test func actionsRunInTimeOrderThenInTheOrderTheyWereScheduled() {
            let scheduler = DispatchQueue.test
            let order = LockIsolated<[String]>([])
            let now = scheduler.now
            scheduler.schedule(after: now.advanced(by: 2)) { order.withValue { $0.append("b at 2") } }
            scheduler.schedule(after: now.advanced(by: 1)) { order.withValue { $0.append("a at 1") } }
            scheduler.schedule(after: now.advanced(by: 2)) { order.withValue { $0.append("c at 2") } }
            scheduler.schedule { order.withValue { $0.append("now") } }
            #expect(order.value.isEmpty)
            scheduler.advance(by: 1)
            #expect(order.value == ["now", "a at 1"])
            scheduler.run()
            #expect(order.value == ["now", "a at 1", "b at 2", "c at 2"])
            #expect(now.distance(to: scheduler.now) == 2)
        }

        @Test func aRepeatingActionStopsWhenCancelled() {
            let scheduler = DispatchQueue.test
            let count = LockIsolated(0)
            let repeating = scheduler.schedule(after: scheduler.now, interval: .milliseconds(500)) {
                count.withValue { $0 += 1 }
            }
            scheduler.advance(by: 1)
            #expect(count.value == 3)
            repeating.cancel()
            scheduler.advance(by: 10)
            #expect(count.value == 3)
        }

        @Test func aNonPositiveIntervalReportsAnIssueAndRunsOnce() async {
            let scheduler = DispatchQueue.test
            let count = LockIsolated(0)
            var once: (any Cancellable)?
            await expectIssue(startingWith: "A scheduler cannot repeat an action every") {
                once = scheduler.schedule(after: scheduler.now, interval: .zero) { count.withValue { $0 += 1 } }
            }
            await scheduler.advance(by: 5)
            #expect(count.value == 1)
            withExtendedLifetime(once) {}
        }

        @Test func measureTellsTheSchedulersTimeTheWorkTook() {
            let scheduler = DispatchQueue.test
            #expect(scheduler.measure { scheduler.advance(by: .milliseconds(1_500)) } == .seconds(1.5))
        }
    }

    @Suite struct SchedulerStrideTests {
        @Test func numberLiteralsAreSeconds() {
            typealias Stride = DispatchQueue.SchedulerTimeType.Stride
            #expect(Stride(integerLiteral: 1) == .seconds(1))
            #expect((0.25 as Stride) == .milliseconds(250))
            #expect(Stride.seconds(1) == .microseconds(1_000_000))
            #expect(Stride.seconds(1).magnitude == 1_000_000_000)
            #expect((1 as RunLoop.SchedulerTimeType.Stride) == .milliseconds(1_000))
            #expect(RunLoop.SchedulerTimeType.Stride.nanoseconds(500_000_000).timeInterval == 0.5)
        }

        @Test func extremeStridesSaturateInsteadOfTrapping() {
            typealias Stride = DispatchQueue.SchedulerTimeType.Stride
            #expect(Stride.seconds(Int.max).magnitude == Int.max)
            #expect(Stride.seconds(-Double.infinity).magnitude == Int.min)
            #expect(Stride.seconds(Double.nan) == .zero)
            #expect((Stride.seconds(Int.max) + .seconds(Int.max)).magnitude == Int.max)
            #expect((Stride.zero - .nanoseconds(Int.min)).magnitude == Int.max)
            #expect((Stride.nanoseconds(Int.min) - .nanoseconds(1)).magnitude == Int.min)
            let start = DispatchQueue.test.now
            #expect(start.advanced(by: .seconds(Int.max)).advanced(by: .seconds(Int.max)).dispatchTime.uptimeNanoseconds == .max)
            #expect(start.advanced(by: .seconds(-5)).dispatchTime.uptimeNanoseconds == 1)
            #expect(RunLoop.SchedulerTimeType.Stride(.nan) == .zero)
        }
    }

    @MainActor
    @Suite struct ImmediateAndUnimplementedSchedulerTests {
        @Test func anImmediateSchedulerRunsEverythingAtOnce() async throws {
            let scheduler = DispatchQueue.immediate
            try await scheduler.sleep(for: .seconds(60))
            var ticks = 0
            for await _ in scheduler.timer(interval: 1) {
                ticks += 1
                break
            }
            #expect(ticks == 1)
        }

        @Test func anUnimplementedSchedulerReportsEachUseAndGoesOn() async throws {
            let scheduler = AnySchedulerOf<DispatchQueue>.unimplemented("Feature.mainQueue")
            await expectIssues([
                "Feature.mainQueue - An unimplemented scheduler was asked for the time.",
                "Feature.mainQueue - An unimplemented scheduler was asked to run an action repeatedly.",
            ]) {
                try? await scheduler.sleep(for: 1)
            }
        }

        @Test func theMainQueuesTestValueReportsWhenUsed() async {
            let mainQueue = withDependencies {
                $0 = DependencyValues(context: .test)
            } operation: {
                DependencyValues.current.mainQueue
            }
            await expectIssues([#"@Dependency(\.mainQueue) - An unimplemented scheduler was asked to run an action now."#]) {
                mainQueue.schedule {}
            }
        }

        @Test func aTestSchedulerStandsInForTheMainQueue() async throws {
            let scheduler = DispatchQueue.test
            let mainQueue = withDependencies {
                $0.mainQueue = scheduler.eraseToAnyScheduler()
            } operation: {
                DependencyValues.current.mainQueue
            }
            let start = scheduler.now
            #expect(mainQueue.now == start)
            let sleeper = Task { try await mainQueue.sleep(for: .seconds(2)) }
            while scheduler.scheduledCount < 1 { await Task.yield() }
            await scheduler.advance(by: 2)
            try await sleeper.value
            #expect(start.distance(to: mainQueue.now) == .seconds(2))
        }
    }
#endif
