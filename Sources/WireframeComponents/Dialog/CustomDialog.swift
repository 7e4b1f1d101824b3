import Wireframe

/// The seed's first dialog: a title, a message with highlighted words and one or two buttons,
/// shown while a `Bool` binding is `true`.
///
/// Present it with
/// ``View/dialog(isPresented:title:message:highlightMessage:primaryButton:secondaryButton:)``;
/// for a dialog driven by a store use ``DialogState`` and ``View/dialog(store:content:)``.
///
/// ```swift
/// CustomDialog(
///     isPresented: $isPresented,
///     title: "배경화면 변경",
///     message: "배경화면 색상을 변경하시겠습니까?",
///     highlightMessage: [HighlightMessage(text: "색상", color: .blue)],
///     primaryButton: .mono(label: "닫기"),
///     secondaryButton: .key(label: "적용") { applyRandomColor() }
/// )
/// ```
public struct CustomDialog: View {
    @Binding private var isPresented: Bool
    private let title: String?
    private let message: String
    private let highlightMessage: [HighlightMessage]
    private let primaryButton: ButtonConfig
    private let secondaryButton: ButtonConfig?

    /// Creates a dialog; tapping either button runs its action and sets `isPresented` to `false`.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the dialog is shown.
    ///   - title: The title.
    ///   - message: The message; `\n` starts a new line.
    ///   - highlightMessage: Words of the message drawn in their own colour.
    ///   - primaryButton: The leading button.
    ///   - secondaryButton: The trailing button, if any.
    public init(
        isPresented: Binding<Bool>,
        title: String? = nil,
        message: String,
        highlightMessage: [HighlightMessage] = [],
        primaryButton: ButtonConfig,
        secondaryButton: ButtonConfig? = nil
    ) {
        self._isPresented = isPresented
        self.title = title
        self.message = message
        self.highlightMessage = highlightMessage
        self.primaryButton = primaryButton
        self.secondaryButton = secondaryButton
    }

    /// A ``CustomDialogView`` with the title, the message and the buttons.
    public var body: some View {
        let configs = [primaryButton] + (secondaryButton.map { [$0] } ?? [])
        let state = DialogState(
            buttons: configs.enumerated().map { index, config in
                DialogButtonState(action: index, title: config.label, role: config.role)
            },
            message: DialogTextState(text: message, highlights: highlightMessage),
            title: title
        )
        return CustomDialogView(isPresented: $isPresented, state: state) { button in
            configs[button.action].action()
        }
    }

    /// A button of a ``CustomDialog``: a grey ``mono(label:action:)`` button or a filled
    /// ``key(label:action:)`` one.
    ///
    /// ```swift
    /// primaryButton: .mono(label: "닫기"),
    /// secondaryButton: .key(label: "적용") { apply() }
    /// ```
    public struct ButtonConfig {
        let label: String
        let role: DialogButtonStateRole
        let action: @MainActor () -> Void

        /// A grey button, for closing or cancelling; `action` runs before the dialog closes.
        public static func mono(label: String, action: @escaping @MainActor () -> Void = {}) -> ButtonConfig {
            ButtonConfig(label: label, role: .none, action: action)
        }

        /// A button filled with the key colour, for the action the dialog is about.
        public static func key(label: String, action: @escaping @MainActor () -> Void) -> ButtonConfig {
            ButtonConfig(label: label, role: .primary, action: action)
        }
    }
}

extension View {
    /// Shows a ``CustomDialog`` over this view while `isPresented` is `true`, as the seed's
    /// `fdsDialog` does.
    ///
    /// ```swift
    /// Button("Show Dialog") { isPresented.toggle() }
    ///     .dialog(
    ///         isPresented: $isPresented,
    ///         title: "배경화면 변경",
    ///         message: "배경화면 색상을 변경하시겠습니까?\n변경을 원하시면 적용 버튼 클릭해주세요",
    ///         highlightMessage: [HighlightMessage(text: "색상", color: .blue)],
    ///         primaryButton: .mono(label: "닫기"),
    ///         secondaryButton: .key(label: "적용") { applyRandomColor() }
    ///     )
    /// ```
    ///
    /// - Parameters: As ``CustomDialog/init(isPresented:title:message:highlightMessage:primaryButton:secondaryButton:)``.
    public func dialog(
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
            secondaryButton: secondaryButton
        )
        return modifier(DialogBindingModifier(isPresented: isPresented, dialog: dialog))
    }
}

/// Lays the dialog over the content while `isPresented` is `true`, read when the body is.
private struct DialogBindingModifier: ViewModifier {
    @Binding var isPresented: Bool
    let dialog: CustomDialog

    func body(content: Content) -> some View {
        ZStack {
            content
            if isPresented { dialog }
        }
    }
}
