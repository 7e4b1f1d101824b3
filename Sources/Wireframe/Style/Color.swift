import Foundation

/// A colour in sRGB with an opacity; also a view that fills the space it is offered.
///
/// The system colours (`.primary`, `.secondary`, `.blue`, `Color(.systemBackground)`, …) have a
/// value for each appearance, as on iOS: a render in the dark appearance (`.preferredColorScheme(.dark)`,
/// `\.colorScheme`, the `.dark` snapshot variant) draws their dark values. Colours made from
/// components, `.black`, `.white` and `.clear` are the same in both.
///
/// ```swift
/// Color.black.opacity(0.4).ignoresSafeArea()   // a dim layer
/// Text("Saved").foregroundStyle(Color(red: 0.2, green: 0.4, blue: 1))
/// Rectangle().fill(Color(.secondarySystemBackground))   // #F2F2F7, or #1C1C1E in the dark
/// ```
public struct Color: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The red component, from 0 to 1, in the light appearance.
    public private(set) var red: Double
    /// The green component, from 0 to 1, in the light appearance.
    public private(set) var green: Double
    /// The blue component, from 0 to 1, in the light appearance.
    public private(set) var blue: Double
    /// The opacity, from 0 (transparent) to 1 (opaque), in the light appearance.
    public private(set) var opacity: Double
    /// The name and the appearance, in one box that most colours do without and every copy of a
    /// named system colour shares, so a colour stays five words long.
    private var identity: Identity?

    /// The name the colour was made with (`"black"`), used in dumps; `nil` for custom colours.
    public var name: String? {
        get { identity?.name }
        set { identity = Identity(name: newValue, appearance: appearance) }
    }

    /// How the colour changes in the dark appearance; `nil` when it does not.
    var appearance: Appearance? {
        get { identity?.appearance }
        set { identity = Identity(name: name, appearance: newValue) }
    }

    private final class Identity: Sendable {
        let name: String?
        let appearance: Appearance?

        /// A box for a name or an appearance; `nil` when there is neither.
        init?(name: String?, appearance: Appearance?) {
            guard name != nil || appearance != nil else { return nil }
            self.name = name
            self.appearance = appearance
        }
    }

    /// Whether the colours draw the same in both appearances and have the same name. Whether a
    /// catalog colour is marked as having no dark value does not count: it draws the same.
    public static func == (lhs: Color, rhs: Color) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.opacity == rhs.opacity
            && lhs.name == rhs.name && lhs.darkValue == rhs.darkValue
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(opacity)
        hasher.combine(name)
        hasher.combine(darkValue)
    }

    /// The colour's own value in the dark appearance, when it has one.
    private var darkValue: Color? {
        if case .dark(let dark) = appearance { dark } else { nil }
    }

    /// How a colour changes in the dark appearance.
    enum Appearance: Hashable, Sendable {
        /// The colour is drawn as `dark` in the dark appearance.
        case dark(Color)
        /// A colour of the ``ColorCatalog`` registered for the light appearance only, as an asset
        /// with no dark variant: the dark appearance draws it unchanged and says so.
        case lightOnly(asset: String)
    }

    /// Creates a colour from components between 0 and 1; values outside are clamped, NaN is 0.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity, name: nil)
    }

    /// Creates a grey from a white level between 0 and 1.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// The colour spaces a colour's components are given in, as SwiftUI's
    /// `Color.RGBColorSpace`. The renderers write sRGB: linear components are converted to it,
    /// and Display P3 components are taken as sRGB's (the wider gamut is not drawn).
    ///
    /// ```swift
    /// Color(.sRGB, red: 0.98, green: 0.9, blue: 0.2)
    /// ```
    public enum RGBColorSpace: Hashable, Sendable {
        /// sRGB, the components as drawn.
        case sRGB
        /// Linear sRGB, converted with sRGB's transfer function.
        case sRGBLinear
        /// Display P3, taken as sRGB.
        case displayP3

        /// `component` in sRGB.
        func sRGB(_ component: Double) -> Double {
            guard self == .sRGBLinear, component.isFinite else { return component }
            let value = Swift.min(Swift.max(component, 0), 1)
            return value <= 0.0031308 ? 12.92 * value : 1.055 * Foundation.pow(value, 1 / 2.4) - 0.055
        }
    }

    /// Creates a colour from components in `colorSpace`, between 0 and 1.
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: colorSpace.sRGB(red), green: colorSpace.sRGB(green), blue: colorSpace.sRGB(blue), opacity: opacity)
    }

    /// Creates a grey from a white level in `colorSpace`, between 0 and 1.
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(red: colorSpace.sRGB(white), green: colorSpace.sRGB(white), blue: colorSpace.sRGB(white), opacity: opacity)
    }

    init(red: Double, green: Double, blue: Double, opacity: Double, name: String?, appearance: Appearance? = nil) {
        func clamp(_ value: Double) -> Double { value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1) }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.opacity = clamp(opacity)
        identity = Identity(name: name, appearance: appearance)
    }

    /// A colour `light` in the light appearance and `dark` in the dark one, named after `light`.
    init(light: Color, dark: Color) {
        self = light.resolved(in: .light)
        let dark = dark.resolved(in: .dark)
        appearance = dark == self ? nil : .dark(dark)
    }

    /// The sRGB colour of `hex` (`0xRRGGBB`).
    static func hex(_ hex: UInt32, opacity: Double = 1, name: String? = nil) -> Color {
        Color(
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255,
            opacity: opacity,
            name: name
        )
    }

    /// A system colour: `light` and `dark` as `0xRRGGBB`, with their opacities.
    static func system(_ name: String, _ light: UInt32, _ dark: UInt32, opacity: Double = 1, darkOpacity: Double? = nil) -> Color {
        Color(light: hex(light, opacity: opacity, name: name), dark: hex(dark, opacity: darkOpacity ?? opacity))
    }

    /// Black, `#000000`, in both appearances.
    public static let black = hex(0x000000, name: "black")
    /// White, `#FFFFFF`, in both appearances.
    public static let white = hex(0xFFFFFF, name: "white")
    /// Transparent black, which draws nothing.
    public static let clear = hex(0x000000, opacity: 0, name: "clear")
    /// The system grey, `#8E8E93` in both appearances.
    public static let gray = hex(0x8E8E93, name: "gray")
    /// The system red, `#FF3B30`; `#FF453A` in the dark.
    public static let red = system("red", 0xFF3B30, 0xFF453A)
    /// The system orange, `#FF9500`; `#FF9F0A` in the dark.
    public static let orange = system("orange", 0xFF9500, 0xFF9F0A)
    /// The system yellow, `#FFCC00`; `#FFD60A` in the dark.
    public static let yellow = system("yellow", 0xFFCC00, 0xFFD60A)
    /// The system green, `#34C759`; `#30D158` in the dark.
    public static let green = system("green", 0x34C759, 0x30D158)
    /// The system mint, `#00C7BE`; `#63E6E2` in the dark.
    public static let mint = system("mint", 0x00C7BE, 0x63E6E2)
    /// The system teal, `#30B0C7`; `#40C8E0` in the dark.
    public static let teal = system("teal", 0x30B0C7, 0x40C8E0)
    /// The system cyan, `#32ADE6`; `#64D2FF` in the dark.
    public static let cyan = system("cyan", 0x32ADE6, 0x64D2FF)
    /// The system blue, `#007AFF`; `#0A84FF` in the dark.
    public static let blue = system("blue", 0x007AFF, 0x0A84FF)
    /// The system indigo, `#5856D6`; `#5E5CE6` in the dark.
    public static let indigo = system("indigo", 0x5856D6, 0x5E5CE6)
    /// The system purple, `#AF52DE`; `#BF5AF2` in the dark.
    public static let purple = system("purple", 0xAF52DE, 0xBF5AF2)
    /// The system pink, `#FF2D55`; `#FF375F` in the dark.
    public static let pink = system("pink", 0xFF2D55, 0xFF375F)
    /// The system brown, `#A2845E`; `#AC8E68` in the dark.
    public static let brown = system("brown", 0xA2845E, 0xAC8E68)
    /// The colour of primary content: black, or white in the dark.
    public static let primary = system("primary", 0x000000, 0xFFFFFF)
    /// The colour of secondary content: `#3C3C43` at 60 %, or `#EBEBF5` at 60 % in the dark.
    public static let secondary = system("secondary", 0x3C3C43, 0xEBEBF5, opacity: 0.6)
    /// The accent colour of controls: the system blue.
    public static let accentColor = system("accentColor", 0x007AFF, 0x0A84FF)
    /// The third level of content, which `.foregroundStyle(.tertiary)` names.
    static let tertiary = system("tertiary", 0x3C3C43, 0xEBEBF5, opacity: 0.3)
    /// The fourth level of content, which `.foregroundStyle(.quaternary)` names.
    static let quaternary = system("quaternary", 0x3C3C43, 0xEBEBF5, opacity: 0.18, darkOpacity: 0.16)

    // MARK: The built-in controls' colours, in both appearances

    /// The background of alerts and confirmation dialogs: 97 % white, or `#2C2C2E` in the dark.
    static let alertBackground = Color(light: Color(white: 0.97), dark: .hex(0x2C2C2E))
    /// The track of sliders and progress bars: 47 % white at 20 %, or `#787880` at 36 % in the dark.
    static let track = Color(light: Color(white: 0.47, opacity: 0.2), dark: .hex(0x787880, opacity: 0.36))

    /// The fill of large control shapes (search fields, steppers, segmented pickers): the
    /// components at `opacity`, or `#767680` at twice the opacity in the dark.
    static func chromeFill(_ red: Double, _ green: Double, _ blue: Double, opacity: Double) -> Color {
        Color(light: Color(red: red, green: green, blue: blue, opacity: opacity), dark: .hex(0x767680, opacity: opacity * 2))
    }

    /// The colour as the `scheme` appearance draws it, with no appearance of its own left.
    ///
    /// ```swift
    /// Color.blue.resolved(in: .dark).hexString   // "#0A84FF"
    /// ```
    func resolved(in scheme: ColorScheme) -> Color {
        guard let appearance else { return self }
        if scheme == .dark, case .dark(var dark) = appearance {
            dark.name = name
            return dark
        }
        var light = self
        light.appearance = nil
        return light
    }

    /// The catalog name of a colour registered for the light appearance only, which the dark
    /// appearance cannot honour.
    var lightOnlyAsset: String? {
        if case .lightOnly(let asset) = appearance { asset } else { nil }
    }

    /// The colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        var copy = Color(red: red, green: green, blue: blue, opacity: self.opacity * opacity, name: nil)
        switch appearance {
        case .dark(let dark)?: copy.appearance = .dark(dark.opacity(opacity))
        case let other: copy.appearance = other
        }
        if let name { copy.name = "\(name).opacity(\(formatPoints(CGFloat(copy.opacity / max(self.opacity, .leastNonzeroMagnitude)))))" }
        return copy
    }

    /// The colour with its opacity set to `opacity` in both appearances.
    func replacingOpacity(_ opacity: Double) -> Color {
        var copy = Color(red: red, green: green, blue: blue, opacity: opacity, name: nil)
        switch appearance {
        case .dark(let dark)?: copy.appearance = .dark(dark.replacingOpacity(opacity))
        case let other: copy.appearance = other
        }
        return copy
    }

    /// Whether the colour draws nothing.
    var isClear: Bool { opacity == 0 }

    /// Whether the colour lets what lies beneath show through.
    var isTranslucent: Bool { opacity > 0 && opacity < 1 }

    /// The colour as `#RRGGBB`.
    var hexString: String {
        // Written into one small buffer: the renderers and the semantic diff name a colour for
        // every element they draw.
        String(unsafeUninitializedCapacity: 7) { buffer in
            func write(_ value: Double, at index: Int) {
                let clamped = value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1)
                let byte = Int((clamped * 255).rounded())
                buffer[index] = hexDigits[byte >> 4]
                buffer[index + 1] = hexDigits[byte & 0xF]
            }
            buffer[0] = UInt8(ascii: "#")
            write(red, at: 1)
            write(green, at: 3)
            write(blue, at: 5)
            return 7
        }
    }

    /// The colour's name, or `#RRGGBB` (with `.opacity(…)` when not opaque) for a custom colour.
    public var description: String {
        if let name { return name }
        return opacity == 1 ? hexString : "\(hexString).opacity(\(formatPoints(CGFloat(opacity))))"
    }
}

