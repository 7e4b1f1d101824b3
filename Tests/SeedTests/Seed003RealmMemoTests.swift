// swift-format-ignore-file
// (The article's code is kept as its author wrote it.)
// The code of the article on a memo app with TCA and Realm (seed 003), as written, with the
// imports its files have (`Foundation`, `ComposableArchitecture`, `RealmSwift`, `SwiftUI`) and its
// code in an enum of its own. `MemoApp_TCAApp` is without its `@main`: the test runner has its own
// entry point. It uses TCA 0.x's spellings (`ReducerProtocol`, `EffectTask`,
// `Store(initialState:reducer:)`, `WithViewStore(self.store)`), which are deprecated here; the
// article's code is marked deprecated itself, so the build stays free of warnings. `RealmSwift`
// is the in-memory stand-in in Tests/Support/RealmSwift. The article leaves out `MemoItem` and
// `MemoEditorView` (they are in its repository); they are written below the article's code, as
// small as the article's calls to them allow.
import ComposableArchitecture
import Foundation
import RealmSwift
import SwiftUI
import Testing
import WireframeTesting

// The article is TCA 0.x code; marked deprecated, so its deprecated spellings warn nobody.
@available(*, deprecated, message: "TCA 0.x code, as the article wrote it")
enum RealmMemoArticle {
    class Memo: Object, ObjectKeyIdentifiable {
        @Persisted(primaryKey: true) var id: ObjectId
        @Persisted var text: String = ""
        @Persisted var date: Date = Date.now
        @Persisted var color: String = "blue"
    }

    // Feature 자체가 ReducerProtocol을 준수하며, 내부에서 실제 reduce function을 통해 논리, 동작을 처리한다
    struct MemoFeature : ReducerProtocol {
        private(set) var localRealm: Realm?
        
        init() {
            openRealm()
        }
        
        // 도메인(어떤걸 만들 때 거기에 대한 데이터) + 상태
        struct MemoState: Equatable {
            var memos: [Memo] = []
            var selectedMemo: Memo? = nil
        }
        
        // 도메인 + 액션 (액션을 통해 상태를 변경함)
        enum MemoAction: Equatable {
            case findAllMemo
            case findMemo(_ id: ObjectId)
            case addMemo(_ memo: Memo)
            case deleteMemo(_ id: ObjectId)
            case updateMemo(id: ObjectId, text: String, color: String)
        }
        
        mutating func openRealm() {
            do {
                let config = Realm.Configuration(schemaVersion: 1)
                Realm.Configuration.defaultConfiguration = config
                self.localRealm = try Realm()
            } catch {
                print("Error opening Realm : \(error)")
            }
        }
        
        func findAllMemo() -> [Memo] {
            if let localRealm = localRealm {
                let allMemo = localRealm.objects(Memo.self).sorted(byKeyPath: "date")
                var result = [Memo]()
                allMemo.forEach { memo in
                    result.append(memo)
                }
                return result
            } else {
                return []
            }
        }
        
        func findMemo(_ id: ObjectId) -> Memo? {
            if let localRealm = localRealm {
                let memoToFind = localRealm.objects(Memo.self).filter(NSPredicate(format: "id == %@", id))
                guard !memoToFind.isEmpty else { return nil }
                return memoToFind.first
                
            } else {
                return nil
            }
        }
        
        func addMemo(memo: Memo) {
            if let localRealm = localRealm {
                do {
                    try localRealm.write {
                        localRealm.add(memo)
                        print("Added new memo to Realm : \(memo)")
                    }
                } catch {
                    print("Error adding memo to Realm : \(error)")
                }
            }
        }
        
        func deleteMemo(_ id: ObjectId) {
            if let localRealm = localRealm {
                do {
                    let memoToDelete = localRealm.objects(Memo.self).filter(NSPredicate(format: "id == %@", id))
                    guard !memoToDelete.isEmpty else { return }
                    
                    try localRealm.write {
                        localRealm.delete(memoToDelete)
                        print("Deleted memo with id : \(id)")
                    }
                    
                } catch {
                    print("Error deleting memo \(id) from Realm: \(error)")
                }
            }
        }
        
