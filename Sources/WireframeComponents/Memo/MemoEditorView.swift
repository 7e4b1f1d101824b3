import Foundation
import Wireframe
import WireframeStore

/// The editor screen: a 제목 field and a 내용 field, and 저장 in the navigation bar, disabled
/// while the title is empty. Shown by ``MemosView`` for each editor on its navigation stack.
///
/// ```swift
/// if let editor = store.scope(state: \.path[id: id], action: { .path(.element(id: id, action: $0)) }) {
///     MemoEditorView(store: editor)
/// }
/// ```
public struct MemoEditorView: View {
    /// The editor's store.
    public let store: StoreOf<MemoEditor>

    /// Creates the editor screen for `store`.
    public init(store: StoreOf<MemoEditor>) {
        self.store = store
    }

    /// The two fields, with 저장 in the navigation bar.
    public var body: some View {
        let store = self.store
        VStack(alignment: .leading, spacing: 12) {
            field("제목", text: Binding(get: { store.title }, set: { store.send(.binding(.set(\.title, $0))) }))
            field("내용", text: Binding(get: { store.description }, set: { store.send(.binding(.set(\.description, $0))) }))
            Spacer(minLength: 0)
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .navigationTitle(store.navigationTitle)
        .toolbar {
            Button("저장") { store.send(.saveButtonTapped) }
                .font(.system(size: 18, weight: .regular))
                .disabled(!store.canSave)
        }
    }

    private func field(_ placeholder: String, text: Binding<String>) -> some View {
        TextField(placeholder, text: text)
            .padding(.horizontal, 12)
            .frame(maxWidth: .infinity, minHeight: 48, alignment: .leading)
            .background(Color(white: 0.95), in: .rect(cornerRadius: 8))
    }
}
