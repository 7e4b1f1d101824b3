import Testing
import WireframeStore

/// The seed's custom banner, presented like a sheet and closing itself with `dismiss`.
private struct Banner: Reducer {
    struct State: Equatable, Sendable {}
    enum Action: Equatable, Sendable { case closeButtonTapped }
    @Dependency(\.dismiss) var dismiss

    var body: some ReducerOf<Self> {
        Reduce { _, action in
            switch action {
            case .closeButtonTapped:
                return .run { [dismiss] _ in await dismiss() }
            }
        }
    }
}

private struct SomeSheet: Reducer {
    struct State: Equatable, Sendable {}
    enum Action: Equatable, Sendable { case closeButtonTapped }
    @Dependency(\.dismiss) var dismiss

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        .run { [dismiss] _ in await dismiss() }
    }
}

private struct AppFeature: Reducer {
    struct State: Equatable, Sendable {
        @PresentationState var banner: Banner.State?
        @PresentationState var someSheet: SomeSheet.State?
    }
    enum Action: Equatable, Sendable {
        case showBannerButtonTapped
        case showSheetButtonTapped
        case banner(PresentationAction<Banner.Action>)
        case someSheet(PresentationAction<SomeSheet.Action>)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .showBannerButtonTapped:
                state.banner = Banner.State()
                return .none
            case .showSheetButtonTapped:
                state.someSheet = SomeSheet.State()
                return .none
            case .banner, .someSheet:
                return .none
            }
        }
        .ifLet(\.$banner, action: Action.banner) { Banner() }
        .ifLet(\.$someSheet, action: Action.someSheet) { SomeSheet() }
    }
}

@MainActor
@Suite struct BannerFlowTests {
    @Test func bannerClosesItselfThroughDismiss() async {
        let store = TestStore(initialState: AppFeature.State()) { AppFeature() }
        await store.send(.showBannerButtonTapped) { $0.banner = Banner.State() }
        await store.send(.banner(.presented(.closeButtonTapped)))
        await store.receive(.banner(.dismiss)) { $0.banner = nil }
        await store.finish()
    }

    @Test func sheetIsShownAndClosed() async {
        let store = TestStore(initialState: AppFeature.State()) { AppFeature() }
        await store.send(.showSheetButtonTapped) { $0.someSheet = SomeSheet.State() }
        await store.send(.someSheet(.presented(.closeButtonTapped)))
        await store.receive(.someSheet(.dismiss)) { $0.someSheet = nil }
        await store.finish()
    }

    @Test func bannerStoreExistsOnlyWhilePresented() async {
        let store = Store(initialState: AppFeature.State()) { AppFeature() }
        #expect(store.scope(state: \.banner, action: AppFeature.Action.banner) == nil)
        store.send(.showBannerButtonTapped)
        guard let banner = store.scope(state: \.banner, action: AppFeature.Action.banner) else {
            Issue.record("the banner should be presented")
            return
        }
        await banner.send(.presented(.closeButtonTapped)).finish()
        #expect(store.banner == nil)
        #expect(store.scope(state: \.banner, action: AppFeature.Action.banner) == nil)
    }
}
