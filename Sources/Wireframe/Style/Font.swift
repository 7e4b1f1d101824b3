import Foundation

/// A font: a size in points and a weight, as `.system(size:weight:)` or a text style makes it.
///
/// A font made from a text style (`.body`, `.headline`, `.system(.title, weight: .bold)`,
/// `.custom("Pretendard", size: 15, relativeTo: .subheadline)`) follows the user's text size,
/// `\.dynamicTypeSize`, with iOS's point size table; `.system(size:)` and
/// `.custom(_:fixedSize:)` keep their size. Every custom face and design is drawn with the system
/// face (Liberation Sans, and Noto Sans CJK for Korean, Japanese and Chinese), apart from the
/// fixed-width variant (`monospaced()`, the `.monospaced` design), drawn with Liberation Mono.
///
/// ```swift
/// Text("메모").font(.system(size: 18, weight: .bold))
/// Text("Details").font(.subheadline)   // 15 pt, 25 pt at .accessibility1
/// ```
public struct Font: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The size in points, at the default text size, `.large`.
    public var size: CGFloat
    /// The weight.
    public var weight: Weight
    /// The text style's name (`"headline"`) when the font is one, for dumps.
    var styleName: String?
    /// The text style whose scale the size follows as the text size changes; `nil` for a fixed size.
    var textStyle: TextStyle?
    /// The design asked for; `nil` for the default. Only `.monospaced` changes the face drawn.
    var design: Design?
    /// Whether `italic()` slanted the font; `nil` for upright, so a font encoded without it decodes.
    var italicized: Bool?
    /// Which letters `smallCaps()`, `lowercaseSmallCaps()` and `uppercaseSmallCaps()` draw as
    /// small capitals; `nil` for none, so a font encoded without it decodes.
    var capitals: SmallCaps?

    /// Whether the font is slanted: SVG draws its text in italics, ASCII upright.
    var isItalic: Bool { italicized == true }

    /// Whether the font is the fixed-width variant, as `monospaced()` and the `.monospaced`
    /// design make it: SVG measures and draws it with Liberation Mono.
    var isMonospaced: Bool { design == .monospaced }

    /// The text styles of iOS, whose sizes follow the user's text size.
    ///
    /// ```swift
    /// Text("Inbox").font(.system(.largeTitle, weight: .bold))
    /// Font.TextStyle.body.size(at: .accessibility1)   // 28
    /// ```
    public enum TextStyle: String, Hashable, Sendable, Codable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// Each style's point size at each text size, `.xSmall` to `.accessibility5`, from the
        /// typography tables of Apple's Human Interface Guidelines for iOS.
        private static let sizes: [TextStyle: [CGFloat]] = [
            .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
            .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
            .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
            .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
            .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
            .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
            .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
            .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
            .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
            .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
            .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
        ]

        /// The style's point size at the text size `dynamicTypeSize`.
        public func size(at dynamicTypeSize: DynamicTypeSize) -> CGFloat {
            Self.sizes[self]?[dynamicTypeSize.index] ?? 17
        }

        /// The style's weight: semibold for the headline, regular for the others.
        var weight: Weight { self == .headline ? .semibold : .regular }
    }

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

    /// A design family: SVG draws `.monospaced` with a fixed-width face (Liberation Mono), and
    /// the other designs with the system face.
    ///
    /// ```swift
    /// Text("12:30").font(.system(size: 17, design: .monospaced))
    /// ```
    public enum Design: String, Hashable, Sendable, Codable {
        /// The system design and its serif, rounded and monospaced variants.
        case `default`, serif, rounded, monospaced
    }

    init(size: CGFloat, weight: Weight, styleName: String? = nil, textStyle: TextStyle? = nil, design: Design? = nil) {
        self.size = size.isFinite && size > 0 ? Swift.min(size, 1000) : 17
        self.weight = weight
        self.styleName = styleName
        self.textStyle = textStyle
        self.design = design == .default ? nil : design
    }

    /// The font of the text style `style` at the default text size, in `design`.
    init(_ style: TextStyle, design: Design? = nil) {
        self.init(size: style.size(at: .large), weight: style.weight, styleName: style.rawValue, textStyle: style, design: design)
    }

    /// The system font at `size` points, whatever the text size.
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(size: size, weight: weight, design: design)
    }

    /// The system font of the text style `style`, which follows the text size, in `weight` when
    /// one is given.
    ///
    /// ```swift
    /// Text("Inbox").font(.system(.largeTitle, design: .rounded, weight: .bold))
    /// ```
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        let font = Font(style, design: design)
        return weight.map { font.weight($0) } ?? font
    }

    /// A font named `name` at `size` points at the default text size, following the text size
    /// as the body style does. The face is not loaded: it is drawn with the system face.
    ///
    /// ```swift
    /// Text("메모").font(.custom("Pretendard-Bold", size: 18))
    /// ```
    public static func custom(_ name: String, size: CGFloat) -> Font {
        custom(name, size: size, relativeTo: .body)
    }

    /// A font named `name` at `size` points at the default text size, following the text size
    /// as `textStyle` does. The face is not loaded: it is drawn with the system face.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(size: size, weight: .regular, textStyle: textStyle)
    }

    /// A font named `name` at `fixedSize` points, whatever the text size. The face is not
    /// loaded: it is drawn with the system face.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(size: fixedSize, weight: .regular)
    }

    /// The large title style: 34 points, regular.
    public static let largeTitle = Font(.largeTitle)
    /// The title style: 28 points, regular.
    public static let title = Font(.title)
    /// The second title style: 22 points, regular.
    public static let title2 = Font(.title2)
    /// The third title style: 20 points, regular.
    public static let title3 = Font(.title3)
    /// The headline style: 17 points, semibold.
    public static let headline = Font(.headline)
    /// The body style: 17 points, regular.
    public static let body = Font(.body)
    /// The callout style: 16 points, regular.
    public static let callout = Font(.callout)
    /// The subheadline style: 15 points, regular.
    public static let subheadline = Font(.subheadline)
    /// The footnote style: 13 points, regular.
    public static let footnote = Font(.footnote)
    /// The caption style: 12 points, regular.
    public static let caption = Font(.caption)
    /// The second caption style: 11 points, regular.
    public static let caption2 = Font(.caption2)

    /// The font as drawn at the text size `dynamicTypeSize`: a font that follows a text style
    /// scaled by the style's table, with nothing left to scale; a fixed font, or any font at the
    /// default size, unchanged.
    func resolved(at dynamicTypeSize: DynamicTypeSize) -> Font {
        guard let textStyle, dynamicTypeSize != .large else { return self }
        let scale = textStyle.size(at: dynamicTypeSize) / textStyle.size(at: .large)
        var scaled = Font(size: size * scale, weight: weight, design: design)
        scaled.italicized = italicized
        return scaled
    }

    /// The fixed-width variant of the font: the same size and weight, every character one
    /// advance wide in SVG (Liberation Mono's 0.6 em, wide characters Noto Sans Mono CJK's).
    /// ASCII cells are fixed-width already, so ASCII draws it as before.
    ///
    /// ```swift
    /// Text("12:30:05").font(.body.monospaced())
    /// ```
    public func monospaced() -> Font {
        guard !isMonospaced else { return self }
        var copy = self
        copy.design = .monospaced
        return copy
    }

    /// The font in bold.
    public func bold() -> Font { weight(.bold) }

    /// The font with its small letters drawn as small capitals, as `lowercaseSmallCaps()`.
    ///
    /// SVG writes `font-variant="small-caps"` and measures each small letter as its capital at
    /// 70 % of the size, as browsers draw a face without small capitals of its own (Liberation
    /// Sans has none). An ASCII cell has one size of letter, so ASCII draws them as capitals.
    ///
    /// ```swift
    /// Text("Chapter One").font(.headline.smallCaps())   // ASCII: CHAPTER ONE
    /// ```
    public func smallCaps() -> Font { lowercaseSmallCaps() }

    /// The font with its small letters drawn as small capitals; see `smallCaps()`.
    ///
    /// ```swift
    /// Text("Wireframe").font(.body.lowercaseSmallCaps())
    /// ```
    public func lowercaseSmallCaps() -> Font {
        var copy = self
        copy.capitals = SmallCaps(lowercase: true, uppercase: capitals?.uppercase ?? false)
        return copy
    }

    /// The font with its capitals drawn as small capitals: SVG measures each at 70 % of the size
    /// and writes `font-variant="unicase"` (`"all-small-caps"` with `lowercaseSmallCaps()` too);
    /// ASCII draws the capitals as they are.
    ///
    /// ```swift
    /// Text("NASA and ESA").font(.body.uppercaseSmallCaps())
    /// ```
    public func uppercaseSmallCaps() -> Font {
        var copy = self
        copy.capitals = SmallCaps(lowercase: capitals?.lowercase ?? false, uppercase: true)
        return copy
    }

    /// Which letters a font draws as small capitals.
    struct SmallCaps: Hashable, Sendable, Codable {
        /// The size of a small capital against the font's, as browsers synthesize them.
        static let scale = 0.7

        var lowercase: Bool
        var uppercase: Bool

        /// The capital `character` is drawn as, small, or `nil` when it is drawn as it is.
        func smallCapital(of character: Character) -> Character? {
            if lowercase, character.isLowercase {
                let upper = character.uppercased()
                return upper.count == 1 ? Character(upper) : nil
            }
            return uppercase && character.isUppercase ? character : nil
        }

        /// The value of SVG's `font-variant` that draws these letters as small capitals.
        var svgFontVariant: String {
            switch (lowercase, uppercase) {
            case (true, true): "all-small-caps"
            case (false, true): "unicase"
            default: "small-caps"
            }
        }
    }

    /// The font slanted: SVG draws its text in italics, measured as the upright face is, as
    /// `Text.italic()` draws it; ASCII draws it upright.
    ///
    /// ```swift
    /// Text("Draft").font(.body.italic())
    /// ```
    public func italic() -> Font {
        var copy = self
        copy.italicized = true
        return copy
    }

    /// The font at `width`; drawn at the standard width, as the font tables have no condensed or
    /// expanded face.
    ///
    /// ```swift
    /// Text("12:30").font(.title.width(.condensed))
    /// ```
    public func width(_ width: Width) -> Font { self }

    /// How wide a font's letters are, as SwiftUI's `Font.Width`.
    ///
    /// ```swift
    /// Text("Headline").fontWidth(.expanded)
    /// ```
    public struct Width: Hashable, Sendable {
        /// The width relative to the standard one, from −1 (compressed) to 1 (expanded).
        public var value: CGFloat

        /// A width of `value`.
        public init(_ value: CGFloat) {
            self.value = value.isFinite ? Swift.min(Swift.max(value, -1), 1) : 0
        }

        /// The narrowest width.
        public static let compressed = Width(-0.3)
        /// A narrow width.
        public static let condensed = Width(-0.2)
        /// The usual width.
        public static let standard = Width(0)
        /// A wide width.
        public static let expanded = Width(0.2)
    }

    /// The font with `weight`.
    public func weight(_ weight: Weight) -> Font {
        guard weight != self.weight else { return self }
        var copy = self
        copy.weight = weight
        copy.styleName = nil
        return copy
    }

    /// The text style's name, or `system(size, weight)` for other fonts, such as `system(18, bold)`,
    /// with `.monospaced()` after a fixed-width font's.
    public var description: String {
        var name = styleName ?? "system(\(formatPoints(size)), \(weight))"
        if isMonospaced { name += ".monospaced()" }
        if capitals?.lowercase == true { name += ".lowercaseSmallCaps()" }
        if capitals?.uppercase == true { name += ".uppercaseSmallCaps()" }
        return name
    }
}
