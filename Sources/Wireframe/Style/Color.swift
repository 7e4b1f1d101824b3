import Foundation

/// A colour in sRGB with an opacity; also a view that fills the space it is offered.
///
/// ```swift
/// Color.black.opacity(0.4).ignoresSafeArea()   // a dim layer
/// Text("Saved").foregroundStyle(Color(red: 0.2, green: 0.4, blue: 1))
/// ```
public struct Color: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The red component, from 0 to 1.
    public private(set) var red: Double
    /// The green component, from 0 to 1.
    public private(set) var green: Double
    /// The blue component, from 0 to 1.
    public private(set) var blue: Double
    /// The opacity, from 0 (transparent) to 1 (opaque).
    public private(set) var opacity: Double
    /// The name the colour was made with (`"black"`), used in dumps; `nil` for custom colours.
    public var name: String?

    /// Creates a colour from components between 0 and 1; values outside are clamped, NaN is 0.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity, name: nil)
    }

    /// Creates a grey from a white level between 0 and 1.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    init(red: Double, green: Double, blue: Double, opacity: Double, name: String?) {
        func clamp(_ value: Double) -> Double { value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1) }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.opacity = clamp(opacity)
        self.name = name
    }

    private static func named(_ name: String, _ hex: UInt32, opacity: Double = 1) -> Color {
        Color(
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255,
            opacity: opacity,
            name: name
        )
    }

    /// Black, `#000000`.
    public static let black = named("black", 0x000000)
    /// White, `#FFFFFF`.
    public static let white = named("white", 0xFFFFFF)
    /// Transparent black, which draws nothing.
    public static let clear = named("clear", 0x000000, opacity: 0)
    /// The system grey, `#8E8E93`.
    public static let gray = named("gray", 0x8E8E93)
    /// The system red, `#FF3B30`.
    public static let red = named("red", 0xFF3B30)
    /// The system orange, `#FF9500`.
    public static let orange = named("orange", 0xFF9500)
    /// The system yellow, `#FFCC00`.
    public static let yellow = named("yellow", 0xFFCC00)
    /// The system green, `#34C759`.
    public static let green = named("green", 0x34C759)
    /// The system mint, `#00C7BE`.
    public static let mint = named("mint", 0x00C7BE)
    /// The system teal, `#30B0C7`.
    public static let teal = named("teal", 0x30B0C7)
    /// The system cyan, `#32ADE6`.
    public static let cyan = named("cyan", 0x32ADE6)
    /// The system blue, `#007AFF`.
    public static let blue = named("blue", 0x007AFF)
    /// The system indigo, `#5856D6`.
    public static let indigo = named("indigo", 0x5856D6)
    /// The system purple, `#AF52DE`.
    public static let purple = named("purple", 0xAF52DE)
    /// The system pink, `#FF2D55`.
    public static let pink = named("pink", 0xFF2D55)
    /// The system brown, `#A2845E`.
    public static let brown = named("brown", 0xA2845E)
    /// The colour of primary content: black on the light appearance the renderers draw.
    public static let primary = named("primary", 0x000000)
    /// The colour of secondary content.
    public static let secondary = named("secondary", 0x3C3C43, opacity: 0.6)
    /// The accent colour of controls.
    public static let accentColor = named("accentColor", 0x007AFF)

    /// The colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        var copy = Color(red: red, green: green, blue: blue, opacity: self.opacity * opacity, name: nil)
        if let name { copy.name = "\(name).opacity(\(formatPoints(CGFloat(copy.opacity / max(self.opacity, .leastNonzeroMagnitude)))))" }
        return copy
    }

    /// Whether the colour draws nothing.
    var isClear: Bool { opacity == 0 }

    /// Whether the colour lets what lies beneath show through.
    var isTranslucent: Bool { opacity > 0 && opacity < 1 }

    /// The colour as `#RRGGBB`.
    var hexString: String {
        func byte(_ value: Double) -> String {
            let clamped = value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1)
            let text = String(Int((clamped * 255).rounded()), radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + byte(red) + byte(green) + byte(blue)
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
    /// The accent colour of controls, ``Color/accentColor``.
    public static var tint: Color { Color.accentColor }
}

extension Color {
    private enum CodingKeys: String, CodingKey {
        case red, green, blue, opacity, name
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
    }
}
