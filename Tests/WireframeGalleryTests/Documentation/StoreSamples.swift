import Testing
import WireframeComponents
import WireframeTesting

/// The samples of the Store article. Its test runs: a banner presented by its parent closes
/// itself through the `dismiss` dependency.
@MainActor
@Suite struct StoreSamples {
    @Reducer
    struct AppFeature {
        @ObservableState
        struct State: Equatable {
            @Presents var banner: Banner.State?
        }
        enum Action {
            case showBannerButtonTapped
            case banner(PresentationAction<Banner.Action>)
        }
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                if case .showBannerButtonTapped = action { state.banner = Banner.State() }
                return .none
            }
            .ifLet(\.$banner, action: \.banner) { Banner() }
        }
    }

    struct AppView: View {
        let store: StoreOf<AppFeature>

        var body: some View {
            if let banner = store.scope(state: \.banner, action: \.banner) { BannerView(store: banner) }
        }
    }

    @MainActor @Test func bannerClosesItself() async {
        let store = TestStore(initialState: AppFeature.State()) { AppFeature() }
        await store.send(.showBannerButtonTapped) { $0.banner = Banner.State() }
        await store.send(.banner(.presented(.closeButtonTapped)))
        await store.receive(\.banner.dismiss) { $0.banner = nil }
        await store.finish()
    }

    struct DeleteState {
        var dialog: DialogState<DeleteAction>?
    }

    enum DeleteAction {
        case cancelTapped
        case deleteTapped
    }

    func presentTheDialog(state: inout DeleteState) {
        state.dialog = DialogState(
            buttons: [
                DialogButtonState(action: .cancelTapped, title: "취소"),
                DialogButtonState(action: .deleteTapped, title: "삭제", role: .primary),
            ],
            message: DialogTextState(text: "메시지를 삭제하시겠습니까?"),
            title: "메시지 삭제")
    }

    func memos() throws {
        let store = Store(initialState: Memos.State()) { Memos() }
        print(try MemosView(store: store).renderASCII(on: .iPhone13))
        // tests: TestStore(initialState: Memos.State()) { Memos() } withDependencies: { $0.memoClient = .inMemory() }
    }
}

/// The samples of `WireframeStore`'s landing page; its test runs.
@MainActor
@Suite struct WireframeStoreLandingSamples {
    @Reducer
    struct Counter {
        @ObservableState
        struct State: Equatable { var count = 0 }
        enum Action: Equatable { case incrementButtonTapped }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                state.count += 1
                return .none
            }
        }
    }

    func run() {
        let store = Store(initialState: Counter.State()) { Counter() }
        store.send(.incrementButtonTapped)
        print(store.count)  // 1, through dynamic member lookup
    }

    @MainActor @Test func incrementing() async {
        let store = TestStore(initialState: Counter.State()) { Counter() }
        await store.send(.incrementButtonTapped) { $0.count = 1 }
    }
}
