// swift-format-ignore-file
// (The article's code is kept as its author wrote it.)
// The code of the dialog article (seed 000), as written — imports, `@CasePathable` and case key
// paths as the article has them (its `MyFeature` is a plain `Reducer`, without `@Reducer`). The
// article shows parts of its code as `{ ... }`; what it leaves out is written at the end of the
// file, as small as the calls allow. It also has slips no compiler accepts, mended where they
// stand and marked `// mended:` — a `public` feature over internal types, a `send` of an action
// its enum does not have, a `.dialog(store:)` where the article's modifier is `fdsDialog(store:)`.
import ComposableArchitecture
import SwiftUI
import Testing
import WireframeTesting

struct CustomDialog: View {

    // MARK: - Properties

    @Binding private var isPresented: Bool
    private let title: String?
    private let message: String
    private let highlightMessage: [HighlightMessage]
    private let primaryButton: CustomDialog.ButtonConfig
    private let secondaryButton: CustomDialog.ButtonConfig?

    // MARK: - Initializer

    init(
        isPresented: Binding<Bool>,
        title: String? = nil,
        message: String,
        highlightMessage: [HighlightMessage] = [],
        primaryButton: CustomDialog.ButtonConfig,
        secondaryButton: CustomDialog.ButtonConfig? = nil
    ) {
        // left out by the article
        self._isPresented = isPresented
        self.title = title
        self.message = message
        self.highlightMessage = highlightMessage
        self.primaryButton = primaryButton
        self.secondaryButton = secondaryButton
    }

    // MARK: - Body

    var body: some View {
        let dimBackground: Color = .dim_70

        ZStack {
            dimBackground

            VStack(spacing: 24) {
                ContentView
                    .padding(.top, 32)
                    .padding([.horizontal], 16)

                HStack(spacing: 0) {
                    ButtonView(button: primaryButton)
                    if let secondaryButton {
                        ButtonView(button: secondaryButton)
                    }
                }
                .frame(height: 48)
                .padding([.horizontal, .bottom], 16)
            }
            .background(Color.surface_modal_01)
            .cornerRadius(12.0)
            .padding(.horizontal, 48)
        }
        .ignoresSafeArea()
    }

    private var ContentView: some View {
        // left out by the article
        VStack(spacing: 8) {
            if let title { Text(title).font(.headline) }
            Text(message)
        }
        .multilineTextAlignment(.center)
    }

    private func ButtonView(button: CustomDialog.ButtonConfig) -> some View {
        // left out by the article
        Button {
            isPresented = false
            button.action()
        } label: {
            Text(button.label)
                .foregroundStyle(button.isKey ? .white : .black)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(button.isKey ? Color.blue : Color.surface_modal_01)
        }
    }

    public struct ButtonConfig {
        // left out by the article
        let label: String
        let isKey: Bool
        let action: () -> Void

        static func mono(label: String, action: @escaping () -> Void = {}) -> ButtonConfig {
            ButtonConfig(label: label, isKey: false, action: action)
        }

        static func key(label: String, action: @escaping () -> Void = {}) -> ButtonConfig {
            ButtonConfig(label: label, isKey: true, action: action)
        }
    }
}

extension View {
    func fdsDialog(
        isPresented: Binding<Bool>,
        title: String? = nil,
        message: String,
        highlightMessage: [HighlightMessage] = [],
        primaryButton: CustomDialog.ButtonConfig,
        secondaryButton: CustomDialog.ButtonConfig? = nil
    ) -> some View {
        let dialog = CustomDialog(
            isPresented: isPresented,
            title: title,
            message: message,
            highlightMessage: highlightMessage,
            primaryButton: primaryButton,
            secondaryButton: secondaryButton)
        return modifier(FDSModalModifier(isPresented: isPresented, modalView: dialog))
    }
}

public struct DialogState<Action>: Identifiable {
    public let id: String
    public var buttons: [DialogButtonState<Action>]
    public var message: DialogTextState?
    public var title: String?

    public init(
        id: String = UUID().uuidString,
        buttons: [DialogButtonState<Action>],
        message: DialogTextState? = nil,
        title: String? = nil
    ) {
        self.id = id
        self.buttons = buttons
        self.message = message
        self.title = title
    }
}

public struct DialogButtonState<Action>: Identifiable {
    public let id: UUID
    public let action: Action
    public let title: String
    public let enabled: Bool
    public let role: DialogButtonStateRole

    public init(
        id: UUID = .init(),
        action: Action,
        title: String,
        enabled: Bool = true,
        role: DialogButtonStateRole = .none
    ) {
        self.id = id
        self.action = action
        self.title = title
        self.enabled = enabled
        self.role = role
    }
}

public enum DialogButtonStateRole: Equatable, Sendable, Hashable {
    case none
    case primary
}

public struct DialogTextState {
    public let text: String
    public let highlights: [HighlightMessage]

    public init(text: String, highlights: [HighlightMessage] = []) {
        self.text = text
        self.highlights = highlights
    }
}

