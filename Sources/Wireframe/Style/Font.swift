import Foundation

/// A font: a size in points and a weight, as `.system(size:weight:)` or a text style makes it.
///
/// ```swift
/// Text("메모").font(.system(size: 18, weight: .bold))
/// Text("Details").font(.subheadline)
/// ```
public struct Font: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The size in points.
    public var size: CGFloat
    /// The weight.
    public var weight: Weight
    /// The text style's name (`"headline"`) when the font is one, for dumps.
    var styleName: String?

    /// A font weight, from `.ultraLight` to `.black`.
    ///
    /// ```swift
    /// Text("메모").font(.system(size: 18, weight: .semibold))
    /// ```
    public struct Weight: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The weight on the CSS scale, 100 to 900.
        public var value: Int

        /// Ultra light, 100.
        public static let ultraLight = Weight(value: 100)
        /// Thin, 200.
        public static let thin = Weight(value: 200)
        /// Light, 300.
        public static let light = Weight(value: 300)
        /// Regular, 400.
        public static let regular = Weight(value: 400)
        /// Medium, 500.
        public static let medium = Weight(value: 500)
        /// Semibold, 600; from here on the renderers draw the bold face.
        public static let semibold = Weight(value: 600)
        /// Bold, 700.
        public static let bold = Weight(value: 700)
        /// Heavy, 800.
        public static let heavy = Weight(value: 800)
        /// Black, 900.
        public static let black = Weight(value: 900)

        /// Whether the weight draws with the bold face of a two-face font.
        var isBold: Bool { value >= 600 }

        /// The weight's name, such as `bold`, or its number when it has none.
        public var description: String {
            switch value {
            case 100: "ultraLight"
            case 200: "thin"
            case 300: "light"
            case 400: "regular"
            case 500: "medium"
            case 600: "semibold"
            case 700: "bold"
            case 800: "heavy"
            case 900: "black"
            default: String(value)
            }
        }
    }

    /// A design family; the renderers draw every design with the same face.
    ///
    /// ```swift
    /// Text("12:30").font(.system(size: 17, design: .monospaced))
    /// ```
    public enum Design: String, Hashable, Sendable, Codable {
        /// The system design and its serif, rounded and monospaced variants.
        case `default`, serif, rounded, monospaced
    }

    init(size: CGFloat, weight: Weight, styleName: String? = nil) {
        self.size = size.isFinite && size > 0 ? Swift.min(size, 1000) : 17
        self.weight = weight
        self.styleName = styleName
    }

    /// The system font at `size` points.
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(size: size, weight: weight)
    }

    /// The large title style: 34 points, regular.
    public static let largeTitle = Font(size: 34, weight: .regular, styleName: "largeTitle")
    /// The title style: 28 points, regular.
    public static let title = Font(size: 28, weight: .regular, styleName: "title")
    /// The second title style: 22 points, regular.
    public static let title2 = Font(size: 22, weight: .regular, styleName: "title2")
    /// The third title style: 20 points, regular.
    public static let title3 = Font(size: 20, weight: .regular, styleName: "title3")
    /// The headline style: 17 points, semibold.
    public static let headline = Font(size: 17, weight: .semibold, styleName: "headline")
    /// The body style: 17 points, regular.
    public static let body = Font(size: 17, weight: .regular, styleName: "body")
    /// The callout style: 16 points, regular.
    public static let callout = Font(size: 16, weight: .regular, styleName: "callout")
    /// The subheadline style: 15 points, regular.
    public static let subheadline = Font(size: 15, weight: .regular, styleName: "subheadline")
    /// The footnote style: 13 points, regular.
    public static let footnote = Font(size: 13, weight: .regular, styleName: "footnote")
    /// The caption style: 12 points, regular.
    public static let caption = Font(size: 12, weight: .regular, styleName: "caption")
    /// The second caption style: 11 points, regular.
    public static let caption2 = Font(size: 11, weight: .regular, styleName: "caption2")

    /// The font in bold.
    public func bold() -> Font { weight(.bold) }

    /// The font with `weight`.
    public func weight(_ weight: Weight) -> Font {
        guard weight != self.weight else { return self }
        var copy = self
        copy.weight = weight
        copy.styleName = nil
        return copy
    }

    /// The text style's name, or `system(size, weight)` for other fonts, such as `system(18, bold)`.
    public var description: String {
        if let styleName { return styleName }
        return "system(\(formatPoints(size)), \(weight))"
    }
}
