#if !canImport(Combine)
    import Foundation
    import Testing

    @testable import WireframeStore

    /// The live schedulers, with nothing that waits on time: actions due now. The time limits
    /// only turn a hang into a failure, and are generous: while any test store in the process
    /// uses the main serial executor, every task of the suite runs on the main queue.
    @Suite struct LiveSchedulerTests {
        @Test func aDispatchQueueRunsAnActionOnItself() async {
            let queue = DispatchQueue(label: "LiveSchedulerTests")
            let key = DispatchSpecificKey<Bool>()
            queue.setSpecific(key: key, value: true)
            let ranOnQueue = await withCheckedContinuation { continuation in
                queue.schedule { continuation.resume(returning: DispatchQueue.getSpecific(key: key) == true) }
            }
            #expect(ranOnQueue)
        }

        @Test(.timeLimit(.minutes(5))) func aSleepDueNowOnADispatchQueueReturns() async throws {
            let queue = DispatchQueue(label: "LiveSchedulerTests").eraseToAnyScheduler()
            // Returning at all is the test: a live sleep due now must not wait for anything else.
            try await queue.sleep(for: .zero)
        }

        @Test(.timeLimit(.minutes(5))) func theMainRunLoopRunsWhatIsScheduledOnIt() async throws {
            // Nothing runs the main run loop here: its actions go to the main dispatch queue.
            try await RunLoop.main.sleep(for: .zero)
            let ticks = RunLoop.main.timer(interval: .milliseconds(1))
            var count = 0
            for await _ in ticks {
                count += 1
                if count == 2 { break }
            }
            #expect(count == 2)
        }

        @Test func theLiveMainQueueAndRunLoopTellTheRealTime() {
            let live = DependencyValues(context: .live)
            // A test scheduler would start at time zero; the live ones read the clocks.
            let before = DispatchTime.now()
            let beforeDate = Date()
            #expect(live.mainQueue.now.dispatchTime >= before)
            #expect(live.mainRunLoop.now.date >= beforeDate)
        }
    }
#endif
