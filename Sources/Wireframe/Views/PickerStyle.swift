/// A look for pickers, given to `pickerStyle(_:)`: SwiftUI's `PickerStyle`.
///
/// ```swift
/// Picker("Size", selection: $size) { … }.pickerStyle(.segmented)
/// Picker("Size", selection: $size) { … }.pickerStyle(SegmentedPickerStyle())
/// ```
///
/// The built-in styles are drawn as an iPhone draws them; a style of a program's own draws as
/// `.automatic`.
public protocol PickerStyle {}

/// A style of the package's own, and the look it stands for.
protocol BuiltInPickerStyle {
    var kind: PickerStyleKind { get }
}

/// The platform's choice: on an iPhone, a menu.
///
/// ```swift
/// Picker("Size", selection: $size) { … }.pickerStyle(DefaultPickerStyle())
/// ```
public struct DefaultPickerStyle: PickerStyle, BuiltInPickerStyle {
    /// The default style.
    public init() {}
    var kind: PickerStyleKind { .automatic }
}

/// The title and the chosen option; the options open in a menu.
///
/// ```swift
/// Picker("Size", selection: $size) { … }.pickerStyle(MenuPickerStyle())
/// ```
public struct MenuPickerStyle: PickerStyle, BuiltInPickerStyle {
    /// The menu style.
    public init() {}
    var kind: PickerStyleKind { .menu }
}

/// Every option side by side in a segmented control.
///
/// ```swift
/// Picker("View", selection: $mode) { … }.pickerStyle(SegmentedPickerStyle())
/// ```
public struct SegmentedPickerStyle: PickerStyle, BuiltInPickerStyle {
    /// The segmented style.
    public init() {}
    var kind: PickerStyleKind { .segmented }
}

/// The options as rows, a checkmark beside the chosen one.
///
/// ```swift
/// Picker("Size", selection: $size) { … }.pickerStyle(InlinePickerStyle())
/// ```
public struct InlinePickerStyle: PickerStyle, BuiltInPickerStyle {
    /// The inline style.
    public init() {}
    var kind: PickerStyleKind { .inline }
}

/// A wheel of options, drawn as the inline rows: a still picture of a wheel shows one.
///
/// ```swift
/// Picker("Hour", selection: $hour) { … }.pickerStyle(WheelPickerStyle())
/// ```
public struct WheelPickerStyle: PickerStyle, BuiltInPickerStyle {
    /// The wheel style.
    public init() {}
    var kind: PickerStyleKind { .wheel }
}

/// The title and the chosen option, opening the options on a screen of their own; drawn as a
/// menu.
///
/// ```swift
/// Picker("Country", selection: $country) { … }.pickerStyle(NavigationLinkPickerStyle())
/// ```
public struct NavigationLinkPickerStyle: PickerStyle, BuiltInPickerStyle {
    /// The navigation-link style.
    public init() {}
    var kind: PickerStyleKind { .navigationLink }
}

/// The options as a row of their labels, as iOS 17 shows a palette; drawn as a segmented
/// control.
///
/// ```swift
/// Picker("Colour", selection: $colour) { … }.pickerStyle(PalettePickerStyle())
/// ```
public struct PalettePickerStyle: PickerStyle, BuiltInPickerStyle {
    /// The palette style.
    public init() {}
    var kind: PickerStyleKind { .segmented }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The platform's choice: on an iPhone, a menu.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// The title and the chosen option; the options open in a menu.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// Every option side by side in a segmented control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// The options as rows, a checkmark beside the chosen one.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A wheel of options, drawn as the inline rows.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// The options on a screen of their own; drawn as a menu.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    /// The options as a row of their labels; drawn as a segmented control.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}
