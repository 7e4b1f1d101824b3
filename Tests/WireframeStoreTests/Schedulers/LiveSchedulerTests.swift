#if !canImport(Combine)
    import Foundation
    import Testing

    @testable import WireframeStore

    /// The live schedulers, with nothing that waits on time: actions due now.
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

        @Test func aSleepDueNowOnADispatchQueueReturns() async throws {
            let queue = DispatchQueue(label: "LiveSchedulerTests").eraseToAnyScheduler()
            let start = queue.now
            try await queue.sleep(for: .zero)
            #expect(queue.now >= start)
        }

        @Test func theLiveMainQueueAndRunLoopTellTheRealTime() {
            let live = DependencyValues(context: .live)
            let before = DispatchTime.now()
            #expect(live.mainQueue.now.dispatchTime >= before)
            #expect(live.mainRunLoop.now.date.timeIntervalSince1970 > 0)
        }
    }
#endif
