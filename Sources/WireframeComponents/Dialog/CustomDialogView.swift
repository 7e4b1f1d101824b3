import Foundation
import Wireframe

/// A dialog over a dim layer: a white card with a title, a message with highlighted words, an
/// optional custom content, and a row of one or two buttons.
///
/// The card sits 48 pt from the screen's sides with corner radius 12; its parts are 24 pt apart,
/// the header 32 pt from the top and 16 pt from the sides, and the buttons 48 pt high with 16 pt
/// around them. A ``DialogButtonStateRole/primary`` button is filled with the key colour, a plain
/// one grey; a disabled button is a bare grey label that ignores taps. The dim layer covers the
/// whole screen, safe area included, and takes every tap outside the card.
///
/// Present it with ``View/dialog(store:content:)`` or
/// ``View/dialog(isPresented:title:message:highlightMessage:primaryButton:secondaryButton:)``
/// rather than directly:
///
/// ```swift
/// CustomDialogView(isPresented: $isPresented, state: dialog) { button in
///     store.send(.presented(button.action))
/// }
/// ```
/// ```
/// ░░░░░░╭───────────────────────────────────╮░░░░░░
/// ░░░░░░│                                   │░░░░░░
/// ░░░░░░│            메시지 삭제            │░░░░░░
/// ░░░░░░│    메시지를 삭제하시겠습니까?     │░░░░░░
/// ░░░░░░│                                   │░░░░░░
/// ░░░░░░│                                   │░░░░░░
/// ░░░░░░│ ╭──────────────╮ ╭──────────────╮ │░░░░░░
/// ░░░░░░│ │     취소     │ │     삭제     │ │░░░░░░
/// ░░░░░░│ ╰──────────────╯ ╰──────────────╯ │░░░░░░
/// ░░░░░░╰───────────────────────────────────╯░░░░░░
/// ```
public struct CustomDialogView<ContentView: View, Action>: View {
    @Binding private var isPresented: Bool
    private let state: DialogState<Action>
    private let actionHandler: @MainActor (DialogButtonState<Action>) -> Void
    private let contentView: () -> ContentView

    /// Creates a dialog showing `state`, with `contentView` between the message and the buttons.
    ///
    /// - Parameters:
    ///   - isPresented: Set to `false` after a button's action has been handled.
    ///   - state: The title, message and buttons.
    ///   - actionHandler: Called with the tapped button, before `isPresented` is set to `false`.
    ///   - contentView: Extra content under the message.
    public init(
        isPresented: Binding<Bool>,
        state: DialogState<Action>,
        actionHandler: @escaping @MainActor (DialogButtonState<Action>) -> Void,
        @ViewBuilder contentView: @escaping () -> ContentView
    ) {
        self._isPresented = isPresented
        self.state = state
        self.actionHandler = actionHandler
        self.contentView = contentView
    }

    /// The dim layer with the card over it.
    public var body: some View {
        ZStack {
            DialogDesign.dimColor.ignoresSafeArea()
            VStack(spacing: DialogDesign.containerVerticalSpacing) {
                headerView
                    .padding(.top, DialogDesign.headerTopMargin)
                    .padding(.horizontal, DialogDesign.headerHorizontalMargin)
                contentView()
                buttonView
                    .frame(height: DialogDesign.buttonFrameHeight)
                    .padding([.horizontal, .bottom], DialogDesign.buttonFrameMargin)
            }
            .frame(maxWidth: .infinity)
            .background(DialogDesign.containerBackgroundColor)
            .cornerRadius(DialogDesign.containerCornerRadius)
            .padding(.horizontal, DialogDesign.containerHorizontalMargin)
        }
        // VoiceOver reads the dialog and nothing behind it, as it does an alert.
        .accessibilityAddTraits(.isModal)
    }

