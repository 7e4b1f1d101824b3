import Foundation
import Testing
import WireframeStore

private struct Stamper: Reducer {
    struct State: Equatable {
        var ids: [UUID] = []
        var query = ""
        var searches = 0
    }
    enum Action: Equatable {
        case stamp, stampLater
        case stamped(UUID)
        case queryChanged(String)
    }
    @Dependency(\.uuid) var uuid

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .stamp:
            state.ids.append(uuid())
            return .none
        case .stampLater:
            return .run { send in
                @Dependency(\.uuid) var uuid
                await send(.stamped(uuid()))
            }
        case .stamped(let id):
            state.ids.append(id)
            return .none
        case .queryChanged(let query):
            state.query = query
            return .none
        }
    }
}

@MainActor
@Suite struct ReducerModifierTests {
    @Test func aDependencySetOnAReducerReachesItAndItsEffects() async {
        let fixed = UUID(0)
        let store = TestStore(initialState: Stamper.State()) {
            Stamper().dependency(\.uuid, UUIDGenerator { fixed })
        }
        await store.send(.stamp) { $0.ids = [fixed] }
        await store.send(.stampLater)
        await store.receive(.stamped(fixed)) { $0.ids = [fixed, fixed] }
    }

    @Test func onChangeRunsItsReducerOnlyWhenTheValueChanged() async {
        let store = TestStore(initialState: Stamper.State()) {
            Stamper().onChange(of: \.query) { oldValue, newValue in
                Reduce { state, _ in
                    state.searches += 1
                    return .none
                }
            }
        } withDependencies: {
            $0.uuid = .incrementing
        }
        await store.send(.queryChanged("서울")) {
            $0.query = "서울"
            $0.searches = 1
        }
        await store.send(.queryChanged("서울"))
        await store.send(.stamp) { $0.ids = [UUID(0)] }
    }

    @Test func printChangesWritesTheActionAndTheStatesDiff() {
        let output = LockIsolated("")
        let store = Store(initialState: Stamper.State()) {
            Stamper()._printChanges { text in output.withValue { $0 += text } }
        }
        store.send(.queryChanged("a"))
        store.send(.queryChanged("a"))
        #expect(output.value.hasPrefix("received action:\n  .queryChanged(\"a\")\n"))
        #expect(output.value.contains("−   query: \"\"\n") && output.value.contains("+   query: \"a\"\n"))
        #expect(output.value.hasSuffix("received action:\n  .queryChanged(\"a\")\n  (No state changes)\n"))
    }

    @Test func identifiedPairsAValueWithAnIDAndReadsThrough() {
        var selection = Identified(Stamper.State(query: "q"), id: 7)
        selection.searches = 2
        #expect(selection.id == 7 && selection.value.searches == 2 && selection.query == "q")
        #expect(Identified("a", id: { $0.count }) == Identified("a", id: 1))
    }

    @Test func testsKnowTheyAreTesting() async {
        #expect(isTesting)
        await Task.megaYield()
        let store: TestStoreOf<Stamper> = TestStore(initialState: Stamper.State()) { Stamper() }
        #expect(store.dependencies.suspendingClock is UnimplementedClock<Duration>)
    }
}
