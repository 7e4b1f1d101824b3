import Foundation

/// A colour in sRGB with an opacity; also a view that fills the space it is offered.
///
/// ```swift
/// Color.black.opacity(0.4).ignoresSafeArea()   // a dim layer
/// Text("Saved").foregroundStyle(Color(red: 0.2, green: 0.4, blue: 1))
/// ```
public struct Color: Hashable, Sendable, Codable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var opacity: Double
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

    public static let black = named("black", 0x000000)
    public static let white = named("white", 0xFFFFFF)
    public static let clear = named("clear", 0x000000, opacity: 0)
    public static let gray = named("gray", 0x8E8E93)
    public static let red = named("red", 0xFF3B30)
    public static let orange = named("orange", 0xFF9500)
    public static let yellow = named("yellow", 0xFFCC00)
    public static let green = named("green", 0x34C759)
    public static let mint = named("mint", 0x00C7BE)
    public static let teal = named("teal", 0x30B0C7)
    public static let cyan = named("cyan", 0x32ADE6)
    public static let blue = named("blue", 0x007AFF)
    public static let indigo = named("indigo", 0x5856D6)
    public static let purple = named("purple", 0xAF52DE)
    public static let pink = named("pink", 0xFF2D55)
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
        if let name { copy.name = "\(name).opacity(\(formatPoints(CGFloat(opacity))))" }
        return copy
    }

    /// Whether the colour draws nothing.
    var isClear: Bool { opacity == 0 }

    /// Whether the colour lets what lies beneath show through.
    var isTranslucent: Bool { opacity > 0 && opacity < 1 }

    /// The colour as `#RRGGBB`.
    var hexString: String {
        func byte(_ value: Double) -> String {
            let text = String(Int((value * 255).rounded()), radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }

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
    public var resolvedColor: Color { self }
}

extension ShapeStyle where Self == Color {
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
    public static var gray: Color { Color.gray }
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var primary: Color { Color.primary }
    public static var secondary: Color { Color.secondary }
    public static var tint: Color { Color.accentColor }
}
