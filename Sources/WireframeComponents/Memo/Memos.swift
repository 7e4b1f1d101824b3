import Foundation
import WireframeStore

/// The memo app: the memos newest first, a search over them, an editor pushed to add or update a
/// memo, a confirmation after every change, and persistence through ``MemoClient``.
///
/// ```swift
/// let store = Store(initialState: Memos.State()) { Memos() }
/// store.send(.onAppear)                 // loads the saved memos
/// store.send(.addMemo(memo))            // store.memos == [memo], and the memo is saved
/// store.send(.findMemo("ＭＥＭＯ"))       // store.searchedMemos: the memos mentioning "memo"
/// ```
///
/// The four data actions (`findMemo`, `addMemo`, `deleteMemo`, `updateMemo`) change only the
/// memos and the search; the user's actions — tapping 추가하기, saving in the editor, swiping a
/// row away — send them and also close the editor and show a ``MemoConfirmation`` in a ``Toast``.
/// A memo file that cannot be read is reported in a ``DialogState``.
public struct Memos: Reducer {
    /// The memo app's state.
    public struct State: Equatable, Sendable {
        /// Every memo, newest first.
        public var memos: [Memo]
        /// The text in the search field.
        public var searchText: String
        /// The memos matching ``searchText``; empty while there is no search.
        public var searchedMemos: [Memo]
        /// The editor screens pushed on the navigation stack.
        public var path: StackState<MemoEditor.State>
        /// The toast confirming a change, hidden 3 seconds after it shows.
        public var toast: Toast.State
        /// A problem reading or saving the memos, shown in a dialog.
        @PresentationState public var dialog: DialogState<Action.Dialog>?
        /// Whether the saved memos were asked for; the list loads them once.
        public var hasLoaded: Bool

        /// Creates the state; `memos` are put newest first.
        public init(
            memos: [Memo] = [],
            searchText: String = "",
            path: StackState<MemoEditor.State> = StackState(),
            toast: Toast.State = Toast.State(),
            dialog: DialogState<Action.Dialog>? = nil,
            hasLoaded: Bool = false
        ) {
            self.memos = memos.sortedNewestFirst()
            self.searchText = searchText
            self.searchedMemos = MemoSearch.isActive(searchText) ? MemoSearch.filter(self.memos, query: searchText) : []
            self.path = path
            self.toast = toast
            self.dialog = dialog
            self.hasLoaded = hasLoaded
        }

        /// The memos the list shows: the search results while searching, else every memo.
        public var visibleMemos: [Memo] {
            MemoSearch.isActive(searchText) ? searchedMemos : memos
        }

        /// Recomputes the search results after the memos changed.
        mutating func refreshSearch() {
            searchedMemos = MemoSearch.isActive(searchText) ? MemoSearch.filter(memos, query: searchText) : []
        }
    }

    /// Everything that happens in the memo app.
    public enum Action: Equatable, Sendable {
        /// Searches titles and descriptions for the text (see ``MemoSearch``).
        case findMemo(String)
        /// Adds a memo and saves it.
        case addMemo(Memo)
        /// Deletes the memo with this id and saves the deletion.
        case deleteMemo(UUID)
        /// Replaces the memo with the same id and saves it.
        case updateMemo(Memo)

        /// The list appeared: the saved memos are loaded the first time.
        case onAppear
        /// The saved memos arrived.
        case memosLoaded([Memo])
        /// Reading or saving failed.
        case persistenceFailed(MemoStoreError)

        /// The 추가하기 button was tapped: an empty editor is pushed.
        case addButtonTapped
        /// A row was tapped: an editor for that memo is pushed.
        case memoTapped(id: UUID)
        /// Rows of the visible list were swiped away.
        case swipedToDelete(IndexSet)
        /// An action of a pushed editor, or a push or pop.
        case path(StackAction<MemoEditor.State, MemoEditor.Action>)
        /// The confirmation toast.
        case toast(Toast.Action)
        /// The problem dialog's buttons.
        case dialog(PresentationAction<Dialog>)

