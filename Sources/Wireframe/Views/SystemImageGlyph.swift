/// How a system image (an SF Symbol name) is drawn by the renderers.
///
/// Each known symbol has a one-cell character for the ASCII target and a stroked vector path for
/// the SVG target. The characters are all one terminal cell wide: their East Asian Width is
/// Neutral or Narrow, never Wide or Ambiguous, and none has default emoji presentation.
///
/// The path data lives in a 24 × 24 box and is meant to be stroked, not filled, with round line
/// caps and joins (`fill="none" stroke-linecap="round" stroke-linejoin="round"`); the renderer
/// scales it to the image's frame and chooses the stroke width. Dots are drawn as tiny circles
/// or very short strokes, so they show as round dots at any stroke width. The `.fill` variants
/// draw the same outline as their plain symbol.
///
/// An unknown name draws a placeholder (`⍰`, and a box with a question mark) instead of failing,
/// so a typo is visible in every snapshot.
///
/// ```swift
/// SystemImageGlyph.named("xmark").ascii      // "✕"
/// SystemImageGlyph.named("xmark").svgPath    // "M6 6L18 18M18 6L6 18"
/// SystemImageGlyph.named("no.such").ascii    // "⍰"
/// ```
struct SystemImageGlyph: Sendable, Equatable {
    /// The character drawn in one ASCII cell.
    var ascii: Character
    /// Path data in a 24 × 24 box, to be stroked.
    var svgPath: String

    /// The glyph for an SF Symbol name; the placeholder for a name it does not know.
    static func named(_ name: String) -> SystemImageGlyph {
        glyphs[name] ?? placeholder
    }

    /// Whether the symbol points the way text runs, as SF Symbols' `backward` and `forward`
    /// symbols do: laid out right to left, it is drawn mirrored.
    static func isDirectional(_ name: String) -> Bool {
        name.split(separator: ".").contains { $0 == "backward" || $0 == "forward" }
    }

    /// The character of the glyph seen in a mirror: the one pointing the other way where there is
    /// one, the glyph's own otherwise.
    var mirroredASCII: Character {
        Self.mirrorPairs[ascii] ?? ascii
    }

    private static let mirrorPairs: [Character: Character] = [
        "‹": "›", "›": "‹", "⇠": "⇢", "⇢": "⇠", "←": "→", "→": "←", "◀": "▶", "▶": "◀",
    ]

    /// Every name `named(_:)` knows, sorted.
    static var knownNames: [String] {
        glyphs.keys.sorted()
    }

    /// The glyph drawn for an unknown name: `⍰` and a box with a question mark.
    static let placeholder = SystemImageGlyph(
        ascii: "⍰",
        svgPath: "M4 4H20V20H4Z" + Path.question
    )
}

