import Testing

@testable import Wireframe

@MainActor
@Suite struct SystemImageGlyphTests {
    @Test func knownNamesHaveTheirOwnGlyphs() {
        #expect(SystemImageGlyph.named("xmark").ascii == "✕")
        #expect(SystemImageGlyph.named("plus").ascii == "+")
        #expect(SystemImageGlyph.named("chevron.right").ascii == "›")
        for name in SystemImageGlyph.knownNames {
            #expect(SystemImageGlyph.named(name) != SystemImageGlyph.placeholder, "\(name)")
        }
    }

    @Test func knownNamesAreSortedAndCoverTheComponentSymbols() {
        let names = SystemImageGlyph.knownNames
        #expect(names == names.sorted())
        for name in ["xmark", "plus", "minus", "trash", "checkmark", "ellipsis", "info.circle"] {
            #expect(names.contains(name), "\(name)")
        }
    }

    @Test func aVariantOfAKnownSymbolDrawsAsThatSymbol() {
        #expect(SystemImageGlyph.named("calendar.badge.exclamationmark") == SystemImageGlyph.named("calendar"))
        #expect(SystemImageGlyph.named("arrow.left.circle.fill") == SystemImageGlyph.named("arrow.left"))
        #expect(SystemImageGlyph.named("trash.slash") == SystemImageGlyph.named("trash"))
        // Only variant words fall back: a misspelt or unknown base still shows the placeholder.
        #expect(SystemImageGlyph.named("calender.badge.plus") == SystemImageGlyph.placeholder)
        #expect(SystemImageGlyph.named("trash.can") == SystemImageGlyph.placeholder)
        #expect(SystemImageGlyph.named("fill") == SystemImageGlyph.placeholder)
    }

    @Test func unknownNamesGetAVisiblePlaceholder() {
        let glyph = SystemImageGlyph.named("no.such.symbol")
        #expect(glyph == SystemImageGlyph.placeholder)
        #expect(glyph.ascii == "⍰")
        #expect(glyph.svgPath.hasPrefix("M4 4H20V20H4Z"))
        #expect(SystemImageGlyph.named("") == SystemImageGlyph.placeholder)
    }

