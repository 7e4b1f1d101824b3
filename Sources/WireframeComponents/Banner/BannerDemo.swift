import Foundation
import Wireframe
import WireframeStore

/// The seed's app: a button that presents the banner, which closes itself.
struct BannerDemo: Reducer {
    struct State: Equatable, Sendable {
        @PresentationState var banner: Banner.State?
    }

    enum Action: Equatable, Sendable {
        case showBannerButtonTapped
        case banner(PresentationAction<Banner.Action>)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .showBannerButtonTapped:
                state.banner = Banner.State()
                return .none
            case .banner:
                return .none
            }
        }
        .ifLet(\.$banner, action: Action.banner) { Banner() }
    }
}

/// The seed's screen: a Show Banner button, with the banner over it while presented.
struct BannerDemoView: View {
    let store: StoreOf<BannerDemo>

    var body: some View {
        Button("Show Banner") { store.send(.showBannerButtonTapped) }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .banner(store: store.scope(state: \.$banner, action: BannerDemo.Action.banner))
    }
}
