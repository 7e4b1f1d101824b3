import Foundation
import Wireframe
import WireframeStore

/// The seed's app: a navigation stack whose root and pushed detail screens both ask for a toast,
/// and the app feature, at the top, that shows it over every screen.
struct ToastDemo: Reducer {
    struct State: Equatable, Sendable {
        var path = StackState<ToastDetail.State>()
        var toast = Toast.State()
    }

    enum Action: Equatable, Sendable {
        case path(StackActionOf<ToastDetail>)
        case toast(Toast.Action)
        case nextViewButtonTapped
        case toastButtonTapped
    }

    var body: some ReducerOf<Self> {
        Scope(state: \.toast, action: Action.toast) { Toast() }
        Reduce { state, action in
            switch action {
            case .nextViewButtonTapped:
                state.path.append(ToastDetail.State())
                return .none
            case .toastButtonTapped:
                return showToast("첫 번째 토스트 입니다.", in: &state)
            case .path(.element(id: _, action: .toastButtonTapped)):
                return showToast("두 번째 토스트 입니다.", in: &state)
            case .path, .toast:
                return .none
            }
        }
        .forEach(\.path, action: Action.path) { ToastDetail() }
    }

    /// Shows `message` through the toast's own reducer, so its timer is the one that restarts.
    private func showToast(_ message: String, in state: inout State) -> Effect<Action> {
        Toast().reduce(into: &state.toast, action: .show(message)).map(Action.toast)
    }
}

/// The seed's pushed screen: a button that asks the app for a toast.
struct ToastDetail: Reducer {
    struct State: Equatable, Sendable {}

    enum Action: Equatable, Sendable {
        case toastButtonTapped
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        .none
    }
}

/// The app's navigation stack with the toast overlaid on it.
struct ToastDemoView: View {
    let store: StoreOf<ToastDemo>

    var body: some View {
        NavigationStack(path: path) {
            VStack(spacing: 16) {
                Button("다음 뷰로 이동") { store.send(.nextViewButtonTapped) }
                Button("토스트 팝업 띄우기") { store.send(.toastButtonTapped) }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .navigationTitle("토스트")
            .navigationDestination(for: StackElementID.self) { id in
                if let detail = store.scope(
                    state: \.path[id: id],
                    action: { ToastDemo.Action.path(.element(id: id, action: $0)) }
                ) {
                    ToastDetailView(store: detail)
                }
            }
        }
        .toast(store: store.scope(state: \.toast, action: ToastDemo.Action.toast))
    }

    /// The ids of the pushed screens; the back button pops the top one.
    @MainActor private var path: Binding<[StackElementID]> {
        let store = self.store
        return Binding(
            get: { store.path.ids },
            set: { ids in
                let current = store.path.ids
                if ids.count < current.count { store.send(.path(.popFrom(id: current[ids.count]))) }
            }
        )
    }
}

/// The pushed screen.
struct ToastDetailView: View {
    let store: StoreOf<ToastDetail>

    var body: some View {
        Button("토스트 팝업 띄우기") { store.send(.toastButtonTapped) }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .navigationTitle("상세")
    }
}
