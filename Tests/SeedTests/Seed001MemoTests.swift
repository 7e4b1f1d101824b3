// swift-format-ignore-file
// (The article's code is kept as its author wrote it.)
// The code of the memo article (seed 001), as written, in an enum of its own. The article shows
// its code without imports; the file imports what an iOS file of it imports, `ComposableArchitecture`
// and `SwiftUI`. The article uses no macros (`Memos` is a plain `Reducer`, its view reads the store
// through `WithViewStore`). It leaves out `MemoEditor`, `BottomSheet`, `BottomSheetType` and
// `NavigationBarStyleModifier` for a later post; they are written below the article's code, as
// small as the article's calls to them allow.
import ComposableArchitecture
import SwiftUI
import Testing
import WireframeTesting

enum MemoArticle {
    struct Memo: Identifiable, Equatable {
        var id = UUID()
        var title: String
        var description: String
        var date: Date
    }

    struct MemoView: View {

        var memo: Memo

        init(memo: Memo) {
            self.memo = memo
        }

        var body: some View {
            HStack {
                VStack(alignment: .leading, spacing: 12) {
                    Text(memo.title)
                        .font(.system(size: 18, weight: .bold))
                        .lineLimit(2)
                        .foregroundStyle(.white)
                    Text(memo.description)
                        .font(.system(size: 16, weight: .regular))
                        .lineLimit(2)
                        .foregroundStyle(.white)
                }
                .padding()
                .background(.black)
            }
            .frame(minWidth: 0, maxWidth: .infinity, alignment: .leading)
            .background(.black)
            .cornerRadius(12)
        }
    }

    struct Memos: Reducer {

        struct State: Equatable {
            var memos: [Memo] = []
            var searchedMemos: [Memo] = []
            var selectedMemo: Memo? = nil
        }

        enum Action: Equatable {
            case findMemo(_ content: String)
            case addMemo(_ memo: Memo)
            case deleteMemo(_ id: UUID)
            case updateMemo(id: UUID, title: String, description: String)
        }

        var body: some Reducer<State, Action> {
            Reduce { state, action in
                switch action {
                case .findMemo(let content):
                    state.searchedMemos = state.memos.filter { $0.description.contains("\(content)") || $0.title.contains("\(content)") }
                    return .none
                case .addMemo(let memo):
                    state.memos.append(memo)
                    return .none
                case .deleteMemo(let id):
                    state.memos = state.memos.filter { $0.id != id }
                    return .none
                case .updateMemo(id: let id, title: let title, description: let description):
                    if let index = state.memos.firstIndex(where: { $0.id == id }) {
                        state.memos[index].title = title
                        state.memos[index].description = description
                        state.memos[index].date = Date()
                    }
                    return .none
                }
            }
        }
    }

    struct MemosView: View {

        let store: StoreOf<Memos>
        @State private var isShowingBottomSheet = false
        @State private var bottomSheetType: BottomSheetType = .add(.fail)
        @State private var searchedText: String = ""
        @State private var isSearching: Bool = false

        var body: some View {
            WithViewStore(self.store, observe: { $0 }) { viewStore in
                ZStack {
                    NavigationStack {
                        List {
                            ForEach(memoList(for: viewStore), id: \.id) { memo in
                                NavigationLink {
                                    MemoEditor(memo: memo, memoEditType: .update) { memo in
                                        viewStore.send(.updateMemo(id: memo.id, title: memo.title, description: memo.description))
                                        bottomSheetType = .update(.success)
                                        isShowingBottomSheet.toggle()
                                    }
                                } label: {
                                    MemoView(memo: memo)
                                }
                            }
                            .onDelete(perform: { indexSet in
                                let index = indexSet[indexSet.startIndex]
                                let id = viewStore.state.memos[index].id
                                viewStore.send(.deleteMemo(id))
                                bottomSheetType = .delete(.success)
                                isShowingBottomSheet.toggle()
                            })
                            .listRowSeparator(.hidden)
                            .listRowBackground(Color.clear)
                        }
                        .listStyle(.grouped)
                        .navigationTitle("메모")
                        .toolbar {
                            NavigationLink(destination: {
                                MemoEditor(memo: nil, memoEditType: .add) { memo in
                                    viewStore.send(.addMemo(memo))
                                    bottomSheetType = .add(.success)
                                    isShowingBottomSheet.toggle()
                                }
                            }, label: {
                                Text("추가하기")
                                    .font(.system(size: 18, weight: .regular))
                                    .foregroundStyle(.black)
                            })
                        }
                    }
                    .modifier(NavigationBarStyleModifier())
                    .searchable(text: $searchedText, placement: .navigationBarDrawer, prompt: "메모를 검색해보세요.")
                    .onChange(of: searchedText) {
                        isSearching = !searchedText.isEmpty
                        viewStore.send(.findMemo(searchedText))
                    }

                    BottomSheet(isShowing: $isShowingBottomSheet, bottomSheetType: $bottomSheetType)
                }
            }
        }

