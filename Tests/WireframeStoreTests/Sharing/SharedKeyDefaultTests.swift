import Foundation
import Testing
import WireframeStore

private struct SyncUp: Codable, Equatable, Identifiable, Sendable {
    var id: Int
    var title = ""
}

extension SharedKey where Self == InMemoryKey<IdentifiedArrayOf<SyncUp>>.Default {
    fileprivate static var syncUps: Self { Self[.inMemory("syncUps"), default: [SyncUp(id: 1, title: "Design")]] }
}

@MainActor
@Suite struct SharedKeyDefaultTests {
    @Test func aKeyWithADefaultNeedsNoInitialValue() {
        withDependencies {
            $0.defaultInMemoryStorage = InMemoryStorage()
        } operation: {
            @Shared(.syncUps) var syncUps
            #expect(syncUps.map(\.title) == ["Design"])
        }
    }

    @Test func anInitialValueGivenAtTheUseWinsOverTheKeysDefault() {
        withDependencies {
            $0.defaultInMemoryStorage = InMemoryStorage()
        } operation: {
            @Shared(.syncUps) var syncUps = [SyncUp(id: 2, title: "Product")]
            #expect(syncUps.map(\.title) == ["Product"])
        }
    }

    @Test func theKeyWithADefaultSharesTheReferenceOfItsBaseKey() {
        withDependencies {
            $0.defaultInMemoryStorage = InMemoryStorage()
        } operation: {
            @Shared(.syncUps) var syncUps
            @Shared(.inMemory("syncUps")) var same: IdentifiedArrayOf<SyncUp> = []
            $same.withLock { $0[id: 1]?.title = "Renamed" }
            #expect(syncUps[id: 1]?.title == "Renamed")
            @SharedReader(.syncUps) var reader
            #expect(reader[id: 1]?.title == "Renamed")
        }
    }

    @Test func anArrayOfASharedCollectionHoldsAReferenceToEachElement() {
        let syncUps = Shared(value: IdentifiedArrayOf<SyncUp>(uniqueElements: [SyncUp(id: 1), SyncUp(id: 2)]))
        let elements = Array(syncUps)
        #expect(elements.map(\.id) == [1, 2])
        elements[1].withLock { $0.title = "Engineering" }
        #expect(syncUps.wrappedValue[id: 2]?.title == "Engineering")
    }

    @Test func readingASharedValueWhileChangingItSeesItAsItWas() {
        let syncUps = Shared(value: IdentifiedArrayOf<SyncUp>(uniqueElements: [SyncUp(id: 1), SyncUp(id: 2)]))
        let first = Shared(syncUps[id: 1])
        let removed = syncUps.withLock { array -> Int? in
            // Read through a reference derived from the one being changed.
            array.remove(id: first?.wrappedValue.id ?? 0)?.id
        }
        #expect(removed == 1)
        #expect(syncUps.wrappedValue.ids == [2])
    }
}