/// A colour or style used to fill shapes and draw text.
///
/// ```swift
/// Text("Hi").foregroundStyle(.white)
/// RoundedRectangle(cornerRadius: 8).fill(.black)
/// ```
public protocol ShapeStyle: Sendable {
    /// The colour the renderers paint with.
    var resolvedColor: Color { get }
}

extension Color: ShapeStyle {
    /// The colour itself.
    public var resolvedColor: Color { self }
}

extension ShapeStyle where Self == Color {
    /// The colour ``Color/black``.
    public static var black: Color { Color.black }
    /// The colour ``Color/white``.
    public static var white: Color { Color.white }
    /// The colour ``Color/clear``.
    public static var clear: Color { Color.clear }
    /// The colour ``Color/gray``.
    public static var gray: Color { Color.gray }
    /// The colour ``Color/red-type.property``.
    public static var red: Color { Color.red }
    /// The colour ``Color/orange``.
    public static var orange: Color { Color.orange }
    /// The colour ``Color/yellow``.
    public static var yellow: Color { Color.yellow }
    /// The colour ``Color/green-type.property``.
    public static var green: Color { Color.green }
    /// The colour ``Color/mint``.
    public static var mint: Color { Color.mint }
    /// The colour ``Color/teal``.
    public static var teal: Color { Color.teal }
    /// The colour ``Color/cyan``.
    public static var cyan: Color { Color.cyan }
    /// The colour ``Color/blue-type.property``.
    public static var blue: Color { Color.blue }
    /// The colour ``Color/indigo``.
    public static var indigo: Color { Color.indigo }
    /// The colour ``Color/purple``.
    public static var purple: Color { Color.purple }
    /// The colour ``Color/pink``.
    public static var pink: Color { Color.pink }
    /// The colour ``Color/brown``.
    public static var brown: Color { Color.brown }
    /// The colour ``Color/primary``.
    public static var primary: Color { Color.primary }
    /// The colour ``Color/secondary``.
    public static var secondary: Color { Color.secondary }
    /// The third level of content: `#3C3C43` at 30 %, or `#EBEBF5` at 30 % in the dark.
    public static var tertiary: Color { Color.tertiary }
    /// The fourth level of content: `#3C3C43` at 18 %, or `#EBEBF5` at 16 % in the dark.
    public static var quaternary: Color { Color.quaternary }
    /// The accent colour of controls, ``Color/accentColor``.
    public static var tint: Color { Color.accentColor }
}

