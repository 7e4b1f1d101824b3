import Foundation

extension AttributeScopes {
    /// The attributes SwiftUI defines, reached as `AttributeScopes.swiftUI`.
    ///
    /// ```swift
    /// let container = AttributeContainer().foregroundColor(.red)
    /// ```
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }

    /// The attributes of an `AttributedString` that `Text` draws, as SwiftUI defines them: set
    /// them on a string and give it to ``Text/init(_:)-(AttributedString)``.
    ///
    /// ```swift
    /// var status = AttributedString("Low battery")
    /// status.foregroundColor = .red
    /// status.font = .headline
    /// Text(status)
    /// ```
    ///
    /// The keys read through `AttributedString`'s dynamic member lookup, as on iOS. On Linux,
    /// where Foundation has no `inlinePresentationIntent`, the scope carries that key too, so
    /// the strings `AttributedString(markdown:)` makes read the same.
    public struct SwiftUIAttributes: AttributeScope {
        /// The font of a run.
        public let font: FontAttribute
        /// The colour a run's characters are drawn in.
        public let foregroundColor: ForegroundColorAttribute
        /// The colour filled behind a run.
        public let backgroundColor: BackgroundColorAttribute
        /// A line drawn through a run.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// A line drawn under a run.
        public let underlineStyle: UnderlineStyleAttribute
        /// The points of kerning after each character of a run.
        public let kern: KerningAttribute
        /// The points of tracking after each character of a run.
        public let tracking: TrackingAttribute
        /// The points a run is raised above its baseline.
        public let baselineOffset: BaselineOffsetAttribute
        /// Foundation's attributes, among them `link`.
        public let foundation: FoundationAttributes
        #if !canImport(Darwin)
            /// The inline markdown a run was written with (emphasis, strong emphasis, code,
            /// strikethrough): Foundation's key, which Linux's Foundation lacks.
            public let inlinePresentationIntent: FoundationAttributes.InlinePresentationIntentAttribute
        #endif

        /// The font of a run: a SwiftUI ``Font``.
        ///
        /// ```swift
        /// var title = AttributedString("Inbox"); title.font = .headline
        /// ```
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }

        /// The colour a run's characters are drawn in: a SwiftUI ``Color``.
        ///
        /// ```swift
        /// var status = AttributedString("Low battery"); status.foregroundColor = .red
        /// ```
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }

        /// The colour filled behind a run: SVG fills the run's width and line; ASCII, whose
        /// cells have no colour, draws the characters as they are.
        ///
        /// ```swift
        /// var line = AttributedString("No matches for swift")
        /// if let match = line.range(of: "swift") { line[match].backgroundColor = .yellow }
        /// ```
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }

        /// A line through a run, drawn as `Text.strikethrough()` draws it.
        ///
        /// ```swift
        /// var done = AttributedString("Buy milk"); done.strikethroughStyle = .single
        /// ```
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }

        /// A line under a run, drawn as `Text.underline()` draws it.
        ///
        /// ```swift
        /// var terms = AttributedString("Terms"); terms.underlineStyle = .single
        /// ```
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }

        /// Points of kerning after each character, drawn as `Text.kerning(_:)` draws them.
        ///
        /// ```swift
        /// var sale = AttributedString("SALE"); sale.kern = 2
        /// ```
        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kerning"
        }

        /// Points of tracking after each character, drawn as `Text.tracking(_:)` draws them;
        /// tracking wins over kerning.
        ///
        /// ```swift
        /// var caption = AttributedString("HEADLINE"); caption.tracking = 1.5
        /// ```
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }

        /// Points a run is raised above its baseline, drawn as `Text.baselineOffset(_:)` draws
        /// them: shifted in SVG, on its line in ASCII.
        ///
        /// ```swift
        /// var power = AttributedString("2"); power.baselineOffset = 6
        /// ```
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }
    }
}

extension AttributeDynamicLookup {
    /// The key of SwiftUI's attribute scope that `keyPath` names, so that
    /// `string.foregroundColor` reads and writes ``AttributeScopes/SwiftUIAttributes/ForegroundColorAttribute``.
    ///
    /// ```swift
    /// var name = AttributedString("Ada"); name.font = .headline
    /// ```
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

extension Text {
    /// How a line under or through text is drawn, as an attributed string's `underlineStyle`
    /// and `strikethroughStyle` set it. The renderers draw every pattern as a solid line in the
    /// text's colour.
    ///
    /// ```swift
    /// var done = AttributedString("Buy milk")
    /// done.strikethroughStyle = Text.LineStyle(pattern: .dash, color: .red)
    /// ```
    public struct LineStyle: Hashable, Sendable {
        /// The dashes the line is drawn with.
        public var pattern: Pattern
        /// The line's colour, or `nil` for the text's.
        public var color: Color?

        /// A line of `pattern` in `color` (the text's when `nil`).
        ///
        /// ```swift
        /// Text.LineStyle(pattern: .dot, color: .blue)
        /// ```
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()

        /// The dashes a line is drawn with: SwiftUI's patterns, drawn solid.
        ///
        /// ```swift
        /// Text.LineStyle.Pattern.dashDot
        /// ```
        public struct Pattern: Hashable, Sendable {
            private let name: String

            /// An unbroken line.
            public static let solid = Pattern(name: "solid")
            /// A line of dots.
            public static let dot = Pattern(name: "dot")
            /// A line of dashes.
            public static let dash = Pattern(name: "dash")
            /// Dashes and dots.
            public static let dashDot = Pattern(name: "dashDot")
            /// A dash and two dots, repeated.
            public static let dashDotDot = Pattern(name: "dashDotDot")
        }
    }
}