        /// What the problem dialog's buttons send.
        public enum Dialog: Equatable, Sendable {
            /// 확인 was tapped; the dialog closes.
            case okButtonTapped
        }
    }

    @Dependency(\.memoClient) var memoClient
    @Dependency(\.date) var date
    @Dependency(\.uuid) var uuid

    /// Creates the memo app's reducer.
    public init() {}

    /// The memo app's reducer, with the toast, the editors on its navigation stack and the dialog.
    public var body: some ReducerOf<Self> {
        Scope(state: \.toast, action: Action.toast) {
            Toast()
        }
        Reduce { state, action in
            reduceMemos(into: &state, action: action)
        }
        .forEach(\.path, action: Action.path) {
            MemoEditor()
        }
        .ifLet(\.$dialog, action: Action.dialog)
    }

    private func reduceMemos(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .findMemo(let query):
            state.searchText = query
            state.refreshSearch()
            return .none

        case .addMemo(let memo):
            MemoChange.add(memo).apply(to: &state.memos)
            state.refreshSearch()
            return save(.add(memo))

        case .deleteMemo(let id):
            guard state.memos.contains(where: { $0.id == id }) else { return .none }
            MemoChange.delete([id]).apply(to: &state.memos)
            state.refreshSearch()
            return save(.delete([id]))

        case .updateMemo(let memo):
            guard let index = state.memos.firstIndex(where: { $0.id == memo.id }) else { return .none }
            state.memos[index] = memo
            state.memos = state.memos.sortedNewestFirst()
            state.refreshSearch()
            return save(.update(memo))

        case .onAppear:
            guard !state.hasLoaded else { return .none }
            state.hasLoaded = true
            let client = memoClient
            return .run { send in
                await send(.memosLoaded(try await client.load()))
            } catch: { error, send in
                await send(.persistenceFailed(MemoStoreError(error)))
            }

        case .memosLoaded(let memos):
            // Memos added while the file was being read are already saved; keep them on screen.
            let loaded = Set(memos.map(\.id))
            state.memos = (memos + state.memos.filter { !loaded.contains($0.id) }).sortedNewestFirst()
            state.refreshSearch()
            return .none

        case .persistenceFailed(let error):
            state.dialog = .memoProblem(error)
            return .none

        case .addButtonTapped:
            state.path.append(MemoEditor.State())
            return .none

        case .memoTapped(let id):
            guard let memo = state.memos.first(where: { $0.id == id }) else { return .none }
            state.path.append(MemoEditor.State(updating: memo))
            return .none

        case .swipedToDelete(let offsets):
            let visible = state.visibleMemos
            let ids = offsets.filter { visible.indices.contains($0) }.map { visible[$0].id }
            guard !ids.isEmpty else { return .none }
            return .merge(ids.map { .send(.deleteMemo($0)) } + [confirm(.deleted(count: ids.count))])

        case .path(.element(let id, .saveButtonTapped)):
            guard let editor = state.path[id: id], editor.canSave else { return .none }
            state.path.pop(from: id)
            switch editor.mode {
            case .add:
                let memo = Memo(id: uuid(), title: editor.title, description: editor.description, date: date.now)
                return .merge(.send(.addMemo(memo)), confirm(.added))
            case .update(var memo):
                memo.title = editor.title
                memo.description = editor.description
                memo.date = date.now
                return .merge(.send(.updateMemo(memo)), confirm(.updated))
            }

        case .path, .toast, .dialog:
            return .none
        }
    }

    /// Saves `change` in the background; a failure shows the problem dialog.
    private func save(_ change: MemoChange) -> Effect<Action> {
        let client = memoClient
        return .run { _ in
            try await client.save(change)
        } catch: { error, send in
            await send(.persistenceFailed(MemoStoreError(error)))
        }
    }

    /// Shows `confirmation` in the toast, which hides itself 3 seconds later; a newer
    /// confirmation replaces it and starts the time again.
    private func confirm(_ confirmation: MemoConfirmation) -> Effect<Action> {
        .send(.toast(.show(confirmation.message)))
    }
}
