import Testing
import WireframeComponents

/// A child feature that closes itself with `dismiss`, shown by the presentation tests of the
/// store's views.
@Reducer
struct DismissingNote {
    @ObservableState
    struct State: Equatable {
        var text = "메모"
    }
    enum Action {
        case closeTapped
    }
    @Dependency(\.dismiss) var dismiss
    var body: some ReducerOf<Self> {
        Reduce { _, _ in .run { _ in await dismiss() } }
    }
}

/// The note's text and a "Close" button.
struct DismissingNoteView: View {
    let store: StoreOf<DismissingNote>

    var body: some View {
        VStack {
            Text(store.text)
            Button("Close") { store.send(.closeTapped) }
        }
    }
}