        func updateMemo(id: ObjectId, text: String, color: String) {
            if let localRealm = localRealm {
                do {
                    if let memoToUpdate = localRealm.objects(Memo.self).filter(NSPredicate(format: "id == %@", id)).first {
                        try localRealm.write {
                            memoToUpdate.date = Date.now
                            memoToUpdate.text = text
                            memoToUpdate.color = color
                        }
                        print("updated memo with id : \(id)")
                    }
                } catch {
                    print("Error updating memo \(id) from Realm: \(error)")
                }
            }
        }
        
        // 리듀서 : 액션과 상태를 연결시켜주는 역할
        func reduce(into state: inout MemoState, action: MemoAction) -> EffectTask<MemoAction> {
            switch action {
            case .findAllMemo:
                state.memos = findAllMemo()
                return .none
            case .findMemo(let id):
                state.selectedMemo = findMemo(id)
                return .none
            case .addMemo(let memo):
                addMemo(memo: memo)
                state.memos = findAllMemo()
                return .none
            case .deleteMemo(let id):
                deleteMemo(id)
                state.memos = findAllMemo()
                return .none
            case .updateMemo(let id, let text, let color):
                updateMemo(id: id, text: text, color: color)
                state.memos = findAllMemo()
                return .none
            }
        }
    }

    struct ContentView: View {
    	// store: Feature(Reducer Protocol을 준수하는)의 스토어임, 상태, 액션을 가지고 있음 - 커맨드 센터 역할
        let store: StoreOf<MemoFeature>
        var body: some View {
            WithViewStore(self.store) { viewStore in
                NavigationView {
                    List {
                        ForEach(viewStore.memos, id: \.id) { memo in
                            if !memo.isInvalidated && !memo.isFrozen {
                                NavigationLink {
                                    MemoEditorView(
                                        mode: .update,
                                        memo: memo,
                                        updateMemo: { id, text, color in
                                            viewStore.send(.updateMemo(id: id, text: text, color: color))
                                        }
                                    )
                                } label: {
                                    MemoItem(memo)
                                }
                            }
                        }
                        .onDelete { indexSet in
                            indexSet.forEach { index in
                                let memoToDelete = viewStore.memos[index]
                                viewStore.send(.deleteMemo(memoToDelete.id))
                            }
                        }
                    }
                    .listStyle(PlainListStyle())
                    .refreshable {
                        viewStore.send(.findAllMemo)
                    }
                    .navigationTitle("메모")
                    .toolbar {
                        NavigationLink {
                            MemoEditorView(
                                addMemo: { memo in
                                    viewStore.send(.addMemo(memo))
                                }
                            )
                        } label: {
                            Image(systemName: "plus")
                                .font(.system(size: 25))
                                .bold()
                                .foregroundColor(Color("title_color"))
                        }

                    }
                }.tint(.white)
                    .onAppear {
                        viewStore.send(.findAllMemo)
                    }
            }
        }
    }

    struct MemoApp_TCAApp: App {
        var body: some Scene {
            WindowGroup {
                ContentView(
                    store: Store(initialState: MemoFeature.MemoState(), reducer: MemoFeature())
                )
            }
        }
    }
}

// What the article leaves out: the memo row and the editor, as small as its calls allow.
@available(*, deprecated, message: "TCA 0.x code, as the article wrote it")
extension RealmMemoArticle {
    /// A memo's text on a card of its colour.
    struct MemoItem: View {
        let memo: Memo

        init(_ memo: Memo) {
            self.memo = memo
        }

        var body: some View {
            Text(memo.text)
                .font(.system(size: 18, weight: .bold))
                .lineLimit(2)
                .foregroundColor(.white)
                .padding()
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(MemoItem.color(memo.color), in: .rect(cornerRadius: 12))
        }

        static let colors = ["blue", "green", "orange"]

        static func color(_ name: String) -> Color {
            switch name {
            case "green": .green
            case "orange": .orange
            default: .blue
            }
        }
    }

