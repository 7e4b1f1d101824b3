// swift-format-ignore-file
// (The article's code is kept as its author wrote it.)
// The code of the article "SwiftUI: TCAでモーダルじゃないViewをモーダルのように扱う" (seed 004),
// as written — imports, macros (`@Reducer`, `@ObservableState`, `@Presents`) and case key paths
// as the article has them — with each of the article's two versions of `AppFeature` and
// `AppView` in an enum of its own, since the article gives both versions the same names.
import ComposableArchitecture
import SwiftUI
import Testing
import WireframeTesting

enum SheetVersion {
    @Reducer
    struct AppFeature {
        @ObservableState
        struct State {
            @Presents var someSheet: SomeSheet.State?
        }
        enum Action {
            case showSheetButtonTapped
            case someSheet(PresentationAction<SomeSheet.Action>)
        }
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .showSheetButtonTapped:
                    state.someSheet = SomeSheet.State()
                    return .none
                case .someSheet:
                    return .none
                }
            }
            .ifLet(\.$someSheet, action: \.someSheet) {
                SomeSheet()
            }
        }
    }

    struct AppView: View {
        @Bindable var store: StoreOf<AppFeature>
        var body: some View {
            VStack {
                Button {
                    store.send(.showSheetButtonTapped)
                } label: {
                    Text("Show Sheet")
                }
            }
            .sheet(item: $store.scope(state: \.someSheet, action: \.someSheet)) { store in
                SomeSheetView(store: store)
            }
        }
    }

    @Reducer
    struct SomeSheet {
        @ObservableState
        struct State: Equatable {}
        enum Action {
            case closeButtonTapped
        }
        @Dependency(\.dismiss) var dismiss
        var body: some ReducerOf<Self> {
            Reduce { _, action in
                switch action {
                case .closeButtonTapped:
                    return .run { [dismiss] _ in
                        await dismiss()
                    }
                }
            }
        }
    }

    struct SomeSheetView: View {
        let store: StoreOf<SomeSheet>
        var body: some View {
            HStack {
                Text("Some Sheet")
                    .font(.largeTitle)
                    .padding()
                Button {
                    store.send(.closeButtonTapped)
                } label: {
                    Image(systemName: "xmark")
                }
            }
        }
    }
}

enum BannerVersion {
    @Reducer
    struct AppFeature {
        @ObservableState
        struct State {
            @Presents var banner: Banner.State?
        }
        enum Action {
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
            .ifLet(\.$banner, action: \.banner) {
                Banner()
            }
        }
    }

    struct AppView: View {
        @Bindable var store: StoreOf<AppFeature>
        var body: some View {
            ZStack {
                VStack {
                    Button {
                        store.send(.showBannerButtonTapped, animation: .default)
                    } label: {
                        Text("Show Banner")
                    }
                }
                if let store = store.scope(state: \.banner, action: \.banner) {
                    BannerView(store: store)
                }
            }
        }
    }

    @Reducer
    struct Banner {
        @ObservableState
        struct State {}
        enum Action {
            case closeButtonTapped
        }
        @Dependency(\.dismiss) var dismiss
        var body: some ReducerOf<Self> {
            Reduce { _, action in
                switch action {
                case .closeButtonTapped:
                    return .run { [dismiss] _ in
                        await dismiss(animation: .default)
                    }
                }
            }
        }
    }

    struct BannerView: View {
        let store: Store<Banner.State, PresentationAction<Banner.Action>>
        var body: some View {
            VStack {
                HStack {
                    Text("Banner")
                    Spacer()
                    Button {
                        store.send(.presented(.closeButtonTapped))
                    } label: {
                        Image(systemName: "xmark")
                    }
                }
                .padding(8)
                .background(Color.white, in: .rect(cornerRadius: 8))
                .shadow(radius: 5)
                .padding()
                Spacer()
            }
        }
    }
}

@MainActor @Suite struct Seed004BannerTests {
    @Test func theSheetIsShownAndClosedWithItsCloseButton() async throws {
        let store = Store(initialState: SheetVersion.AppFeature.State()) { SheetVersion.AppFeature() }
        let host = ScreenHost(screen: .iPhone13) { SheetVersion.AppView(store: store) }
        try await host.tap("Show Sheet")
        #expect(store.someSheet != nil)
        assertSnapshot(of: try host.ascii(), as: .lines, named: "sheet")
        assertSnapshot(of: try host.svg(), as: .lines, named: "sheet.svg")
        try await host.tap("xmark")
        #expect(store.someSheet == nil)
        #expect(try !host.ascii().contains("Some Sheet"))
    }

    @Test func theBannerIsShownOverTheScreenAndDismissesItself() async throws {
        let store = Store(initialState: BannerVersion.AppFeature.State()) { BannerVersion.AppFeature() }
        let host = ScreenHost(screen: .iPhone13) { BannerVersion.AppView(store: store) }
        try await host.tap("Show Banner")
        #expect(store.banner != nil)
        assertSnapshot(of: try host.ascii(), as: .lines, named: "banner")
        assertSnapshot(of: try host.svg(), as: .lines, named: "banner.svg")
        try await host.tap("xmark")
        #expect(store.banner == nil)
        #expect(try host.ascii().components(separatedBy: "Banner").count == 2)  // only "Show Banner" is left
    }
}
