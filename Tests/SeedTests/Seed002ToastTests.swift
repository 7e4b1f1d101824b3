// swift-format-ignore-file
// (The article's code is kept as its author wrote it.)
// The code of the article "[SwiftUI/TCA] 토스트 팝업 띄우기" (seed 002), as written — imports,
// macros and case key paths as the article has them — with the article's code in an enum of its
// own (so `DetailFeature` is named `ToastArticle.DetailFeature` where the article extends
// `AppFeature` from outside it).
import ComposableArchitecture
import SwiftUI
import Testing
import WireframeTesting

enum ToastArticle {
    struct Toast: View {
        let text: String
        @Binding var isVisible: Bool
        @State private var toastID = UUID()

        var body: some View {
            if isVisible {
                Text(text)
                    .font(.subheadline)
                    .foregroundColor(.white)
                    .frame(maxWidth: UIScreen.main.bounds.width - 40)
                    .frame(height: 36)
                    .background(
                        RoundedRectangle(cornerRadius: 6)
                            .fill(.black)
                    )
                    .contentShape(Rectangle())
                    .opacity(isVisible ? 1 : 0)
                    .id(toastID)
                    .onAppear {
                        DispatchQueue.main.asyncAfter(deadline: .now() + 3) {
                            withAnimation(.easeOut(duration: 1.5)) {
                                isVisible = false
                            }
                        }
                    }
            }
        }
    }

    @Reducer
    struct AppFeature {
        @ObservableState
        struct State: Equatable {
            var path = StackState<Path.State>()
            var toastText: String = ""
            var isToastVisible: Bool = false
        }
        enum Action: BindableAction {
            case binding(BindingAction<State>)
            case path(StackActionOf<Path>)
            case nextViewButtonTapped
            case toastButtonTapped
        }
        var body: some ReducerOf<Self> {
            BindingReducer()
            Reduce { state, action in
                switch action {
                case .nextViewButtonTapped:
                    state.path.append(.detail(DetailFeature.State()))
                    return .none
                case .toastButtonTapped:
                    state.toastText = "첫 번째 토스트 입니다."
                    state.isToastVisible = true
                    return .none
                case .path(.element(id: _, .detail(.toastButtonTapped))):
                    state.toastText = "두 번째 토스트 입니다."
                    state.isToastVisible = true
                    return .none
                case .binding, .path:
                    return .none
                }
            }
            .forEach(\.path, action: \.path)
        }
    }

    struct AppView: View {
        @Bindable var store: StoreOf<AppFeature>
        var body: some View {
            NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
                VStack {
                    Button("다음 뷰로 이동") {
                        store.send(.nextViewButtonTapped)
                    }
                    Button("토스트 팝업 띄우기") {
                        store.send(.toastButtonTapped)
                    }
                }
            } destination: { store in
                switch store.case {
                case .detail(let store):
                    DetailView(store: store)
                }
            }
            .overlay(
                Toast(text: store.toastText, isVisible: $store.isToastVisible)
                    .padding(.bottom, 12),
                alignment: .bottom
            )
        }
    }

    @Reducer
    struct DetailFeature {
        @ObservableState
        struct State: Equatable {
        }
        enum Action {
            case toastButtonTapped
        }
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .toastButtonTapped:
                    return .none
                }
            }
        }
    }

    struct DetailView: View {
        let store: StoreOf<DetailFeature>
        var body: some View {
            Button("토스트 팝업 띄우기") {
                store.send(.toastButtonTapped)
            }
        }
    }
}

extension ToastArticle.AppFeature {
    @Reducer
    enum Path {
        case detail(ToastArticle.DetailFeature)
    }
}

extension ToastArticle.AppFeature.Path.State: Equatable {}

// The article's toast hides itself with `DispatchQueue.main.asyncAfter`, a timer in real time that
// a test cannot drive: it fires whenever the main queue runs three seconds after the toast
// appeared, and a test that suspends (every tap settles) cannot know whether that has happened.
// So the taps are checked by the state they send, and the pictures are taken in the same turn of
// the main actor as the render that shows the toast, before its timer can fire. The three-second
// hide is the Toast component's, tested with a test clock (WireframeComponentsTests).
@MainActor @Suite struct Seed002ToastTests {
    @Test func theToastButtonsOnTheRootAndThePushedScreenSetTheToastsText() async throws {
        let store = Store(initialState: ToastArticle.AppFeature.State()) { ToastArticle.AppFeature() }
        let host = ScreenHost(screen: .iPhone13) { ToastArticle.AppView(store: store) }

        try await host.tap("토스트 팝업 띄우기")
        #expect(store.toastText == "첫 번째 토스트 입니다.")

        try await host.tap("다음 뷰로 이동")
        #expect(store.path.count == 1)
        try await host.tap("토스트 팝업 띄우기")
        #expect(store.toastText == "두 번째 토스트 입니다.")

        try await host.tap("Back")
        #expect(store.path.isEmpty)
    }

    @Test func theToastIsShownOverTheRootAndOverThePushedScreen() throws {
        let store = Store(initialState: ToastArticle.AppFeature.State()) { ToastArticle.AppFeature() }
        let host = ScreenHost(screen: .iPhone13) { ToastArticle.AppView(store: store) }
        #expect(try !host.ascii().contains("토스트 입니다."))

        store.send(.toastButtonTapped)
        let root = try host.ascii()
        #expect(root.contains("첫 번째 토스트 입니다."))
        assertSnapshot(of: root, as: .lines, named: "1-root-toast")
        assertSnapshot(of: try host.svg(), as: .lines, named: "1-root-toast.svg")

        store.send(.nextViewButtonTapped)
        let detailID = try #require(store.path.ids.last)
        store.send(.path(.element(id: detailID, action: .detail(.toastButtonTapped))))
        let detail = try host.ascii()
        #expect(detail.contains("두 번째 토스트 입니다."))
        #expect(!detail.contains("다음 뷰로 이동"))
        assertSnapshot(of: detail, as: .lines, named: "2-detail-toast")
    }
}