    /// Writes a new memo (`addMemo:`) or changes a memo's text and colour (`mode:memo:updateMemo:`),
    /// then goes back.
    struct MemoEditorView: View {
        enum Mode { case add, update }

        let mode: Mode
        let memo: Memo?
        let updateMemo: (ObjectId, String, String) -> Void
        let addMemo: (Memo) -> Void
        @Environment(\.dismiss) private var dismiss
        @State private var text: String
        @State private var color: String

        init(mode: Mode, memo: Memo, updateMemo: @escaping (ObjectId, String, String) -> Void) {
            self.mode = mode
            self.memo = memo
            self.updateMemo = updateMemo
            self.addMemo = { _ in }
            _text = State(initialValue: memo.text)
            _color = State(initialValue: memo.color)
        }

        init(addMemo: @escaping (Memo) -> Void) {
            self.mode = .add
            self.memo = nil
            self.updateMemo = { _, _, _ in }
            self.addMemo = addMemo
            _text = State(initialValue: "")
            _color = State(initialValue: "blue")
        }

        var body: some View {
            VStack(spacing: 16) {
                TextField("메모를 입력하세요", text: $text)
                HStack(spacing: 12) {
                    ForEach(MemoItem.colors, id: \.self) { name in
                        Button(name) { color = name }
                            .foregroundColor(name == color ? MemoItem.color(name) : .gray)
                    }
                }
                Button("저장") {
                    if let memo, mode == .update {
                        updateMemo(memo.id, text, color)
                    } else {
                        let memo = Memo()
                        memo.text = text
                        memo.color = color
                        addMemo(memo)
                    }
                    dismiss()
                }
                .foregroundColor(Color("title_color"))
                .disabled(text.isEmpty)
                Spacer()
            }
            .padding()
            .navigationTitle(mode == .add ? "새 메모" : "메모 수정")
        }
    }
}

@MainActor @Suite(.serialized) struct Seed003RealmMemoTests {
    /// Every test starts from an empty default realm (the one the article opens), and the
    /// article's asset colour is registered.
    init() throws {
        try Realm.deleteFiles(for: Realm.Configuration(schemaVersion: 1))
        ColorCatalog.register(Color(red: 0.15, green: 0.2, blue: 0.35), named: "title_color")
    }

    @available(*, deprecated)
    private func storedTexts() throws -> [String] {
        try Realm(configuration: Realm.Configuration(schemaVersion: 1)).objects(RealmMemoArticle.Memo.self)
            .sorted(byKeyPath: "date").map(\.text)
    }

    @Test func memosAreLoadedAddedUpdatedRefreshedAndSwipedAway() async throws {
        try await (self as any ArticleFlows).loadAddUpdateRefreshAndSwipeAway()
    }

    @Test func findMemoSelectsTheMemoWithItsIdAndDeleteMemoInvalidatesIt() async throws {
        try await (self as any ArticleFlows).findAndDelete()
    }

    @Test func theAppsWindowIsTheEmptyMemoList() throws {
        try (self as any ArticleFlows).renderTheAppsWindow()
    }
}

/// The flows, written against the article's deprecated code. Swift Testing refuses deprecated
/// tests, so each flow is a deprecated witness of this protocol, reached through it.
@MainActor
private protocol ArticleFlows {
    func loadAddUpdateRefreshAndSwipeAway() async throws
    func findAndDelete() async throws
    func renderTheAppsWindow() throws
}

