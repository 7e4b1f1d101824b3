import Foundation
import Testing

@testable import WireframeStore

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

    @Test func testStoresReportADateAndUUIDsTheTestDidNotSet() async {
        let store = TestStore(initialState: Stamp.State()) { Stamp() }
        store.exhaustivity = .off
        await expectIssues(startingWith: [
            #"@Dependency(\.uuid) has no test implementation, but was accessed from a test context:"#,
            #"@Dependency(\.date) has no test implementation, but was accessed from a test context:"#,
        ]) {
            await store.send(.stamp)
        }
    }

    @Test func testStoresUseTheIdsAndTheDateTheTestSets() async {
        let epoch = Date(timeIntervalSinceReferenceDate: 0)
        let store = TestStore(initialState: Stamp.State()) {
            Stamp()
        } withDependencies: {
            $0.uuid = .incrementing
            $0.date.now = epoch
        }
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
        let date = withDependencies {
            $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
        } operation: {
            DependencyValues.currentValues().date
        }
        #expect(date.now == Date(timeIntervalSince1970: 1_234_567_890))
        #expect(date() == Date(timeIntervalSince1970: 1_234_567_890))
    }
}
