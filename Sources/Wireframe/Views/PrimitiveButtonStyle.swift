import Foundation

/// A style that draws a button and decides what triggers it, as SwiftUI's
/// `PrimitiveButtonStyle`: its body gets the label and a ``PrimitiveButtonStyleConfiguration/trigger()``
/// that runs the button's action, and the button is tapped where the body says.
///
/// ```swift
/// struct DoubleTapStyle: PrimitiveButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.onTapGesture(count: 2) { configuration.trigger() }
///     }
/// }
/// Button("Like") { like() }.buttonStyle(DoubleTapStyle())
/// ```
///
/// A button drawn by such a style is not itself a tap target: a scripted screen taps the
/// gesture or button the style's body makes, which calls `trigger()`.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// The view the style makes of a button.
    associatedtype Body: View
    /// The label, the role and the trigger of the button being drawn.
    typealias Configuration = PrimitiveButtonStyleConfiguration

    /// The view of the button `configuration` describes.
    ///
    /// - Parameter configuration: The button's label, role and trigger.
    /// - Returns: The button as the style draws it.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The parts of a button as a ``PrimitiveButtonStyle`` receives them: its label, its role and
/// the trigger that runs its action.
///
/// ```swift
/// configuration.label.onTapGesture { configuration.trigger() }
/// ```
public struct PrimitiveButtonStyleConfiguration: @unchecked Sendable {
    // Sendable so that `Button(action: configuration.trigger)` compiles without a warning, as in
    // SwiftUI: the label is an immutable view and the action runs only on the main actor.

    /// The button's label, as a view.
    public struct Label: View {
        let content: AnyView
        /// The label as the button was given it.
        public var body: some View { content }
    }

    /// The button's role, or `nil`.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    let action: @MainActor () -> Void

    /// Runs the button's action, as a tap on a button does; nothing when it is disabled.
    ///
    /// ```swift
    /// configuration.label.onLongPressGesture { configuration.trigger() }
    /// ```
    @MainActor public func trigger() {
        action()
    }
}

extension View {
    /// Sets the style of the buttons inside the view to a ``PrimitiveButtonStyle``, which draws
    /// each button and decides what triggers it.
    ///
    /// ```swift
    /// Button("Like") { like() }.buttonStyle(DoubleTapStyle())
    /// ```
    ///
    /// - Parameter style: The style.
    /// - Returns: The view, its buttons drawn by `style`.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { $0.buttonStyle = AnyButtonStyle(primitive: style) })
    }
}