    @Test func everyASCIIGlyphIsOneCellWide() {
        for glyph in allGlyphs {
            let scalars = Array(glyph.ascii.unicodeScalars)
            #expect(scalars.count == 1, "\(glyph.ascii)")
            guard let scalar = scalars.first else { continue }
            let width = eastAsianWidth[scalar.value]
            #expect(
                width == "N" || width == "Na", "U+\(String(scalar.value, radix: 16)) is not vetted")
            #expect(!scalar.properties.isEmojiPresentation)
        }
    }

    @Test func everySVGPathParsesAndStaysInsideTheBox() throws {
        for glyph in allGlyphs {
            let commands = try PathTokenizer.commands(in: glyph.svgPath)
            #expect(commands.first?.letter == "M", "\(glyph.svgPath)")
            for command in commands {
                for point in command.endpoints {
                    #expect(
                        (0...24).contains(point.x) && (0...24).contains(point.y), "\(glyph.svgPath)"
                    )
                }
            }
        }
    }

    @Test func pathTokenizerRejectsMalformedData() {
        for bad in ["L1 2", "M1", "M1 2 L3", "M1 2 X3 4", "M1 2A1 1 0 2 1 3 4", "M1 2 Z 3"] {
            #expect(throws: PathTokenizer.Failure.self) { try PathTokenizer.commands(in: bad) }
        }
    }

    private var allGlyphs: [SystemImageGlyph] {
        SystemImageGlyph.knownNames.map(SystemImageGlyph.named) + [SystemImageGlyph.placeholder]
    }

    /// East Asian Width of every character the glyphs use (Unicode 16.0 EastAsianWidth.txt).
    /// A new glyph character must be looked up there and added here.
    private let eastAsianWidth: [UInt32: String] = [
        0x0021: "Na",  // ! exclamation mark
        0x002B: "Na",  // + plus sign
        0x003F: "Na",  // ? question mark
        0x00AB: "N",  // « left-pointing double angle quotation mark
        0x00BB: "N",  // » right-pointing double angle quotation mark
        0x03DF: "N",  // ϟ greek small letter koppa
        0x1D2C: "N",  // ᴬ modifier letter capital a
        0x2039: "N",  // ‹ single left-pointing angle quotation mark
        0x203A: "N",  // › single right-pointing angle quotation mark
        0x2139: "N",  // ℹ information source
        0x21BA: "N",  // ↺ anticlockwise open circle arrow
        0x21BB: "N",  // ↻ clockwise open circle arrow
        0x21D5: "N",  // ⇕ up down double arrow
        0x21E0: "N",  // ⇠ leftwards dashed arrow
        0x21E1: "N",  // ⇡ upwards dashed arrow
        0x21E2: "N",  // ⇢ rightwards dashed arrow
        0x21E3: "N",  // ⇣ downwards dashed arrow
        0x21EA: "N",  // ⇪ upwards white arrow from bar
        0x2212: "N",  // − minus sign
        0x223F: "N",  // ∿ sine wave
        0x2263: "N",  // ≣ strictly equivalent to
        0x2294: "N",  // ⊔ square cup
        0x2296: "N",  // ⊖ circled minus
        0x2297: "N",  // ⊗ circled times
        0x229E: "N",  // ⊞ squared plus
        0x22A1: "N",  // ⊡ squared dot operator
        0x22EF: "N",  // ⋯ midline horizontal ellipsis
        0x2302: "N",  // ⌂ house
        0x2303: "N",  // ⌃ up arrowhead
        0x2304: "N",  // ⌄ down arrowhead
        0x2315: "N",  // ⌕ telephone recorder
        0x2316: "N",  // ⌖ position indicator
        0x2317: "N",  // ⌗ viewdata square
        0x2328: "N",  // ⌨ keyboard
        0x232B: "N",  // ⌫ erase to the left
        0x2370: "N",  // ⍰ apl functional symbol quad question
        0x237E: "N",  // ⍾ bell symbol
        0x2398: "N",  // ⎘ next page
        0x2399: "N",  // ⎙ print screen symbol
        0x23C0: "N",  // ⏀ dentistry symbol light vertical with circle
        0x23F5: "N",  // ⏵ black medium right-pointing triangle
        0x23F8: "N",  // ⏸ double vertical bar
        0x23F9: "N",  // ⏹ black square for stop
        0x25AD: "N",  // ▭ white rectangle
        0x25C9: "N",  // ◉ fisheye
        0x25CD: "N",  // ◍ circle with vertical fill
        0x25D4: "N",  // ◔ circle with upper right quadrant black
        0x25F4: "N",  // ◴ white circle with upper left quadrant
        0x25F7: "N",  // ◷ white circle with upper right quadrant
        0x2601: "N",  // ☁ cloud
        0x2602: "N",  // ☂ umbrella
        0x2610: "N",  // ☐ ballot box
        0x2611: "N",  // ☑ ballot box with check
        0x2612: "N",  // ☒ ballot box with x
        0x2618: "N",  // ☘ shamrock
        0x261D: "N",  // ☝ white up pointing index
        0x2630: "N",  // ☰ trigram for heaven
        0x263C: "N",  // ☼ white sun with rays
        0x263E: "N",  // ☾ last quarter moon
        0x2659: "N",  // ♙ white chess pawn
        0x268C: "N",  // ⚌ digram for greater yang
        0x2690: "N",  // ⚐ white flag
        0x2691: "N",  // ⚑ black flag
        0x2699: "N",  // ⚙ gear
        0x26A0: "N",  // ⚠ warning sign
        0x26AD: "N",  // ⚭ marriage symbol
        0x26B2: "N",  // ⚲ neuter
        0x26B7: "N",  // ⚷ chiron
        0x2702: "N",  // ✂ black scissors
        0x2706: "N",  // ✆ telephone location sign
        0x2708: "N",  // ✈ airplane
        0x2709: "N",  // ✉ envelope
        0x270E: "N",  // ✎ lower right pencil
        0x2713: "N",  // ✓ check mark
        0x2715: "N",  // ✕ multiplication x
        0x2727: "N",  // ✧ white four pointed star
        0x2729: "N",  // ✩ stress outlined white star
        0x272D: "N",  // ✭ outlined black star
        0x2732: "N",  // ✲ open centre asterisk
        0x2744: "N",  // ❄ snowflake
        0x274D: "N",  // ❍ shadowed white circle
        0x274F: "N",  // ❏ lower right drop-shadowed white square
        0x2750: "N",  // ❐ upper right drop-shadowed white square
        0x275D: "N",  // ❝ heavy double turned comma quotation mark ornament
        0x2764: "N",  // ❤ heavy black heart
        0x27A4: "N",  // ➤ black rightwards arrowhead
        0x27F2: "N",  // ⟲ anticlockwise gapped circle arrow
        0x2913: "N",  // ⤓ downwards arrow to bar
        0x29C9: "N",  // ⧉ two joined squares
        0x29D6: "N",  // ⧖ white hourglass
        0x29D7: "N",  // ⧗ black hourglass
        0x2A01: "N",  // ⨁ n-ary circled plus operator
        0x2B1A: "N",  // ⬚ dotted square
        0x2B2D: "N",  // ⬭ white horizontal ellipse
    ]
}

