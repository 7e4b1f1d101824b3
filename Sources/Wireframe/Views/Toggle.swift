import Foundation

/// A control that turns something on or off: its label, then an iOS switch.
///
/// A tap anywhere on the toggle flips its binding, so a scripted screen flips it by its label:
/// `try await host.tap("Wi-Fi")`. A disabled toggle is drawn dimmed and ignores taps.
///
/// ```swift
/// Toggle("Wi-Fi", isOn: $isWiFiOn)
/// Toggle(isOn: $store.notifies) { Label("Notifications", systemImage: "bell") }
/// ```
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    /// Creates a toggle bound to `isOn`, with a label view.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// The toggle drawn by the style in the environment.
    public var body: some View {
        StyledView(
            configuration: ToggleStyleConfiguration(label: .init(content: AnyView(label)), isOn: isOn), style: \.toggleStyle,
            fallback: AnyStyle(DefaultToggleStyle()))
    }
}

extension Toggle where Label == Text {
    /// Creates a toggle with a text label.
    ///
    /// ```swift
    /// Toggle("알림 받기", isOn: $notifies)
    /// ```
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == Wireframe.Label<Text, Image> {
    /// Creates a toggle whose label is a title and an SF Symbol.
    ///
    /// ```swift
    /// Toggle("Airplane Mode", systemImage: "airplane", isOn: $isFlying)
    /// ```
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Wireframe.Label(title, systemImage: systemImage) }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// Creates a toggle from a style's configuration, so a style can wrap the default look.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

/// A look for toggles.
///
/// ```swift
/// struct CheckboxToggleStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Button { configuration.isOn.toggle() } label: {
///             HStack {
///                 Image(systemName: configuration.isOn ? "checkmark.square" : "square")
///                 configuration.label
///             }
///         }
///     }
/// }
/// Toggle("Remember me", isOn: $remembers).toggleStyle(CheckboxToggleStyle())
/// ```
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// The view a style makes of a toggle.
    associatedtype Body: View
    /// The label and the state of the toggle being drawn.
    typealias Configuration = ToggleStyleConfiguration
    /// The view of the toggle described by `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The parts of a toggle, as a ``ToggleStyle`` receives them.
///
/// ```swift
/// Button { configuration.isOn.toggle() } label: { configuration.label }
/// ```
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view.
    public struct Label: View {
        let content: AnyView
        /// The label as the toggle was given it.
        public var body: some View { content }
    }

    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on; setting it sets the toggle's binding.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that are not all on or all off; always
    /// `false`, as toggles here are made from one binding.
    public var isMixed: Bool = false

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        self._isOn = isOn
    }
}

/// The look of toggles on iOS: the label, then a switch at the trailing edge, green when on.
///
/// ```swift
/// Toggle("Wi-Fi", isOn: $isOn).toggleStyle(.switch)
/// ```
public struct SwitchToggleStyle: ToggleStyle {
    private let tint: Color?

    /// Creates the style: the switch green when on.
    public init() {
        tint = nil
    }

    /// Creates the style with the switch in `tint` when on, SwiftUI's deprecated form of
    /// `.toggleStyle(.switch).tint(_:)`.
    ///
    /// ```swift
    /// Toggle("Alarm", isOn: $isOn).toggleStyle(SwitchToggleStyle(tint: .orange))
    /// ```
    public init(tint: Color) {
        self.tint = tint
    }

    /// The label and the switch, in one row that flips the toggle when tapped.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchRow(configuration: configuration, tint: tint ?? .green)
    }
}

/// A toggle drawn as a button that looks pressed while on.
///
/// ```swift
/// Toggle("Bold", isOn: $isBold).toggleStyle(.button)
/// ```
public struct ButtonToggleStyle: ToggleStyle {
    /// Creates the style.
    public init() {}

    /// The label on a tinted capsule while on, plain while off.
    public func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            configuration.label
                .padding(.horizontal, 12)
                .padding(.vertical, 6)
                .background(configuration.isOn ? Color.accentColor.opacity(0.15) : Color.clear, in: Capsule())
        }
        .accessibilityValue(configuration.isOn ? "on" : "off")
        .accessibilityAddTraits(.isToggle)
    }
}

/// The style a toggle has where no `toggleStyle(_:)` is set: a switch, as on iOS.
///
/// ```swift
/// Toggle("Wi-Fi", isOn: $isOn).toggleStyle(.automatic)
/// ```
public struct DefaultToggleStyle: ToggleStyle {
    /// Creates the default style.
    public init() {}
    /// A switch.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchRow(configuration: configuration, tint: .green)
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default: a switch.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch at the trailing edge.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that looks pressed while on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension View {
    /// Sets the style of the toggles inside the view.
    ///
    /// ```swift
    /// Form { Toggle("Wi-Fi", isOn: $isOn) }.toggleStyle(.switch)
    /// ```
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { $0.toggleStyle = AnyStyle(style) })
    }
}

extension AnyStyle where Configuration == ToggleStyleConfiguration {
    /// `style`, erased.
    @MainActor init<S: ToggleStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

/// The label and an iOS switch (51 × 31 points: a capsule track, green when on, under a white
/// knob at the end it is switched to), one row that flips the toggle when tapped.
private struct SwitchRow: View {
    let configuration: ToggleStyleConfiguration
    /// The track's colour when on.
    let tint: Color
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.foregroundColor) private var foreground

    var body: some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            ControlRow(spacing: nil) {
                configuration.label.foregroundStyle(isEnabled ? foreground ?? .primary : .gray)
            } control: {
                CellsOrPoints {
                    Text(configuration.isOn ? "(──●)" : "(●──)")
                } points: {
                    ZStack(alignment: configuration.isOn ? .trailing : .leading) {
                        Capsule()
                            .fill(
                                configuration.isOn
                                    ? tint : Color(light: Color(white: 0.47, opacity: 0.16), dark: .hex(0x787880, opacity: 0.32)))
                        Circle()
                            .fill(Color.white)
                            .padding(2)
                            .frame(width: 31, height: 31)
                    }
                    .frame(width: 51, height: 31)
                }
                .opacity(isEnabled ? 1 : 0.5)
                .accessibilityHidden(true)
            }
        }
        .accessibilityValue(configuration.isOn ? "on" : "off")
        .accessibilityAddTraits(.isToggle)
    }
}
