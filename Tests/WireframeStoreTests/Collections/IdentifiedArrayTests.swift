import Testing
import WireframeStore

private struct Row: Reducer, Sendable {
    struct State: Equatable, Identifiable, Sendable {
        var id: Int
        var count = 0
    }
    enum Action: Equatable, Sendable { case increment }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.count += 1
        return .none
    }
}

private struct List: Reducer {
    struct State: Equatable, Sendable { var rows: IdentifiedArrayOf<Row.State> = [] }
    enum Action: Equatable, Sendable {
        case rows(IdentifiedActionOf<Row>)
        case remove(Int)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            if case .remove(let id) = action { state.rows.remove(id: id) }
            return .none
        }
        .forEach(\.rows, action: Action.rows) { Row() }
    }
}

@MainActor
@Suite struct IdentifiedArrayTests {
    @Test func elementsAreReadAndWrittenById() {
        var rows: IdentifiedArrayOf<Row.State> = [Row.State(id: 1), Row.State(id: 2)]
        rows[id: 2]?.count = 5
        rows[id: 3] = Row.State(id: 3)
        rows[id: 1] = nil
        #expect(rows.ids == [2, 3])
        #expect(rows[id: 2]?.count == 5)
        #expect(rows.map(\.id) == [2, 3])
    }

    @Test func appendingAnExistingIdKeepsTheElementAndReturnsItsIndex() {
        var rows: IdentifiedArrayOf<Row.State> = [Row.State(id: 1)]
        let appended = rows.append(Row.State(id: 2))
        #expect(appended == (true, 1))
        let existing = rows.append(Row.State(id: 1, count: 9))
        #expect(existing == (false, 0))
        #expect(rows.map(\.count) == [0, 0])
    }

    @Test func insertingAnExistingIdKeepsTheElementAndReturnsItsIndex() {
        var rows: IdentifiedArrayOf<Row.State> = [Row.State(id: 1), Row.State(id: 2)]
        let inserted = rows.insert(Row.State(id: 3), at: 0)
        #expect(inserted == (true, 0))
        let existing = rows.insert(Row.State(id: 2, count: 9), at: 0)
        #expect(existing == (false, 2))
        #expect(rows.ids == [3, 1, 2])
        #expect(rows[id: 2]?.count == 0)
    }

    @Test func forEachRunsTheElementForItsActions() async {
        let store = TestStore(initialState: List.State(rows: [Row.State(id: 1), Row.State(id: 2)])) { List() }
        await store.send(.rows(.element(id: 2, action: .increment))) { $0.rows[id: 2]?.count = 1 }
        await store.send(.remove(1)) { $0.rows.remove(id: 1) }
    }

    @Test func anActionForAMissingElementWarns() async {
        let store = TestStore(initialState: List.State()) { List() }
        await expectIssue(startingWith: "A \"forEach\" at \"WireframeStoreTests/IdentifiedArrayTests.swift:") {
            await store.send(.rows(.element(id: 9, action: .increment)))
        }
    }
}
