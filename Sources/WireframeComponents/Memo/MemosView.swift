import Foundation
import Wireframe
import WireframeStore

/// The memo app's screen: a navigation stack titled 메모 with a search field, an 추가하기 button
/// and the memos newest first, each row swipeable to delete and tappable to edit; the editor is
/// pushed for adding and updating, a ``Toast`` confirms each change, and a ``CustomDialogView``
/// reports a memo file that could not be read.
///
/// ```swift
/// let store = Store(initialState: Memos.State()) { Memos() }
/// print(try MemosView(store: store).renderASCII(on: .iPhone13))
/// ```
public struct MemosView: View {
    /// The memo app's store.
    public let store: StoreOf<Memos>

    /// Creates the screen for `store`.
    public init(store: StoreOf<Memos>) {
        self.store = store
    }

    /// The list of memos in a navigation stack, with the search field, the toolbar, the toast and the dialog.
    public var body: some View {
        let store = self.store
        NavigationStack(path: pathBinding) {
            list
                .navigationTitle("메모")
                .toolbar {
                    Button("추가하기") { store.send(.addButtonTapped) }
                        .font(.system(size: 18, weight: .regular))
                        .foregroundStyle(.black)
                }
                .searchable(
                    text: Binding(get: { store.searchText }, set: { store.send(.findMemo($0)) }),
                    placement: .navigationBarDrawer,
                    prompt: "메모를 검색해보세요."
                )
                .navigationDestination(for: StackElementID.self) { id in
                    if let editor = store.scope(state: \.path[id: id], action: { .path(.element(id: id, action: $0)) }) {
                        MemoEditorView(store: editor)
                    }
                }
        }
        .toast(store: store.scope(state: \.toast, action: Memos.Action.toast))
        .onAppear { store.send(.onAppear) }
        .dialog(store: store.scope(state: \.$dialog, action: Memos.Action.dialog))
    }

    /// The rows, or a line saying there are none.
    @MainActor @ViewBuilder private var list: some View {
        let store = self.store
        let memos = store.visibleMemos
        if memos.isEmpty {
            Text(emptyMessage)
                .font(.callout)
                .foregroundStyle(.gray)
                .multilineTextAlignment(.center)
                .padding(32)
                .frame(maxWidth: .infinity, alignment: .center)
        } else {
            List {
                ForEach(memos) { memo in
                    Button {
                        store.send(.memoTapped(id: memo.id))
                    } label: {
                        MemoView(memo: memo)
                    }
                }
                .onDelete { store.send(.swipedToDelete($0)) }
                .listRowSeparator(.hidden)
            }
            .listStyle(.plain)
        }
    }

    @MainActor private var emptyMessage: String {
        MemoSearch.isActive(store.searchText)
            ? "'\(store.searchText)'에 맞는 메모가 없습니다."
            : "메모가 없습니다.\n추가하기를 눌러 첫 메모를 남겨 보세요."
    }

    /// The stack's path as the ids of the pushed editors; popping sends `.popFrom`.
    @MainActor private var pathBinding: Binding<[StackElementID]> {
        let store = self.store
        return Binding(
            get: { store.path.ids },
            set: { ids in
                if let first = store.path.ids.first(where: { !ids.contains($0) }) {
                    store.send(.path(.popFrom(id: first)))
                }
            }
        )
    }
}