/// A small SVG path data parser: absolute and relative commands with their argument counts.
private enum PathTokenizer {
    struct Failure: Error {}

    struct Command {
        var letter: Character
        var arguments: [Double]

        /// Absolute end points of absolute commands (H and V contribute one coordinate).
        var endpoints: [(x: Double, y: Double)] {
            switch letter {
            case "M", "L", "T":
                stride(from: 0, to: arguments.count, by: 2).map {
                    (arguments[$0], arguments[$0 + 1])
                }
            case "C", "S", "Q":
                stride(from: 0, to: arguments.count, by: 2).map {
                    (arguments[$0], arguments[$0 + 1])
                }
            case "A":
                stride(from: 0, to: arguments.count, by: 7).map {
                    (arguments[$0 + 5], arguments[$0 + 6])
                }
            case "H":
                arguments.map { ($0, 12) }
            case "V":
                arguments.map { (12, $0) }
            default:
                []
            }
        }
    }

    private static let arity: [Character: Int] = [
        "M": 2, "L": 2, "T": 2, "H": 1, "V": 1, "C": 6, "S": 4, "Q": 4, "A": 7, "Z": 0,
    ]

    static func commands(in data: String) throws -> [Command] {
        var commands: [Command] = []
        var index = data.startIndex
        while index < data.endIndex {
            let character = data[index]
            if character == " " || character == "," {
                index = data.index(after: index)
            } else if character.isLetter {
                guard arity[Character(character.uppercased())] != nil else { throw Failure() }
                commands.append(Command(letter: character, arguments: []))
                index = data.index(after: index)
            } else {
                var end = index
                if data[end] == "-" || data[end] == "+" { end = data.index(after: end) }
                while end < data.endIndex, data[end].isNumber || data[end] == "." {
                    end = data.index(after: end)
                }
                guard let value = Double(data[index..<end]), !commands.isEmpty else {
                    throw Failure()
                }
                commands[commands.count - 1].arguments.append(value)
                index = end
            }
        }
        guard let first = commands.first, first.letter == "M" || first.letter == "m" else {
            throw Failure()
        }
        for command in commands {
            try validate(command)
        }
        return commands
    }

    private static func validate(_ command: Command) throws {
        guard let count = arity[Character(command.letter.uppercased())] else { throw Failure() }
        if count == 0 {
            guard command.arguments.isEmpty else { throw Failure() }
            return
        }
        guard !command.arguments.isEmpty, command.arguments.count % count == 0 else {
            throw Failure()
        }
        if count == 7 {
            for start in stride(from: 0, to: command.arguments.count, by: 7) {
                let flags = [command.arguments[start + 3], command.arguments[start + 4]]
                guard flags.allSatisfy({ $0 == 0 || $0 == 1 }) else { throw Failure() }
            }
        }
    }
}