extension SystemImageGlyph {
    /// Reusable pieces of path data.
    private enum Path {
        static let ring = "M21 12A9 9 0 1 1 3 12A9 9 0 1 1 21 12Z"
        static let question = "M9.5 9.5A2.5 2.5 0 1 1 12 12V13.5M12 16.4V16.6"
        static let photo = "M3 5H21V19H3ZM3 16L8.5 11L13 15L16 12.5L21 16.5M17.5 8.5A1.5 1.5 0 1 1 14.5 8.5A1.5 1.5 0 1 1 17.5 8.5Z"
        static let check = "M5 12.5L10 17.5L19 6.5"
        static let cross = "M6 6L18 18M18 6L6 18"
        static let star =
            "M12 3.5L14.41 9.68L21.04 10.06L15.9 14.27L17.58 20.69L12 17.1L6.42 20.69"
            + "L8.1 14.27L2.96 10.06L9.59 9.68Z"
        static let heart =
            "M12 20C6 16 3 12.5 3 9A4.5 4.5 0 0 1 12 7A4.5 4.5 0 0 1 21 9C21 12.5 18 16 12 20Z"
        static let gear =
            "M18.5 12A6.5 6.5 0 1 1 5.5 12A6.5 6.5 0 1 1 18.5 12Z"
            + "M14.5 12A2.5 2.5 0 1 1 9.5 12A2.5 2.5 0 1 1 14.5 12Z"
            + "M19 12L21.5 12M16.95 16.95L18.72 18.72M12 19L12 21.5M7.05 16.95L5.28 18.72"
            + "M5 12L2.5 12M7.05 7.05L5.28 5.28M12 5L12 2.5M16.95 7.05L18.72 5.28"
        static let person =
            "M16 7.5A4 4 0 1 1 8 7.5A4 4 0 1 1 16 7.5ZM4.5 20.5A7.5 7.5 0 0 1 19.5 20.5"
        static let trash =
            "M4 6.5H20M9.5 6.5V4.5H14.5V6.5M6 6.5L7 20H17L18 6.5M10 10V16.5M14 10V16.5"
        static let bell = "M6 16.5V11A6 6 0 0 1 18 11V16.5L19.5 18H4.5ZM10 20.5H14M12 3V5"
        static let pencil = "M16 4L20 8L8.5 19.5L4 20L4.5 15.5ZM14 6L18 10"
        static let hourglass = "M6 3H18M6 21H18M7 3C7 8 12 10 12 12C12 14 7 16 7 21M17 3C17 8 12 10 12 12C12 14 17 16 17 21"
    }