public struct CustomDialogView<ContentView, Action>: View where ContentView: View {

    // MARK: - Properties

    @Binding private var isPresented: Bool
    private let state: DialogState<Action>
    private let actionHandler: (DialogButtonState<Action>) -> Void
    private let contentView: () -> ContentView

    // MARK: - Initializer

    public init(
        isPresented: Binding<Bool>,
        state: DialogState<Action>,
        actionHandler: @escaping (DialogButtonState<Action>) -> Void,
        contentView: @escaping () -> ContentView
    ) {
        self._isPresented = isPresented
        self.state = state
        self.actionHandler = actionHandler
        self.contentView = contentView
    }

    // MARK: - Body

    public var body: some View {
        VStack(spacing: Design.containerVerticalSpacing) {
            headerView
                .padding(.top, Design.headerTopMargin)
                .padding([.horizontal], Design.headerHorizontalMargin)

            contentView()

            buttonView
                .frame(height: Design.buttonFrameHeight)
                .padding([.horizontal, .bottom], Design.buttonFrameMargin)
        }
        .frame(maxWidth: .infinity)
        .background(Design.containerBackgroundColor)
        .cornerRadius(Design.containerCornerRadius)
        .padding(.horizontal, Design.containerHorizontalMargin)
    }

    private var headerView: some View {
        // left out by the article
        VStack(spacing: 8) {
            if let title = state.title { Text(title).font(.headline) }
            if let message = state.message { Text(message.text).multilineTextAlignment(.center) }
        }
    }

    private var buttonView: some View {
        // left out by the article
        HStack(spacing: 8) {
            ForEach(state.buttons) { button in
                Button(button.title) { actionHandler(button) }
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .foregroundStyle(button.role == .primary ? .white : .black)
                    .background(button.role == .primary ? Color.blue : Color.dim_70.opacity(0.1), in: .rect(cornerRadius: 8))
                    .disabled(!button.enabled)
            }
        }
    }
}

private enum Design {
    // left out by the article
    static let containerVerticalSpacing: CGFloat = 24
    static let headerTopMargin: CGFloat = 32
    static let headerHorizontalMargin: CGFloat = 16
    static let buttonFrameHeight: CGFloat = 48
    static let buttonFrameMargin: CGFloat = 16
    static let containerBackgroundColor = Color.surface_modal_01
    static let containerCornerRadius: CGFloat = 12
    static let containerHorizontalMargin: CGFloat = 48
}

extension View {
    public func fdsDialog<Action, Content>(
        store: Store<PresentationState<DialogState<Action>>, PresentationAction<Action>>,
        @ViewBuilder content: @escaping (String?) -> Content = { _ in EmptyView() }
    ) -> some View where Content: View {
        fdsDialog(store: store, state: { $0 }, action: { $0 }, content: content)
    }

    public func fdsDialog<State, Action, ButtonAction, Content>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        state toDestinationState: @escaping (State) -> DialogState<ButtonAction>?,
        action fromDestinationAction: @escaping (ButtonAction) -> Action,
        @ViewBuilder content: @escaping (String?) -> Content
    ) -> some View where Content: View {
        presentation(store: store, state: toDestinationState, action: fromDestinationAction) { `self`, $isPresented, _ in
            let dialogState = store.withState { $0.wrappedValue.flatMap(toDestinationState) }
            let dialogContent: () -> Content = {
                content(dialogState?.id)
            }
            self.modifier(DialogModifier(
                isPresented: $isPresented,
                presenting: dialogState,
                content: { state in
                    CustomDialogView<Content, ButtonAction>.init(
                        isPresented: $isPresented,
                        state: state,
                        actionHandler: { (buttonState) in
                            store.send(.presented(fromDestinationAction(buttonState.action)))
                        },
                        contentView: dialogContent
                    )
                }
            ))
        }
    }
}

struct MyFeatureState: Equatable {
    @PresentationState var dialog: DialogState<MyFeatureAction.Dialog>?
}

@CasePathable
enum MyFeatureAction {
    case view(ViewAction)
    case dialog(PresentationAction<Dialog>)
    case inner(InnerAction)  // left out by the article

    enum ViewAction {
        case deleteButtonTapped
    }

    @CasePathable
    public enum Dialog: Equatable {
        case didTapCancel
        case didTapDelete(LiveMessage)
    }
}

struct MyFeature: Reducer {  // mended: `public`, over internal state and actions
    var body: some ReducerOf<Self> {  // mended: `public`
        CombineReducers {
            viewReducer
            dialogReducer
        }
        .ifLet(\.$dialog, action: \.dialog)
    }

    private var viewReducer: some Reducer<State, Action> {
        Reduce { state, action in
            guard case let .view(viewAction) = action else {
                return .none
            }
            switch viewAction {
            case .deleteButtonTapped:
                state.dialog = .init(
                    buttons: [
                        .init(action: .didTapCancel, title: "취소"),
                        .init(action: .didTapDelete(message), title: "삭제", role: .primary)
                    ],
                    message: .init(text: "메시지를 삭제하시겠습니까?"),
                    title: "메시지 삭제"
                )
                return .none
            }
        }
    }