    @MainActor private var headerView: some View {
        VStack(spacing: DialogDesign.headerSpacing) {
            if let title = state.title {
                Text(title).font(.headline).foregroundColor(DialogDesign.titleColor).accessibilityAddTraits(.isHeader)
            }
            if let message = state.message {
                message.styledText.font(.subheadline)
            }
        }
        .foregroundColor(DialogDesign.messageColor)
        .multilineTextAlignment(.center)
        .frame(maxWidth: .infinity)
    }

    @MainActor private var buttonView: some View {
        HStack(spacing: DialogDesign.buttonSpacing) {
            ForEach(state.buttons) { button in
                buttonView(button)
            }
        }
    }

    @MainActor private func buttonView(_ button: DialogButtonState<Action>) -> some View {
        let style = DialogButtonStyle(role: button.role, isEnabled: button.enabled)
        return Button {
            actionHandler(button)
            isPresented = false
        } label: {
            Text(button.title)
                .font(.headline)
                .foregroundColor(style.labelColor)
                .lineLimit(1)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(style.fillColor, in: .rect(cornerRadius: DialogDesign.buttonCornerRadius))
        }
        .disabled(!button.enabled)
    }
}

extension CustomDialogView where ContentView == EmptyView {
    /// Creates a dialog showing `state` with no custom content.
    ///
    /// ```swift
    /// CustomDialogView(isPresented: .constant(true), state: dialog) { _ in }
    /// ```
    public init(
        isPresented: Binding<Bool>,
        state: DialogState<Action>,
        actionHandler: @escaping @MainActor (DialogButtonState<Action>) -> Void
    ) {
        self.init(isPresented: isPresented, state: state, actionHandler: actionHandler) { EmptyView() }
    }
}

/// The colours of a dialog button for its role and whether it is enabled.
private struct DialogButtonStyle {
    let role: DialogButtonStateRole
    let isEnabled: Bool

    var labelColor: Color {
        guard isEnabled else { return DialogDesign.disabledLabelColor }
        return role == .primary ? DialogDesign.primaryLabelColor : DialogDesign.secondaryLabelColor
    }

    /// Clear for a disabled button, so it reads as a bare label in ASCII as well as in SVG.
    var fillColor: Color {
        guard isEnabled else { return .clear }
        return role == .primary ? DialogDesign.primaryFillColor : DialogDesign.secondaryFillColor
    }
}

/// The dialog's dimensions and colours, in one place as in the seed. The colours are design
/// tokens with a value for each appearance, as an asset catalog's colours with dark variants are.
private enum DialogDesign {
    static let dimColor = Color.black.opacity(0.4)
    static let containerVerticalSpacing: CGFloat = 24
    static let headerTopMargin: CGFloat = 32
    static let headerHorizontalMargin: CGFloat = 16
    static let headerSpacing: CGFloat = 8
    static let buttonFrameHeight: CGFloat = 48
    static let buttonFrameMargin: CGFloat = 16
    static let buttonSpacing: CGFloat = 8
    static let buttonCornerRadius: CGFloat = 8
    static let containerBackgroundColor = token(light: .white, dark: UIColor(red: 0.17, green: 0.17, blue: 0.18, alpha: 1))
    static let containerCornerRadius: CGFloat = 12
    static let containerHorizontalMargin: CGFloat = 48
    static let titleColor = Color.primary
    static let messageColor = token(
        light: UIColor(red: 0.38, green: 0.38, blue: 0.4, alpha: 1), dark: UIColor(red: 0.68, green: 0.68, blue: 0.7, alpha: 1))
    static let primaryFillColor = Color.blue
    static let primaryLabelColor = Color.white
    static let secondaryFillColor = token(light: UIColor(white: 0.93, alpha: 1), dark: UIColor(white: 0.27, alpha: 1))
    static let secondaryLabelColor = Color.primary
    static let disabledLabelColor = Color.gray

    private static func token(light: UIColor, dark: UIColor) -> Color {
        Color(UIColor { $0.userInterfaceStyle == .dark ? dark : light })
    }
}
