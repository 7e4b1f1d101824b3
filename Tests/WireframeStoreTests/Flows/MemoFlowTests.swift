import Foundation
import Testing
import WireframeStore

/// The seeds' memo reducer: find, add, delete and update, with dates and ids from dependencies.
private struct Memo: Identifiable, Equatable, Sendable {
    var id: UUID
    var title: String
    var description: String
    var date: Date
}

private struct Memos: Reducer {
    struct State: Equatable, Sendable {
        var memos: [Memo] = []
        var searchedMemos: [Memo] = []
    }
    enum Action: Equatable, Sendable {
        case findMemo(String)
        case newMemoTapped(title: String, description: String)
        case addMemo(Memo)
        case deleteMemo(UUID)
        case updateMemo(id: UUID, title: String, description: String)
    }
    @Dependency(\.date) var date
    @Dependency(\.uuid) var uuid

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .findMemo(let content):
            state.searchedMemos = state.memos.filter {
                $0.description.contains(content) || $0.title.contains(content)
            }
            return .none
        case .newMemoTapped(let title, let description):
            return .send(.addMemo(Memo(id: uuid(), title: title, description: description, date: date.now)))
        case .addMemo(let memo):
            state.memos.append(memo)
            return .none
        case .deleteMemo(let id):
            state.memos.removeAll { $0.id == id }
            return .none
        case .updateMemo(let id, let title, let description):
            if let index = state.memos.firstIndex(where: { $0.id == id }) {
                state.memos[index].title = title
                state.memos[index].description = description
                state.memos[index].date = date.now
            }
            return .none
        }
    }
}

@MainActor
@Suite struct MemoFlowTests {
    private let start = Date(timeIntervalSince1970: 1_700_000_000)

    private func makeStore(now: Date) -> TestStore<Memos.State, Memos.Action> {
        TestStore(initialState: Memos.State()) {
            Memos()
        } withDependencies: {
            $0.date = .constant(now)
            $0.uuid = .incrementing
        }
    }

    private func memo(_ index: Int, _ title: String, _ description: String) -> Memo {
        let id = UUID(uuidString: "00000000-0000-0000-0000-00000000000\(index)") ?? UUID()
        return Memo(id: id, title: title, description: description, date: start)
    }

    @Test func addingAMemoReceivesItWithTheNextIdAndToday() async {
        let store = makeStore(now: start)
        await store.send(.newMemoTapped(title: "장보기", description: "우유, 계란"))
        await store.receive(.addMemo(memo(0, "장보기", "우유, 계란"))) {
            $0.memos = [memo(0, "장보기", "우유, 계란")]
        }
        await store.send(.newMemoTapped(title: "운동", description: "30분 달리기"))
        await store.receive(.addMemo(memo(1, "운동", "30분 달리기"))) {
            $0.memos.append(memo(1, "운동", "30분 달리기"))
        }
    }

    @Test func updatingAMemoChangesItsTextAndDate() async {
        let later = start.addingTimeInterval(60)
        let store = TestStore(initialState: Memos.State(memos: [memo(0, "장보기", "우유")])) {
            Memos()
        } withDependencies: {
            $0.date = .constant(later)
        }
        await store.send(.updateMemo(id: memo(0, "", "").id, title: "장보기", description: "우유, 빵")) {
            $0.memos[0].description = "우유, 빵"
            $0.memos[0].date = later
        }
    }

    @Test func deletingAMemoRemovesOnlyThatMemo() async {
        let memos = [memo(0, "장보기", "우유"), memo(1, "운동", "달리기")]
        let store = makeStore(now: start)
        await store.send(.addMemo(memos[0])) { $0.memos = [memos[0]] }
        await store.send(.addMemo(memos[1])) { $0.memos = memos }
        await store.send(.deleteMemo(memos[0].id)) { $0.memos = [memos[1]] }
    }

    @Test func searchingFindsTitlesAndDescriptions() async {
        let memos = [memo(0, "장보기", "우유"), memo(1, "운동", "우유 마시고 달리기"), memo(2, "독서", "소설")]
        let store = TestStore(initialState: Memos.State(memos: memos)) { Memos() }
        await store.send(.findMemo("우유")) { $0.searchedMemos = [memos[0], memos[1]] }
        await store.send(.findMemo("독서")) { $0.searchedMemos = [memos[2]] }
        await store.send(.findMemo("없음")) { $0.searchedMemos = [] }
    }
}