extension Color {
    private enum CodingKeys: String, CodingKey {
        case red, green, blue, opacity, name, dark, lightOnlyAsset
    }

    /// Encodes the components, the name, and the dark value or the light-only asset name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(red, forKey: .red)
        try container.encode(green, forKey: .green)
        try container.encode(blue, forKey: .blue)
        try container.encode(opacity, forKey: .opacity)
        try container.encodeIfPresent(name, forKey: .name)
        switch appearance {
        case .dark(let dark)?: try container.encode(dark, forKey: .dark)
        case .lightOnly(let asset)?: try container.encode(asset, forKey: .lightOnlyAsset)
        case nil: break
        }
    }

    /// Decodes a colour through the clamping initializer, so decoded components stay in 0…1.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            red: try container.decode(Double.self, forKey: .red),
            green: try container.decode(Double.self, forKey: .green),
            blue: try container.decode(Double.self, forKey: .blue),
            opacity: try container.decodeIfPresent(Double.self, forKey: .opacity) ?? 1,
            name: try container.decodeIfPresent(String.self, forKey: .name)
        )
        if let dark = try container.decodeIfPresent(Color.self, forKey: .dark) {
            appearance = .dark(dark.resolved(in: .dark))
        } else if let asset = try container.decodeIfPresent(String.self, forKey: .lightOnlyAsset) {
            appearance = .lightOnly(asset: asset)
        }
    }
}

/// The upper-case hexadecimal digits, by value.
private let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)