    private var dialogReducer: some Reducer<State, Action> {
        Reduce { state, action in
            guard case let .dialog(.presented(dialogAction)) = action else {
                return .none
            }
            switch dialogAction {
            case let .didTapDelete(message):
                return .send(
                    .inner(.deleteMessage(message.id))
                )
            case .didTapCancel:
                return .none
            }
        }
    }
}

struct DialogTestView: View {
    @Bindable var store: StoreOf<MyFeature>

    var body: some View {
        ZStack {
            Button {
                store.send(.view(.deleteButtonTapped))  // mended: `.deleteButtonTapped`
            } label: {
                Text("삭제")
            }
        }
        .fdsDialog(store: store.scope(state: \.$dialog, action: \.dialog))  // mended: `.dialog(store:)`
    }
}

// What the article leaves out.

public typealias HighlightMessage = (text: String, color: Color)

extension Color {
    static let dim_70 = Color.black.opacity(0.7)
    static let surface_modal_01 = Color.white
}

struct FDSModalModifier<Modal: View>: ViewModifier {
    @Binding var isPresented: Bool
    let modalView: Modal

    func body(content: Content) -> some View {
        ZStack {
            content
            if isPresented { modalView }
        }
    }
}

struct DialogModifier<Action, Dialog: View>: ViewModifier {
    @Binding var isPresented: Bool
    let presenting: DialogState<Action>?
    let content: (DialogState<Action>) -> Dialog

    func body(content: Content) -> some View {
        ZStack {
            content
            if isPresented, let presenting {
                Color.dim_70.ignoresSafeArea()
                self.content(presenting)
            }
        }
    }
}

struct LiveMessage: Equatable {
    let id: UUID
    let text: String
}

extension MyFeature {
    typealias State = MyFeatureState
    typealias Action = MyFeatureAction
    /// The message the live screen offers to delete.
    var message: LiveMessage { LiveMessage(id: UUID(0), text: "안녕하세요") }
}

extension MyFeatureAction {
    enum InnerAction {
        case deleteMessage(UUID)
    }
}

// The article's state is `Equatable` and presented with `ifLet` without a child reducer, so its
// dialog state is too, as TCA's `AlertState` is.
extension DialogState: Equatable where Action: Equatable {
    public static func == (lhs: DialogState, rhs: DialogState) -> Bool {
        lhs.buttons == rhs.buttons && lhs.message == rhs.message && lhs.title == rhs.title
    }
}

extension DialogState: _EphemeralState {}

extension DialogButtonState: Equatable where Action: Equatable {
    public static func == (lhs: DialogButtonState, rhs: DialogButtonState) -> Bool {
        lhs.action == rhs.action && lhs.title == rhs.title && lhs.enabled == rhs.enabled && lhs.role == rhs.role
    }
}

extension DialogTextState: Equatable {
    public static func == (lhs: DialogTextState, rhs: DialogTextState) -> Bool {
        lhs.text == rhs.text && lhs.highlights.map(\.text) == rhs.highlights.map(\.text)
    }
}

@MainActor @Suite struct Seed000DialogTests {
    @Test func theSwiftUIDialogOpensFromItsButtonAndItsKeyButtonActs() async throws {
        @MainActor final class Screen { var isPresented = false; var applied = 0 }
        let screen = Screen()
        let host = ScreenHost(screen: .iPhone13) {
            Button("Show Dialog") {
                screen.isPresented.toggle()
            }
            .fdsDialog(
                isPresented: Binding(get: { screen.isPresented }, set: { screen.isPresented = $0 }),
                title: "배경화면 변경",
                message: "배경화면 색상을 변경하시겠습니까?\n변경을 원하시면 적용 버튼 클릭해주세요",
                highlightMessage: [(text: "색상", color: .blue)],
                primaryButton: .mono(label: "닫기"),
                secondaryButton: .key(label: "적용") { screen.applied += 1 }
            )
        }
        try await host.tap("Show Dialog")
        assertSnapshot(of: try host.ascii(), as: .lines, named: "swiftui-dialog")
        try await host.tap("적용")
        #expect(screen.applied == 1)
        #expect(screen.isPresented == false)
    }

    @Test func theStoreDialogIsPresentedFromStateAndItsButtonsSendTheirActions() async throws {
        let store = Store(initialState: MyFeatureState()) { MyFeature() }
        let host = ScreenHost(screen: .iPhone13) { DialogTestView(store: store) }
        try await host.tap("삭제")
        #expect(store.dialog?.title == "메시지 삭제")
        assertSnapshot(of: try host.ascii(), as: .lines, named: "store-dialog")
        assertSnapshot(of: try host.svg(), as: .lines, named: "store-dialog.svg")
        try await host.tap("취소")
        #expect(store.dialog == nil)
        try await host.tap("삭제")
        try await host.tap("삭제")
        #expect(store.dialog == nil)
    }
}