        private func memoList(for viewStore: ViewStore<Memos.State, Memos.Action>) -> [Memo] {
            if isSearching {
                return viewStore.state.searchedMemos
            } else {
                return viewStore.state.memos
            }
        }
    }
}

// What the article leaves for a later post.
extension MemoArticle {
    enum MemoEditType {
        case add, update
    }

    enum BottomSheetType: Equatable {
        enum Outcome: Equatable { case success, fail }
        case add(Outcome), update(Outcome), delete(Outcome)

        var message: String {
            switch self {
            case .add(let outcome): outcome == .success ? "메모를 추가했습니다." : "메모를 추가하지 못했습니다."
            case .update(let outcome): outcome == .success ? "메모를 수정했습니다." : "메모를 수정하지 못했습니다."
            case .delete(let outcome): outcome == .success ? "메모를 삭제했습니다." : "메모를 삭제하지 못했습니다."
            }
        }
    }

    struct MemoEditor: View {
        let memo: Memo?
        let memoEditType: MemoEditType
        let onSave: (Memo) -> Void
        @Environment(\.dismiss) private var dismiss
        @State private var title: String
        @State private var description: String

        init(memo: Memo?, memoEditType: MemoEditType, onSave: @escaping (Memo) -> Void) {
            self.memo = memo
            self.memoEditType = memoEditType
            self.onSave = onSave
            _title = State(initialValue: memo?.title ?? "")
            _description = State(initialValue: memo?.description ?? "")
        }

        var body: some View {
            VStack(spacing: 12) {
                TextField("제목", text: $title)
                TextField("내용", text: $description)
                Button("저장") {
                    var saved = memo ?? Memo(title: "", description: "", date: Date())
                    saved.title = title
                    saved.description = description
                    onSave(saved)
                    dismiss()
                }
                .disabled(title.isEmpty)
            }
            .padding()
            .navigationTitle(memoEditType == .add ? "새 메모" : "메모 수정")
        }
    }

    struct BottomSheet: View {
        @Binding var isShowing: Bool
        @Binding var bottomSheetType: BottomSheetType

        var body: some View {
            if isShowing {
                VStack {
                    Spacer()
                    VStack(spacing: 12) {
                        Text(bottomSheetType.message)
                        Button("확인") { isShowing = false }
                    }
                    .padding(24)
                    .frame(maxWidth: .infinity)
                    .background(Color.white, in: .rect(cornerRadius: 16))
                    .shadow(radius: 5)
                }
            }
        }
    }

    struct NavigationBarStyleModifier: ViewModifier {
        func body(content: Content) -> some View {
            content.tint(.black)
        }
    }
}

@MainActor @Suite struct Seed001MemoTests {
    @Test func aMemoIsAddedSearchedEditedThroughThePushedEditorAndSwipedAway() async throws {
        let store = Store(initialState: MemoArticle.Memos.State()) { MemoArticle.Memos() }
        let host = ScreenHost(screen: .iPhone13) { MemoArticle.MemosView(store: store) }

        try await host.tap("추가하기")
        try await host.type("장보기", into: "제목")
        try await host.type("우유, 계란", into: "내용")
        try await host.tap("저장")
        #expect(store.memos.map(\.title) == ["장보기"])
        #expect(try host.ascii().contains("메모를 추가했습니다."))
        assertSnapshot(of: try host.ascii(), as: .lines, named: "1-added")
        assertSnapshot(of: try host.svg(), as: .lines, named: "1-added.svg")
        try await host.tap("확인")

        try await host.tap("추가하기")
        try await host.type("운동", into: "제목")
        try await host.tap("저장")
        try await host.tap("확인")
        try await host.type("운동", into: "메모를 검색해보세요.")
        let searched = try host.ascii()
        #expect(searched.contains("운동"))
        #expect(!searched.contains("장보기"))
        assertSnapshot(of: searched, as: .lines, named: "2-searched")
        try await host.type("", into: "메모를 검색해보세요.")

        try await host.tap("장보기")
        try await host.type("장보기 목록", into: "제목")
        try await host.tap("저장")
        #expect(store.memos.map(\.title) == ["장보기 목록", "운동"])
        #expect(try host.ascii().contains("메모를 수정했습니다."))
        try await host.tap("확인")

        try await host.swipeToDelete(row: "운동")
        #expect(store.memos.map(\.title) == ["장보기 목록"])
        #expect(try host.ascii().contains("메모를 삭제했습니다."))
        assertSnapshot(of: try host.ascii(), as: .lines, named: "3-deleted")
    }
}
