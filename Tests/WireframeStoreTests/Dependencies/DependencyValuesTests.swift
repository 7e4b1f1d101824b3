import Foundation
import Testing
import WireframeStore

private struct Stamp: Reducer {
    struct State: Equatable, Sendable {
        var ids: [UUID] = []
        var dates: [Date] = []
    }
    enum Action: Equatable, Sendable { case stamp }
    @Dependency(\.uuid) var uuid
    @Dependency(\.date) var date

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.ids.append(uuid())
        state.dates.append(date.now)
        return .none
    }
}

@MainActor
@Suite struct DependencyValuesTests {
    private func id(_ index: Int) -> UUID {
        UUID(uuidString: "00000000-0000-0000-0000-00000000000\(index)") ?? UUID()
    }

    @Test func testStoresUseIncrementingIdsAndAFixedDate() async {
        let store = TestStore(initialState: Stamp.State()) { Stamp() }
        let epoch = Date(timeIntervalSinceReferenceDate: 0)
        await store.send(.stamp) {
            $0.ids = [id(0)]
            $0.dates = [epoch]
        }
        await store.send(.stamp) {
            $0.ids = [id(0), id(1)]
            $0.dates = [epoch, epoch]
        }
    }

    @Test func aStoreKeepsTheDependenciesItWasCreatedWith() {
        let fixed = Date(timeIntervalSince1970: 42)
        let store = withDependencies {
            $0.uuid = .constant(id(7))
            $0.date = .constant(fixed)
        } operation: {
            Store(initialState: Stamp.State()) { Stamp() }
        }
        store.send(.stamp)
        #expect(store.ids == [id(7)])
        #expect(store.dates == [fixed])
    }

    @Test func withDependenciesOverridesForItsScopeOnly() {
        @Dependency(\.uuid) var uuid
        let inside = withDependencies {
            $0.uuid = .constant(id(3))
        } operation: {
            uuid()
        }
        #expect(inside == id(3))
        #expect(UUIDGenerator.incrementing() == id(0))
    }
}

@Suite struct DateGeneratorTests {
    @Test func settingNowPinsTheDate() {
        var values = DependencyValues()
        values.date.now = Date(timeIntervalSince1970: 1_234_567_890)
        #expect(values.date.now == Date(timeIntervalSince1970: 1_234_567_890))
        #expect(values.date() == Date(timeIntervalSince1970: 1_234_567_890))
    }
}