extension Seed003RealmMemoTests: ArticleFlows {
    @available(*, deprecated)
    func loadAddUpdateRefreshAndSwipeAway() async throws {
        let realm = try Realm(configuration: Realm.Configuration(schemaVersion: 1))
        let saved = RealmMemoArticle.Memo()
        saved.text = "장보기"
        try realm.write { realm.add(saved) }

        let store = Store(initialState: RealmMemoArticle.MemoFeature.MemoState()) { RealmMemoArticle.MemoFeature() }
        let host = ScreenHost(screen: .iPhone13) { RealmMemoArticle.ContentView(store: store) }
        await host.settle()
        #expect(store.memos.map(\.text) == ["장보기"])
        assertSnapshot(of: try host.ascii(), as: .lines, named: "1-loaded")
        assertSnapshot(of: try host.svg(), as: .lines, named: "1-loaded.svg")

        try await host.tap("plus")
        try await host.type("운동하기", into: "메모를 입력하세요")
        try await host.tap("orange")
        assertSnapshot(of: try host.ascii(), as: .lines, named: "2-new-memo")
        assertSnapshot(of: try host.svg(), as: .lines, named: "2-new-memo.svg")
        // The article's asset colour has no dark variant: the dark render draws it as it is and
        // says so at the top of the SVG.
        let dark = try SnapshotVariant.dark.applied { try host.svg() }
        #expect(dark.contains("<desc>Not honoured: the catalog colour &quot;title_color&quot; has no dark value"))
        assertSnapshot(of: dark, as: .lines, named: "2-new-memo.dark.svg")
        try await host.tap("저장")
        #expect(store.memos.map(\.text) == ["장보기", "운동하기"])
        #expect(store.memos.map(\.color) == ["blue", "orange"])
        #expect(try storedTexts() == ["장보기", "운동하기"])
        assertSnapshot(of: try host.ascii(), as: .lines, named: "3-added")
        assertSnapshot(of: try host.svg(), as: .lines, named: "3-added.svg")

        try await host.tap("장보기")
        try await host.type("장보기: 우유, 계란", into: "메모를 입력하세요")
        try await host.tap("green")
        assertSnapshot(of: try host.ascii(), as: .lines, named: "4-editing")
        try await host.tap("저장")
        // An update dates the memo now, so it sorts last.
        #expect(store.memos.map(\.text) == ["운동하기", "장보기: 우유, 계란"])
        #expect(store.memos.map(\.color) == ["orange", "green"])
        assertSnapshot(of: try host.ascii(), as: .lines, named: "5-updated")

        let elsewhere = RealmMemoArticle.Memo()
        elsewhere.text = "다른 기기에서 쓴 메모"
        try realm.write { realm.add(elsewhere) }
        #expect(store.memos.count == 2)
        try await host.refresh()
        #expect(store.memos.map(\.text) == ["운동하기", "장보기: 우유, 계란", "다른 기기에서 쓴 메모"])
        assertSnapshot(of: try host.ascii(), as: .lines, named: "6-refreshed")

        let exercise = try #require(store.memos.first)
        try await host.swipeToDelete(row: "운동하기")
        #expect(exercise.isInvalidated)
        #expect(store.memos.map(\.text) == ["장보기: 우유, 계란", "다른 기기에서 쓴 메모"])
        #expect(try storedTexts() == ["장보기: 우유, 계란", "다른 기기에서 쓴 메모"])
        assertSnapshot(of: try host.ascii(), as: .lines, named: "7-deleted")
        assertSnapshot(of: try host.svg(), as: .lines, named: "7-deleted.svg")
    }

    @available(*, deprecated)
    func findAndDelete() async throws {
        let store = TestStore(initialState: RealmMemoArticle.MemoFeature.MemoState()) { RealmMemoArticle.MemoFeature() }
        let memo = RealmMemoArticle.Memo()
        memo.text = "장보기"
        await store.send(.addMemo(memo)) { $0.memos = [memo] }
        await store.send(.findMemo(memo.id)) { $0.selectedMemo = memo }
        await store.send(.findMemo(ObjectId.generate())) { $0.selectedMemo = nil }
        await store.send(.deleteMemo(memo.id)) { $0.memos = [] }
        #expect(memo.isInvalidated)
        #expect(try storedTexts().isEmpty)
    }

    @available(*, deprecated)
    func renderTheAppsWindow() throws {
        let app = RealmMemoArticle.MemoApp_TCAApp()
        assertSnapshot(of: try app.rootView.renderASCII(on: .iPhone13), as: .lines, named: "empty")
    }
}
