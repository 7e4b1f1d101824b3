import Foundation

/// UIKit's colour, for the system colours SwiftUI code names through it —
/// `Color(.systemBackground)`, `Color(uiColor: .secondaryLabel)` — and for colours of one's own
/// that change with the appearance, made with `init(dynamicProvider:)`.
///
/// Each system colour has iOS's light and dark values; a render in the dark appearance draws the
/// dark ones. Only what describes a colour is here: UIKit's drawing and conversion API is not.
///
/// ```swift
/// let card = UIColor { traits in
///     traits.userInterfaceStyle == .dark ? UIColor(white: 0.15, alpha: 1) : .white
/// }
/// RoundedRectangle(cornerRadius: 12).fill(Color(card))
/// Text("Details").foregroundStyle(Color(uiColor: .secondaryLabel))
/// ```
public struct UIColor: Hashable, Sendable {
    let color: Color

    /// A colour from components between 0 and 1, the same in both appearances.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    /// A grey from a white level between 0 and 1, the same in both appearances.
    public init(white: CGFloat, alpha: CGFloat) {
        color = Color(white: Double(white), opacity: Double(alpha))
    }

    /// The SwiftUI colour `color`, with its values in both appearances.
    public init(_ color: Color) {
        self.color = color
    }

    /// A colour that `provider` chooses for each appearance; it is asked once for the light
    /// appearance and once for the dark.
    public init(dynamicProvider provider: (UITraitCollection) -> UIColor) {
        color = Color(
            light: provider(UITraitCollection(userInterfaceStyle: .light)).color,
            dark: provider(UITraitCollection(userInterfaceStyle: .dark)).color)
    }

    /// The colour registered under `name` in the ``ColorCatalog``, or `nil` when none is.
    public init?(named name: String) {
        guard let color = ColorCatalog.color(named: name) else { return nil }
        self.color = color
    }

