import Testing
import WireframeStore

@Suite struct ConcurrencyExtrasTests {
    @Test func anyHashableSendableComparesTheWrappedValuesAndTheirTypes() {
        #expect(AnyHashableSendable(1) == AnyHashableSendable(1))
        #expect(AnyHashableSendable(1) != AnyHashableSendable(2))
        #expect(AnyHashableSendable(1) != AnyHashableSendable("1"))
        #expect(AnyHashableSendable(AnyHashableSendable(1)) == 1)
        #expect(Set<AnyHashableSendable>([1, 1, "1", true]).count == 3)
        #expect(AnyHashableSendable("id").description == "id")
    }

    @Test func aFinishedStreamEndsWithoutAnElement() async throws {
        var count = 0
        for await _ in AsyncStream<Int>.finished { count += 1 }
        #expect(count == 0)
        struct Failure: Error {}
        await #expect(throws: Failure.self) {
            for try await _ in AsyncThrowingStream<Int, any Error>.finished(throwing: Failure()) {}
        }
    }

    @Test func aSequenceErasedToAStreamKeepsItsElementsInOrder() async {
        let (source, continuation) = AsyncStream<Int>.makeStream()
        for value in 1...3 { continuation.yield(value) }
        continuation.finish()
        var seen: [Int] = []
        for await value in source.map({ $0 * 10 }).eraseToStream() { seen.append(value) }
        #expect(seen == [10, 20, 30])
    }

    @Test func aNeverStreamEndsOnlyWhenItsTaskIsCancelled() async {
        let task = Task {
            for await _ in AsyncStream<Int>.never {}
            return Task.isCancelled
        }
        task.cancel()
        #expect(await task.value)
    }

    @Test func anUncheckedSendableWrapsAValueAndItsPropertiesAsAPropertyWrapper() {
        struct Counter { var count = 0 }
        var box = UncheckedSendable(Counter())
        box.count += 2
        box.wrappedValue.count += 1
        #expect(box.value.count == 3)

        struct Holder {
            @UncheckedSendable var counter = Counter()
        }
        var holder = Holder()
        holder.counter.count = 5
        #expect(holder.$counter.count == 5)
        holder.$counter = UncheckedSendable(Counter(count: 7))
        #expect(holder.counter.count == 7)
    }
}