    private static let glyphs: [String: SystemImageGlyph] = [
        "xmark": .init(ascii: "✕", svgPath: Path.cross),
        "xmark.circle": .init(ascii: "⊗", svgPath: Path.ring + "M9 9L15 15M15 9L9 15"),
        "xmark.circle.fill": .init(ascii: "⊗", svgPath: Path.ring + "M9 9L15 15M15 9L9 15"),
        "plus": .init(ascii: "+", svgPath: "M12 5V19M5 12H19"),
        "plus.circle": .init(ascii: "⨁", svgPath: Path.ring + "M12 8V16M8 12H16"),
        "plus.circle.fill": .init(ascii: "⨁", svgPath: Path.ring + "M12 8V16M8 12H16"),
        "minus": .init(ascii: "−", svgPath: "M5 12H19"),
        "minus.circle": .init(ascii: "⊖", svgPath: Path.ring + "M8 12H16"),
        "checkmark": .init(ascii: "✓", svgPath: Path.check),
        "checkmark.circle": .init(ascii: "✓", svgPath: Path.ring + "M8 12.5L11 15.5L16.5 9"),
        "checkmark.circle.fill": .init(ascii: "✓", svgPath: Path.ring + "M8 12.5L11 15.5L16.5 9"),
        "chevron.left": .init(ascii: "‹", svgPath: "M15 5L8 12L15 19"),
        "chevron.right": .init(ascii: "›", svgPath: "M9 5L16 12L9 19"),
        "chevron.backward": .init(ascii: "‹", svgPath: "M15 5L8 12L15 19"),
        "chevron.forward": .init(ascii: "›", svgPath: "M9 5L16 12L9 19"),
        "chevron.up": .init(ascii: "⌃", svgPath: "M5 15L12 8L19 15"),
        "chevron.down": .init(ascii: "⌄", svgPath: "M5 9L12 16L19 9"),
        "chevron.up.chevron.down": .init(ascii: "⇕", svgPath: "M7 9L12 4L17 9M7 15L12 20L17 15"),
        "arrow.left": .init(ascii: "⇠", svgPath: "M19 12H5M11 6L5 12L11 18"),
        "arrow.right": .init(ascii: "⇢", svgPath: "M5 12H19M13 6L19 12L13 18"),
        "arrow.backward": .init(ascii: "⇠", svgPath: "M19 12H5M11 6L5 12L11 18"),
        "arrow.forward": .init(ascii: "⇢", svgPath: "M5 12H19M13 6L19 12L13 18"),
        "arrow.up": .init(ascii: "⇡", svgPath: "M12 19V5M6 11L12 5L18 11"),
        "arrow.down": .init(ascii: "⇣", svgPath: "M12 5V19M6 13L12 19L18 13"),
        "rays": .init(
            ascii: "✲", svgPath: "M12 2V6M12 18V22M2 12H6M18 12H22M4.9 4.9L7.8 7.8M16.2 16.2L19.1 19.1M4.9 19.1L7.8 16.2M16.2 7.8L19.1 4.9"),
        "arrow.clockwise": .init(
            ascii: "↻", svgPath: "M12 5A7.5 7.5 0 1 0 16.82 6.75M9.5 2.5L12 5L9.5 7.5"),
        "magnifyingglass": .init(
            ascii: "⌕",
            svgPath: "M17 10.5A6.5 6.5 0 1 1 4 10.5A6.5 6.5 0 1 1 17 10.5ZM15.5 15.5L20 20"
        ),
        "trash": .init(ascii: "⌫", svgPath: Path.trash),
        "trash.fill": .init(ascii: "⌫", svgPath: Path.trash),
        "pencil": .init(ascii: "✎", svgPath: Path.pencil),
        "photo": .init(ascii: "⬚", svgPath: Path.photo),
        "photo.fill": .init(ascii: "⬚", svgPath: Path.photo),
        "square.and.pencil": .init(
            ascii: "✎",
            svgPath: "M11 4H5.5A1.5 1.5 0 0 0 4 5.5V18.5A1.5 1.5 0 0 0 5.5 20H18.5"
                + "A1.5 1.5 0 0 0 20 18.5V13M17.5 3.5L20.5 6.5L12 15H9V12Z"
        ),
        "square.and.arrow.up": .init(
            ascii: "⇪",
            svgPath: "M12 3.5V14M8 7.5L12 3.5L16 7.5M8.5 10.5H6V20.5H18V10.5H15.5"
        ),
        "ellipsis": .init(
            ascii: "⋯",
            svgPath: "M6.6 12A0.6 0.6 0 1 1 5.4 12A0.6 0.6 0 1 1 6.6 12Z"
                + "M12.6 12A0.6 0.6 0 1 1 11.4 12A0.6 0.6 0 1 1 12.6 12Z"
                + "M18.6 12A0.6 0.6 0 1 1 17.4 12A0.6 0.6 0 1 1 18.6 12Z"
        ),
        "ellipsis.circle": .init(
            ascii: "⋯",
            svgPath: Path.ring + "M7.5 11.9V12.1M12 11.9V12.1M16.5 11.9V12.1"
        ),
        "info.circle": .init(ascii: "ℹ", svgPath: Path.ring + "M12 11V17M12 7.4V7.6"),
        "exclamationmark.circle": .init(ascii: "!", svgPath: Path.ring + "M12 7V13M12 16.4V16.6"),
        "exclamationmark.triangle": .init(
            ascii: "⚠",
            svgPath: "M12 3.5L21.5 20H2.5ZM12 9.5V14M12 16.9V17.1"
        ),
        "questionmark.circle": .init(ascii: "?", svgPath: Path.ring + Path.question),
        "star": .init(ascii: "✩", svgPath: Path.star),
        "star.fill": .init(ascii: "✭", svgPath: Path.star),
        "heart": .init(ascii: "❤", svgPath: Path.heart),
        "heart.fill": .init(ascii: "❤", svgPath: Path.heart),
        "gear": .init(ascii: "⚙", svgPath: Path.gear),
        "gearshape": .init(ascii: "⚙", svgPath: Path.gear),
        "person": .init(ascii: "♙", svgPath: Path.person),
        "person.circle": .init(
            ascii: "♙",
            svgPath: Path.ring
                + "M15 10A3 3 0 1 1 9 10A3 3 0 1 1 15 10ZM6.5 18.5A6 6 0 0 1 17.5 18.5"
        ),
        "person.2": .init(
            ascii: "♙",
            svgPath: "M11 8A3 3 0 1 1 5 8A3 3 0 1 1 11 8ZM19 8A3 3 0 1 1 13 8A3 3 0 1 1 19 8Z"
                + "M2.5 19A5.5 5.5 0 0 1 13.5 19M10.5 19A5.5 5.5 0 0 1 21.5 19"
        ),
        "person.3": .init(
            ascii: "♙",
            svgPath: "M7.5 9A2.5 2.5 0 1 1 2.5 9A2.5 2.5 0 1 1 7.5 9ZM14.5 7A2.5 2.5 0 1 1 9.5 7A2.5 2.5 0 1 1 14.5 7Z"
                + "M21.5 9A2.5 2.5 0 1 1 16.5 9A2.5 2.5 0 1 1 21.5 9ZM1 19A4 4 0 0 1 9 19M8 17A4 4 0 0 1 16 17M15 19A4 4 0 0 1 23 19"
        ),
        "timer": .init(ascii: "◴", svgPath: "M20 13A8 8 0 1 1 4 13A8 8 0 1 1 20 13ZM12 13L15 9.5M10 2.5H14M12 2.5V5"),
        "calendar": .init(ascii: "⊞", svgPath: "M4 6H20V20H4ZM4 10H20M8 3.5V7.5M16 3.5V7.5"),
        "hourglass": .init(ascii: "⧖", svgPath: Path.hourglass),
        "hourglass.tophalf.fill": .init(ascii: "⧗", svgPath: Path.hourglass + "M9 6H15L12 9.5Z"),
        "hourglass.bottomhalf.fill": .init(ascii: "⧗", svgPath: Path.hourglass + "M9 19.5H15L12 16.5Z"),
        "house.fill": .init(ascii: "⌂", svgPath: "M3.5 11.5L12 4L20.5 11.5M6 9.5V20H18V9.5M10 20V14H14V20"),
        "play.fill": .init(ascii: "⏵", svgPath: "M8 5L19 12L8 19Z"),
        "pause.fill": .init(ascii: "⏸", svgPath: "M8 5V19M16 5V19"),
        "bell": .init(ascii: "⍾", svgPath: Path.bell),
        "bell.fill": .init(ascii: "⍾", svgPath: Path.bell),
        "house": .init(
            ascii: "⌂", svgPath: "M3.5 11.5L12 4L20.5 11.5M6 9.5V20H18V9.5M10 20V14H14V20"),
        "line.3.horizontal": .init(ascii: "≣", svgPath: "M4 6.5H20M4 12H20M4 17.5H20"),
        "paperplane": .init(ascii: "➤", svgPath: "M21 3L10 14M21 3L14.5 21L10 14L3 9.5Z"),
        "clock": .init(ascii: "◷", svgPath: Path.ring + "M12 7V12L15.5 14"),
        "doc.on.doc": .init(ascii: "❐", svgPath: "M8 8H19V20H8ZM16 8V4H5V16H8"),
        "doc.on.clipboard": .init(
            ascii: "⎘",
            svgPath: "M8.5 4.5H6.5A1.5 1.5 0 0 0 5 6V19.5A1.5 1.5 0 0 0 6.5 21H10M15.5 4.5H17.5A1.5 1.5 0 0 1 19 6V9"
                + "M9 3H15V6H9ZM11 11H20V21H11ZM13.5 14.5H17.5M13.5 17.5H17.5"
        ),
        "flag": .init(ascii: "⚐", svgPath: "M5 21V4M5 4H17L15 8L17 12H5"),
        "tray": .init(ascii: "⊔", svgPath: "M3 13L6 5H18L21 13V19H3ZM3 13H8L9.5 15.5H14.5L16 13H21"),
        "tray.fill": .init(ascii: "⊔", svgPath: "M3 13L6 5H18L21 13V19H3ZM3 13H8L9.5 15.5H14.5L16 13H21"),
        "square": .init(ascii: "☐", svgPath: "M4.5 4.5H19.5V19.5H4.5Z"),
        "circle": .init(ascii: "❍", svgPath: Path.ring),
    ]
}
