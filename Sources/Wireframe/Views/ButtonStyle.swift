import Foundation

/// A look for buttons: how a button draws its label.
///
/// The label of a style of your own keeps the foreground it is given (the accent colour tints
/// only the built-in styles); `isPressed` is always `false`, as nothing holds a button down in a
/// rendered picture.
///
/// ```swift
/// struct CapsuleButtonStyle: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label
///             .padding(.horizontal, 16).padding(.vertical, 8)
///             .foregroundStyle(.white)
///             .background(Color.blue, in: Capsule())
///     }
/// }
/// Button("Save") { save() }.buttonStyle(CapsuleButtonStyle())
/// ```
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The view a style makes of a button's label.
    associatedtype Body: View
    /// The label and the state of the button being drawn.
    typealias Configuration = ButtonStyleConfiguration
    /// The view of the button described by `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The parts of a button, as a ``ButtonStyle`` receives them.
///
/// ```swift
/// configuration.label.opacity(configuration.isPressed ? 0.5 : 1)
/// ```
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View {
        let content: AnyView
        /// The label as the button was given it.
        public var body: some View { content }
    }

    /// The button's label.
    public let label: Label
    /// Whether the button is held down: always `false` here.
    public let isPressed = false
    /// The button's role, or `nil`.
    public let role: ButtonRole?
}

/// The label alone, in the colour around it, without the accent colour.
///
/// ```swift
/// Button { open() } label: { MemoView(memo: memo) }.buttonStyle(.plain)
/// ```
public struct PlainButtonStyle: ButtonStyle {
    /// Creates the style.
    public init() {}
    /// The label as it is.
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The label in the accent colour, without a border: the iOS default.
///
/// ```swift
/// Button("Edit") {}.buttonStyle(.borderless)
/// ```
public struct BorderlessButtonStyle: ButtonStyle {
    /// Creates the style.
    public init() {}
    /// The tinted label.
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The platform's default: ``BorderlessButtonStyle``.
///
/// ```swift
/// Button("Edit") {}.buttonStyle(.automatic)
/// ```
public struct DefaultButtonStyle: ButtonStyle {
    /// Creates the style.
    public init() {}
    /// The tinted label.
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The tinted label on a light tint of the accent colour, in a rounded rectangle or the shape
/// `buttonBorderShape(_:)` sets.
///
/// ```swift
/// Button("Cancel") {}.buttonStyle(.bordered)
/// ```
public struct BorderedButtonStyle: ButtonStyle {
    /// Creates the style.
    public init() {}
    /// The label padded on a rounded tint.
    public func makeBody(configuration: Configuration) -> some View {
        BorderedLabel(label: configuration.label, isProminent: false)
    }
}

/// A white label on the accent colour, in a rounded rectangle or the shape `buttonBorderShape(_:)`
/// sets.
///
/// ```swift
/// Button("Buy") {}.buttonStyle(.borderedProminent)
/// ```
public struct BorderedProminentButtonStyle: ButtonStyle {
    /// Creates the style.
    public init() {}
    /// The white label padded on the accent colour.
    public func makeBody(configuration: Configuration) -> some View {
        BorderedLabel(label: configuration.label, isProminent: true)
    }
}

extension ButtonStyle where Self == PlainButtonStyle {
    /// The label alone, without the accent colour.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension ButtonStyle where Self == BorderlessButtonStyle {
    /// The tinted label without a border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension ButtonStyle where Self == DefaultButtonStyle {
    /// The platform's default.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension ButtonStyle where Self == BorderedButtonStyle {
    /// The tinted label on a light tint.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension ButtonStyle where Self == BorderedProminentButtonStyle {
    /// A white label on the accent colour.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension View {
    /// Sets the style of the buttons inside the view.
    ///
    /// ```swift
    /// HStack { Button("Cancel") {}; Button("Save") {} }.buttonStyle(.bordered)
    /// ```
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { $0.buttonStyle = AnyButtonStyle(style) })
    }
}

/// A button style as the environment holds it: erased, with whether it tints the label.
struct AnyButtonStyle {
    /// A ``ButtonStyle``, which draws the label of a button that is tapped as a whole, or a
    /// ``PrimitiveButtonStyle``, which draws the whole button and calls its trigger itself.
    enum Kind {
        case label(AnyStyle<ButtonStyleConfiguration>)
        case primitive(AnyStyle<PrimitiveButtonStyleConfiguration>)
    }

    let kind: Kind
    /// Whether the label takes the accent colour, as it does in the built-in styles but for
    /// `.plain`.
    let tintsLabel: Bool

    @MainActor init<S: ButtonStyle>(_ style: S) {
        kind = .label(AnyStyle { AnyView(style.makeBody(configuration: $0)) })
        tintsLabel = S.self == BorderlessButtonStyle.self || S.self == DefaultButtonStyle.self || S.self == BorderedButtonStyle.self
    }

    @MainActor init<S: PrimitiveButtonStyle>(primitive style: S) {
        kind = .primitive(AnyStyle { AnyView(style.makeBody(configuration: $0)) })
        tintsLabel = false
    }
}

/// A label padded in a rounded rectangle of the tint: light under a tinted label, or full under
/// a white one.
private struct BorderedLabel: View {
    let label: ButtonStyleConfiguration.Label
    let isProminent: Bool
    @Environment(\.tint) private var tint
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.buttonBorderShape) private var borderShape

    var body: some View {
        let color = isEnabled ? tint ?? .accentColor : .gray
        label
            .foregroundStyle(isProminent ? Color.white : color)
            .padding(.horizontal, 12)
            .padding(.vertical, 7)
            .background(isProminent ? color : color.opacity(0.15), in: borderShape)
    }
}
