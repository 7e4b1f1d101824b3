import Foundation
import Testing
import WireframeStore

/// TCA's "Recursion" case study: a list of rows, each a list of its own, the reducer containing
/// itself through `forEach`.
private struct Nested: Reducer {
    struct State: Equatable, Identifiable {
        let id: UUID
        var name = ""
        var rows: IdentifiedArrayOf<State> = []
    }
    enum Action: Equatable {
        case addRowButtonTapped
        case nameTextFieldChanged(String)
        case onDelete(IndexSet)
        indirect case rows(IdentifiedActionOf<Nested>)
    }
    @Dependency(\.uuid) var uuid

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .addRowButtonTapped:
                state.rows.append(State(id: uuid()))
                return .none
            case .nameTextFieldChanged(let name):
                state.name = name
                return .none
            case .onDelete(let offsets):
                state.rows.remove(atOffsets: offsets)
                return .none
            case .rows:
                return .none
            }
        }
        .forEach(\.rows, action: Action.rows) {
            Self()
        }
    }
}

@MainActor
@Suite struct RecursionFlowTests {
    @Test func addRowAppendsARowWithTheNextID() async {
        let store = TestStore(initialState: Nested.State(id: UUID())) {
            Nested()
        } withDependencies: {
            $0.uuid = .incrementing
        }
        await store.send(.addRowButtonTapped) {
            $0.rows.append(Nested.State(id: UUID(0)))
        }
        await store.send(.rows(.element(id: UUID(0), action: .addRowButtonTapped))) {
            $0.rows[id: UUID(0)]?.rows.append(Nested.State(id: UUID(1)))
        }
    }

    @Test func changeNameRenamesTheRoot() async {
        let store = TestStore(initialState: Nested.State(id: UUID())) { Nested() }
        await store.send(.nameTextFieldChanged("Blob")) {
            $0.name = "Blob"
        }
    }

    @Test func deleteRowRemovesTheRowAtTheOffset() async {
        let rows: IdentifiedArrayOf<Nested.State> = [
            Nested.State(id: UUID(0)), Nested.State(id: UUID(1)), Nested.State(id: UUID(2)),
        ]
        let store = TestStore(initialState: Nested.State(id: UUID(), rows: rows)) { Nested() }
        await store.send(.onDelete(IndexSet(integer: 1))) {
            $0.rows.remove(id: UUID(1))
        }
    }

    @Test func actionsReachRowsFourLevelsDeep() async {
        let store = TestStore(initialState: Nested.State(id: UUID())) {
            Nested()
        } withDependencies: {
            $0.uuid = .incrementing
        }
        await store.send(.addRowButtonTapped) { $0.rows.append(Nested.State(id: UUID(0))) }
        await store.send(.rows(.element(id: UUID(0), action: .addRowButtonTapped))) {
            $0.rows[id: UUID(0)]?.rows.append(Nested.State(id: UUID(1)))
        }
        let second = Nested.Action.rows(.element(id: UUID(1), action: .addRowButtonTapped))
        await store.send(.rows(.element(id: UUID(0), action: second))) {
            $0.rows[id: UUID(0)]?.rows[id: UUID(1)]?.rows.append(Nested.State(id: UUID(2)))
        }
        let third = Nested.Action.rows(.element(id: UUID(2), action: .nameTextFieldChanged("Deep")))
        let path = Nested.Action.rows(.element(id: UUID(0), action: .rows(.element(id: UUID(1), action: third))))
        await store.send(path) {
            $0.rows[id: UUID(0)]?.rows[id: UUID(1)]?.rows[id: UUID(2)]?.name = "Deep"
        }
    }
}