    /// The colour with its opacity set to `alpha` in both appearances.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(color.replacingOpacity(Double(alpha)))
    }

    private static func system(_ name: String, _ light: UInt32, _ dark: UInt32, opacity: Double = 1, darkOpacity: Double? = nil) -> UIColor
    {
        UIColor(Color.system(name, light, dark, opacity: opacity, darkOpacity: darkOpacity))
    }

    // MARK: Label colours

    /// The colour of primary text: black, or white in the dark.
    public static let label = system("label", 0x000000, 0xFFFFFF)
    /// The colour of secondary text: `#3C3C43` at 60 %, or `#EBEBF5` at 60 %.
    public static let secondaryLabel = system("secondaryLabel", 0x3C3C43, 0xEBEBF5, opacity: 0.6)
    /// The colour of tertiary text: `#3C3C43` at 30 %, or `#EBEBF5` at 30 %.
    public static let tertiaryLabel = system("tertiaryLabel", 0x3C3C43, 0xEBEBF5, opacity: 0.3)
    /// The colour of quaternary text: `#3C3C43` at 18 %, or `#EBEBF5` at 16 %.
    public static let quaternaryLabel = system("quaternaryLabel", 0x3C3C43, 0xEBEBF5, opacity: 0.18, darkOpacity: 0.16)
    /// The colour of placeholder text: `#3C3C43` at 30 %, or `#EBEBF5` at 30 %.
    public static let placeholderText = system("placeholderText", 0x3C3C43, 0xEBEBF5, opacity: 0.3)
    /// The colour of links: `#007AFF`, or `#0984FF`.
    public static let link = system("link", 0x007AFF, 0x0984FF)

    // MARK: Separators

    /// A separator that lets what is beneath show: `#3C3C43` at 29 %, or `#545458` at 60 %.
    public static let separator = system("separator", 0x3C3C43, 0x545458, opacity: 0.29, darkOpacity: 0.6)
    /// A separator that hides what is beneath: `#C6C6C8`, or `#38383A`.
    public static let opaqueSeparator = system("opaqueSeparator", 0xC6C6C8, 0x38383A)

    // MARK: Backgrounds

    /// The background of a screen: white, or black in the dark.
    public static let systemBackground = system("systemBackground", 0xFFFFFF, 0x000000)
    /// The background of content on a screen: `#F2F2F7`, or `#1C1C1E`.
    public static let secondarySystemBackground = system("secondarySystemBackground", 0xF2F2F7, 0x1C1C1E)
    /// The background of content in secondary content: white, or `#2C2C2E`.
    public static let tertiarySystemBackground = system("tertiarySystemBackground", 0xFFFFFF, 0x2C2C2E)
    /// The background of a grouped screen, as behind an inset grouped list: `#F2F2F7`, or black.
    public static let systemGroupedBackground = system("systemGroupedBackground", 0xF2F2F7, 0x000000)
    /// The background of a grouped screen's content, as a list's rows: white, or `#1C1C1E`.
    public static let secondarySystemGroupedBackground = system("secondarySystemGroupedBackground", 0xFFFFFF, 0x1C1C1E)
    /// The background of grouped content inside grouped content: `#F2F2F7`, or `#2C2C2E`.
    public static let tertiarySystemGroupedBackground = system("tertiarySystemGroupedBackground", 0xF2F2F7, 0x2C2C2E)

    // MARK: Fills

    /// The fill of thin and small shapes, as a slider's track: `#787880` at 20 %, or at 36 %.
    public static let systemFill = system("systemFill", 0x787880, 0x787880, opacity: 0.2, darkOpacity: 0.36)
    /// The fill of medium shapes, as a switch's background: `#787880` at 16 %, or at 32 %.
    public static let secondarySystemFill = system("secondarySystemFill", 0x787880, 0x787880, opacity: 0.16, darkOpacity: 0.32)
    /// The fill of large shapes, as a search field: `#767680` at 12 %, or at 24 %.
    public static let tertiarySystemFill = system("tertiarySystemFill", 0x767680, 0x767680, opacity: 0.12, darkOpacity: 0.24)
    /// The fill of large areas with complex content: `#747480` at 8 %, or `#767680` at 18 %.
    public static let quaternarySystemFill = system("quaternarySystemFill", 0x747480, 0x767680, opacity: 0.08, darkOpacity: 0.18)

    // MARK: Greys and accents

    /// The system grey, `#8E8E93` in both appearances.
    public static let systemGray = UIColor(Color.gray)
    /// `#AEAEB2`, or `#636366` in the dark.
    public static let systemGray2 = system("systemGray2", 0xAEAEB2, 0x636366)
    /// `#C7C7CC`, or `#48484A` in the dark.
    public static let systemGray3 = system("systemGray3", 0xC7C7CC, 0x48484A)
    /// `#D1D1D6`, or `#3A3A3C` in the dark.
    public static let systemGray4 = system("systemGray4", 0xD1D1D6, 0x3A3A3C)
    /// `#E5E5EA`, or `#2C2C2E` in the dark.
    public static let systemGray5 = system("systemGray5", 0xE5E5EA, 0x2C2C2E)
    /// `#F2F2F7`, or `#1C1C1E` in the dark.
    public static let systemGray6 = system("systemGray6", 0xF2F2F7, 0x1C1C1E)
    /// The system red, as ``Color/red-type.property``.
    public static let systemRed = UIColor(Color.red)
    /// The system orange, as ``Color/orange``.
    public static let systemOrange = UIColor(Color.orange)
    /// The system yellow, as ``Color/yellow``.
    public static let systemYellow = UIColor(Color.yellow)
    /// The system green, as ``Color/green-type.property``.
    public static let systemGreen = UIColor(Color.green)
    /// The system mint, as ``Color/mint``.
    public static let systemMint = UIColor(Color.mint)
    /// The system teal, as ``Color/teal``.
    public static let systemTeal = UIColor(Color.teal)
    /// The system cyan, as ``Color/cyan``.
    public static let systemCyan = UIColor(Color.cyan)
    /// The system blue, as ``Color/blue-type.property``.
    public static let systemBlue = UIColor(Color.blue)
    /// The system indigo, as ``Color/indigo``.
    public static let systemIndigo = UIColor(Color.indigo)
    /// The system purple, as ``Color/purple``.
    public static let systemPurple = UIColor(Color.purple)
    /// The system pink, as ``Color/pink``.
    public static let systemPink = UIColor(Color.pink)
    /// The system brown, as ``Color/brown``.
    public static let systemBrown = UIColor(Color.brown)
    /// The tint of controls, the system blue.
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    public static let tintColor = UIColor(Color.accentColor)

    // MARK: Fixed colours

    /// Black in both appearances.
    public static let black = UIColor(Color.black)
    /// White in both appearances.
    public static let white = UIColor(Color.white)
    /// Transparent.
    public static let clear = UIColor(Color.clear)
    /// UIKit's fixed grey, 50 % white.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// UIKit's fixed red, `#FF0000`, unlike ``systemRed``.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// UIKit's fixed green, `#00FF00`.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// UIKit's fixed blue, `#0000FF`.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// UIKit's fixed cyan, `#00FFFF`.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// UIKit's fixed yellow, `#FFFF00`.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// UIKit's fixed magenta, `#FF00FF`.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// UIKit's fixed orange, `#FF8000`.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// UIKit's fixed purple, `#800080`.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// UIKit's fixed brown, `#996633`.
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// UIKit's fixed light grey, 67 % white.
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    /// UIKit's fixed dark grey, 33 % white.
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
}

/// The traits a ``UIColor``'s dynamic provider chooses by: here, the appearance.
///
/// ```swift
/// UIColor { $0.userInterfaceStyle == .dark ? .black : .white }
/// ```
public struct UITraitCollection: Hashable, Sendable {
    /// The appearance: light or dark.
    public var userInterfaceStyle: UIUserInterfaceStyle

    /// Traits with the appearance `style`.
    public init(userInterfaceStyle style: UIUserInterfaceStyle) {
        userInterfaceStyle = style
    }
}

/// UIKit's name for the appearance.
///
/// ```swift
/// UITraitCollection(userInterfaceStyle: .dark).userInterfaceStyle == .dark   // true
/// ```
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
    /// No appearance chosen; drawn as light.
    case unspecified
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
}

extension Color {
    /// The colour of a ``UIColor``, with its values in both appearances.
    ///
    /// ```swift
    /// Color(.systemGroupedBackground).ignoresSafeArea()
    /// ```
    public init(_ color: UIColor) {
        self = color.color
    }

    /// The colour of a ``UIColor``, with its values in both appearances.
    ///
    /// ```swift
    /// Text("Note").foregroundStyle(Color(uiColor: .secondaryLabel))
    /// ```
    public init(uiColor color: UIColor) {
        self = color.color
    }
}
