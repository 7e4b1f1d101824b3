import Foundation

/// A control that picks a colour, drawn as iOS draws it: the label, then a colour well at the
/// trailing edge — a circle of the selected colour inside a ring of every hue.
///
/// On iOS a tap opens the system's colour sheet, which a still picture does not show; the well
/// is drawn closed. `labelsHidden()` leaves the well alone; VoiceOver reads the label with the
/// colour's name (or its hex value) as the value.
///
/// ```swift
/// ColorPicker("Tint", selection: $tint)
/// ColorPicker("배경", selection: $background, supportsOpacity: false)
/// ColorPicker(selection: $accent) { Label("Accent", systemImage: "paintpalette") }
/// ```
public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.foregroundColor) private var foreground

    /// Creates a colour picker with a label view.
    ///
    /// ```swift
    /// ColorPicker(selection: $tint, supportsOpacity: false) { Text("Tint") }
    /// ```
    /// - Parameters:
    ///   - selection: The colour shown and picked.
    ///   - supportsOpacity: Whether the colour sheet offers opacity; the well shows the colour as
    ///     it is either way.
    ///   - label: What the colour is for.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    /// The label and the colour well.
    ///
    /// ```swift
    /// ColorPicker("Tint", selection: $tint).body
    /// ```
    public var body: some View {
        let color = selection.wrappedValue
        ControlRow(spacing: nil) {
            label.foregroundStyle(isEnabled ? foreground ?? .primary : .gray)
        } control: {
            ColorWell(color: color).opacity(isEnabled ? 1 : 0.5).accessibilityHidden(true)
        }
        .accessibilityElement(children: .combine)
        .accessibilityValue(color.name ?? color.hexString)
        .accessibilityAddTraits(.isButton)
    }
}

extension ColorPicker where Label == Text {
    /// Creates a colour picker titled with a localized string key.
    ///
    /// ```swift
    /// ColorPicker("Tint", selection: $tint)
    /// ```
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// Creates a colour picker titled `title`.
    ///
    /// ```swift
    /// ColorPicker(theme.name, selection: $theme.color)
    /// ```
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// iOS's colour well, 28 points across: a ring of every hue, a gap of the row's background, then
/// the colour. In cells, `(●)`.
private struct ColorWell: View {
    let color: Color

    /// The hues around the ring, clockwise from the top.
    private static let hues: [Color] = [
        .hex(0xFF0000), .hex(0xFFFF00), .hex(0x00FF00), .hex(0x00FFFF), .hex(0x0000FF), .hex(0xFF00FF), .hex(0xFF0000),
    ]

    var body: some View {
        CellsOrPoints {
            Text("(●)")
        } points: {
            ZStack {
                Circle().fill(AngularGradient(colors: Self.hues, center: .center, startAngle: .degrees(-90), endAngle: .degrees(270)))
                Circle().fill(Color(.secondarySystemGroupedBackground)).padding(3)
                Circle().fill(color).padding(5)
            }
            .frame(width: 28, height: 28)
        }
    }
}
