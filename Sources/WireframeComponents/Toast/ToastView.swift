import Foundation
import Wireframe
import WireframeStore

/// The seed's toast: white subheadline text on a black rounded rectangle, 36 pt high.
///
/// It fills the width it is offered; ``View/toast(store:)`` offers the screen's width minus 40.
/// At 36 pt the box is two ASCII rows, so the text sits on its top edge there.
///
/// ```swift
/// ToastView(message: "첫 번째 토스트 입니다.").padding(.horizontal, 20)
/// ```
/// ```
///    ╭─────────첫 번째 토스트 입니다.──────────╮
///    ╰─────────────────────────────────────────╯
/// ```
public struct ToastView: View {
    private let message: String

    /// Creates a toast showing `message` on one line.
    public init(message: String) {
        self.message = message
    }

    /// The message on the black rounded rectangle.
    public var body: some View {
        Text(message)
            .font(.subheadline)
            .foregroundColor(.white)
            .lineLimit(1)
            .frame(maxWidth: .infinity)
            .frame(height: 36)
            .background(RoundedRectangle(cornerRadius: 6).fill(Color.black))
    }
}

extension View {
    /// Shows the toast the store holds at the bottom of this view, 12 pt above its bottom edge,
    /// at most the view's width minus 40.
    ///
    /// Put it on the `NavigationStack`, as the seed does, and the toast shows on every screen
    /// pushed on it:
    ///
    /// ```swift
    /// NavigationStack(path: …) { … }
    ///     .toast(store: store.scope(state: \.toast, action: AppFeature.Action.toast))
    /// ```
    public func toast(store: Store<Toast.State, Toast.Action>) -> some View {
        overlay(alignment: .bottom) {
            ToastOverlay(store: store)
        }
    }
}

/// The toast while it is presented, placed as the seed places it.
private struct ToastOverlay: View {
    let store: Store<Toast.State, Toast.Action>

    var body: some View {
        if store.isPresented {
            ToastView(message: store.message)
                .padding(.horizontal, 20)
                .padding(.bottom, 12)
        }
    }
}
