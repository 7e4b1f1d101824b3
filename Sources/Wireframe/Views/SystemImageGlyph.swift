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
    ///
    /// A name the table lacks is drawn as the symbol it varies, when only variant words follow
    /// that symbol's name: `calendar.badge.exclamationmark` as `calendar`, `arrow.left.circle.fill`
    /// as `arrow.left`. A misspelt base name still draws the placeholder.
    static func named(_ name: String) -> SystemImageGlyph {
        if let glyph = glyphs[name] { return glyph }
        var parts = name.split(separator: ".")
        while parts.count > 1, let last = parts.last, variantWords.contains(last) {
            parts.removeLast()
            if let glyph = glyphs[parts.joined(separator: ".")] { return glyph }
        }
        return placeholder
    }

    /// The words SF Symbols adds to a symbol's name for its variants: filled, enclosed, badged,
    /// crossed out or doubled.
    private static let variantWords: Set<Substring> = [
        "fill", "circle", "square", "rectangle", "slash", "badge", "plus", "minus", "checkmark", "xmark",
        "exclamationmark", "questionmark", "clock", "2", "3", "crop",
    ]

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
        "‹": "›", "›": "‹", "«": "»", "»": "«", "⇠": "⇢", "⇢": "⇠", "←": "→", "→": "←", "◀": "▶", "▶": "◀",
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
        "forward.fill": .init(ascii: "»", svgPath: "M4 6L11 12L4 18ZM12 6L19 12L12 18Z"),
        "backward.fill": .init(ascii: "«", svgPath: "M20 6L13 12L20 18ZM12 6L5 12L12 18Z"),
        "stop.fill": .init(ascii: "⏹", svgPath: "M6 6H18V18H6Z"),
        "sun.max": .init(
            ascii: "☼",
            svgPath:
                "M16 12A4 4 0 1 1 8 12A4 4 0 1 1 16 12ZM12 2.5V5M12 19V21.5M2.5 12H5M19 12H21.5M5.3 5.3L7 7M17 17L18.7 18.7M5.3 18.7L7 17M17 7L18.7 5.3"
        ),
        "moon": .init(ascii: "☾", svgPath: "M15 3.5A8.5 8.5 0 1 0 20.5 15A7 7 0 0 1 15 3.5Z"),
        "cloud": .init(ascii: "☁", svgPath: "M7 18H17.5A3.5 3.5 0 0 0 17.5 11A5.5 5.5 0 0 0 7 10A4 4 0 0 0 7 18Z"),
        "cloud.rain": .init(
            ascii: "☂", svgPath: "M7 14H17.5A3.5 3.5 0 0 0 17.5 7A5.5 5.5 0 0 0 7 6A4 4 0 0 0 7 14ZM8 17L7 20M12 17L11 20M16 17L15 20"),
        "snowflake": .init(ascii: "❄", svgPath: "M12 3V21M4.2 7.5L19.8 16.5M4.2 16.5L19.8 7.5"),
        "snow": .init(ascii: "❄", svgPath: "M12 3V21M4.2 7.5L19.8 16.5M4.2 16.5L19.8 7.5"),
        "bolt": .init(ascii: "ϟ", svgPath: "M13 2.5L5 13.5H11.5L10.5 21.5L19 10H12.5Z"),
        "paintpalette": .init(
            ascii: "◍",
            svgPath:
                "M12 3A9 9 0 1 0 12 21C13.5 21 14 20 13.5 18.5C13 17 14 16 15.5 16H18A3 3 0 0 0 21 13A9 9 0 0 0 12 3ZM8 10.5V10.6M12 7.5V7.6M16 10.5V10.6"
        ),
        "envelope": .init(ascii: "✉", svgPath: "M3 6H21V18H3ZM3 6L12 13L21 6"),
        "phone": .init(
            ascii: "✆",
            svgPath:
                "M5 3.5H9L10.5 8L8 9.5A11 11 0 0 0 14.5 16L16 13.5L20.5 15V19A1.5 1.5 0 0 1 19 20.5A16 16 0 0 1 3.5 5A1.5 1.5 0 0 1 5 3.5Z"),
        "location": .init(ascii: "⌖", svgPath: "M3 11L21 3L13 21L11 13Z"),
        "mappin": .init(ascii: "⚲", svgPath: "M12 21V11M16 7A4 4 0 1 1 8 7A4 4 0 1 1 16 7Z"),
        "link": .init(
            ascii: "⚭",
            svgPath: "M10 14L14 10M8.5 11.5L6.5 13.5A3 3 0 0 0 10.5 17.5L12.5 15.5M11.5 8.5L13.5 6.5A3 3 0 0 1 17.5 10.5L15.5 12.5"),
        "doc": .init(ascii: "❏", svgPath: "M6 3H14L18 7V21H6ZM14 3V7H18"),
        "doc.text": .init(ascii: "❏", svgPath: "M6 3H14L18 7V21H6ZM14 3V7H18M9 11H15M9 14.5H15M9 18H13"),
        "list.bullet": .init(ascii: "☰", svgPath: "M9 6.5H20M9 12H20M9 17.5H20M4.5 6.5V6.6M4.5 12V12.1M4.5 17.5V17.6"),
        "eye": .init(
            ascii: "◉",
            svgPath:
                "M2.5 12C5 7 8.5 5 12 5C15.5 5 19 7 21.5 12C19 17 15.5 19 12 19C8.5 19 5 17 2.5 12ZM15 12A3 3 0 1 1 9 12A3 3 0 1 1 15 12Z"),
        "square.and.arrow.down": .init(ascii: "⤓", svgPath: "M12 3V14M8 10L12 14L16 10M5 11V20H19V11"),
        "arrow.counterclockwise": .init(ascii: "↺", svgPath: "M4 12A8 8 0 1 0 6.5 6.2M4 4V8H8"),
        "bubble.left": .init(ascii: "❝", svgPath: "M4 5H20V16H10L6 20V16H4Z"),
        "message": .init(ascii: "❝", svgPath: "M4 5H20V16H10L6 20V16H4Z"),
        "checkmark.square": .init(ascii: "☑", svgPath: "M4.5 4.5H19.5V19.5H4.5ZM8 12.5L11 15.5L16.5 9"),
        "xmark.square": .init(ascii: "☒", svgPath: "M4.5 4.5H19.5V19.5H4.5ZM9 9L15 15M15 9L9 15"),
        "leaf": .init(ascii: "☘", svgPath: "M5 19C5 10 10 5 20 4C19 14 14 19 5 19ZM5 19L13 11"),
        "sparkles": .init(
            ascii: "✧",
            svgPath:
                "M10 3L11.5 8.5L17 10L11.5 11.5L10 17L8.5 11.5L3 10L8.5 8.5ZM18 14L18.8 16.2L21 17L18.8 17.8L18 20L17.2 17.8L15 17L17.2 16.2Z"
        ),
        "keyboard": .init(ascii: "⌨", svgPath: "M3 6H21V18H3ZM7 14.5H17M6.5 9.5V9.6M10 9.5V9.6M14 9.5V9.6M17.5 9.5V9.6"),
        "printer": .init(ascii: "⎙", svgPath: "M7 9V3.5H17V9M5 17H3.5V9H20.5V17H19M7 14H17V20.5H7Z"),
        "scissors": .init(
            ascii: "✂",
            svgPath: "M9 7A2.5 2.5 0 1 1 4 7A2.5 2.5 0 1 1 9 7ZM9 17A2.5 2.5 0 1 1 4 17A2.5 2.5 0 1 1 9 17ZM8.5 8.5L20 18M8.5 15.5L20 6"),
        "airplane": .init(
            ascii: "✈",
            svgPath: "M21 12.5L13.5 10V4.5A1.5 1.5 0 0 0 10.5 4.5V10L3 12.5V14.5L10.5 13V18L8 19.5V21L12 20L16 21V19.5L13.5 18V13L21 14.5Z"),
        "key": .init(ascii: "⚷", svgPath: "M11 10A4 4 0 1 1 3 10A4 4 0 1 1 11 10ZM11 10H21M17 10V14M20 10V13"),
        "creditcard": .init(ascii: "▭", svgPath: "M3 6H21V18H3ZM3 10H21M6 14.5H10"),
        "lock": .init(ascii: "⊡", svgPath: "M6 11H18V21H6ZM8.5 11V7.5A3.5 3.5 0 0 1 15.5 7.5V11"),
        "bookmark": .init(ascii: "⚑", svgPath: "M6 3H18V21L12 16.5L6 21Z"),
        "mic": .init(
            ascii: "⏀", svgPath: "M9 4.5A3 3 0 0 1 15 4.5V11.5A3 3 0 0 1 9 11.5ZM5.5 11A6.5 6.5 0 0 0 18.5 11M12 17.5V21M8.5 21H15.5"),
        "capsule": .init(ascii: "⬭", svgPath: "M8 7H16A5 5 0 0 1 16 17H8A5 5 0 0 1 8 7Z"),
        "slider.horizontal.3": .init(ascii: "⚌", svgPath: "M3 6H21M3 12H21M3 18H21M8 4V8M15 10V14M10 16V20"),
        "textformat": .init(ascii: "ᴬ", svgPath: "M3 19L8 5L13 19M5 14H11M20 12V19M20 15.5A2.5 2.5 0 1 1 15 15.5A2.5 2.5 0 1 1 20 15.5Z"),
        "waveform": .init(ascii: "∿", svgPath: "M3 12H4.5M7 8V16M10 5V19M13 9V15M16 6V18M19 10V14M21.5 12H21.6"),
        "hand.tap": .init(
            ascii: "☝",
            svgPath:
                "M9 13V5.5A1.5 1.5 0 0 1 12 5.5V11M12 10.5A1.5 1.5 0 0 1 15 10.5V12M15 11.5A1.5 1.5 0 0 1 18 11.5V16A5 5 0 0 1 13 21H11.5A4.5 4.5 0 0 1 7.5 18.5L5.5 14.5A1.4 1.4 0 0 1 8 13L9 14.5"
        ),
        "speedometer": .init(ascii: "◔", svgPath: "M3.5 16A8.5 8.5 0 1 1 20.5 16M12 16L16 10M12 16.5V16.6"),
        "memories": .init(ascii: "⟲", svgPath: "M4.5 12A7.5 7.5 0 1 0 7 6.4M4.5 4V8H8.5M12 8V12L14.5 14"),
        "text.aligncenter": .init(ascii: "≣", svgPath: "M5 6H19M8 10H16M5 14H19M8 18H16"),
        "map": .init(ascii: "⌗", svgPath: "M3 6L9 4L15 6L21 4V18L15 20L9 18L3 20ZM9 4V18M15 6V20"),
        "square.on.circle": .init(ascii: "⧉", svgPath: "M19 15A6 6 0 1 1 7 15A6 6 0 1 1 19 15ZM4 3.5H14V13.5H4Z"),
    ]
}
