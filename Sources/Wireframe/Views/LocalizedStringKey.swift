import Foundation

/// The key of a localized string, as SwiftUI's: what a string literal given to `Text` is.
/// Wireframe has no string tables, so a key is shown as it reads, interpolations written as
/// string interpolation writes them. As in SwiftUI, `Text` reads the key's inline markdown
/// (`**bold**`, `*italic*`, code between backticks, `~~struck~~`, `[link](url)`), whitespace kept; the
/// values interpolated into it are shown as they are, never read as markdown.
///
/// ```swift
/// enum Filter: LocalizedStringKey, CaseIterable { case all = "All", active = "Active" }
/// Text(Filter.all.rawValue)   // All
/// Text("\(count) memos")      // 3 memos
/// Text("**Bold** move")       // "Bold" drawn bold
/// ```
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The key's text.
    let text: String
    /// The key's runs when a `Text` was interpolated into it, each with its own style; `nil`
    /// for a key of plain characters.
    let runs: [TextRun]?
    /// The key as written for its markdown to be read, or `nil` when it cannot be.
    let format: MarkdownFormat?

    /// The key `value`.
    public init(_ value: String) {
        self.text = value
        self.runs = nil
        self.format = MarkdownFormat(literal: value)
    }

    /// The key a string literal spells.
    public init(stringLiteral value: String) {
        self.text = value
        self.runs = nil
        self.format = MarkdownFormat(literal: value)
    }

    /// The key an interpolated string literal spells.
    public init(stringInterpolation: StringInterpolation) {
        self.text = stringInterpolation.text
        self.runs = stringInterpolation.runs
        self.format = stringInterpolation.format
    }

    /// The parts of an interpolated key, written as `String`'s interpolation writes them; an
    /// interpolated `Text` keeps its style, as in SwiftUI.
    ///
    /// ```swift
    /// Text("Tap \(Text("Save").bold()) to keep \(count, format: .number) memos")
    /// ```
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        /// The runs, from the first interpolated `Text` on; `nil` before.
        var runs: [TextRun]?
        /// The literal parts with a placeholder for each interpolation, whose runs it keeps.
        var format: MarkdownFormat? = MarkdownFormat(literal: "")

        /// Makes room for a literal of about `literalCapacity` bytes.
        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity)
        }

        private mutating func append(characters: String) {
            text += characters
            runs?.append(TextRun(text: characters))
            if format?.appendArgument([TextRun(text: characters)]) == false { format = nil }
        }

        /// Appends a literal part.
        public mutating func appendLiteral(_ literal: String) {
            text += literal
            runs?.append(TextRun(text: literal))
            if format?.appendLiteral(literal) == false { format = nil }
        }

        /// Appends `value` as `String(describing:)` writes it.
        public mutating func appendInterpolation<Value>(_ value: Value) {
            append(characters: String(describing: value))
        }

        /// Appends a number formatted with a `printf` specifier, such as `"%.1f"`.
        public mutating func appendInterpolation<Number: CVarArg>(_ value: Number, specifier: String) {
            append(characters: String(format: specifier, value))
        }

        /// Appends `input` as `format` writes it.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            append(characters: format.format(input))
        }

        /// Appends `text` with its own style: its font, weight, colour and decorations.
        public mutating func appendInterpolation(_ text: Text) {
            var runs = self.runs ?? (self.text.isEmpty ? [] : [TextRun(text: self.text)])
            runs += text.runs
            self.runs = runs
            self.text += text.runs.map(\.text).joined()
            if format?.appendArgument(text.runs) == false { format = nil }
        }

        /// Appends `date` as `Text(_:style:)` shows it, from the render's date.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            appendInterpolation(Text(date, style: style))
        }
    }
}

extension Text {
    /// A text showing the localized string for `key`: the key as it reads, there being no
    /// string tables. A string literal given to `Text` is such a key, as in SwiftUI.
    ///
    /// ```swift
    /// Text("Memos")
    /// ```
    public init(_ key: LocalizedStringKey) {
        if let format = key.format, let runs = format.markdownRuns() {
            self.init(runs: runs)
        } else if let runs = key.runs {
            self.init(runs: runs)
        } else {
            self.init(verbatim: key.text)
        }
    }

    /// A text showing the localized string for `key` from `tableName` in `bundle`: the key as
    /// it reads, there being no string tables.
    public init(_ key: LocalizedStringKey, tableName: String?, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(key)
    }
}

/// A key's literal parts as written, each interpolation a placeholder character from Unicode's
/// private use area standing for the runs it showed, so that markdown around an interpolation
/// styles it while the interpolated characters are never read as markdown.
struct MarkdownFormat: Hashable, Sendable {
    private static let firstPlaceholder: UInt32 = 0xE000
    private static let lastPlaceholder: UInt32 = 0xF8FF

    /// The literal parts and placeholders.
    private(set) var string = ""
    /// The runs of each interpolation, by placeholder.
    private(set) var arguments: [[TextRun]] = []
    /// Whether any literal part holds a markdown syntax character.
    private(set) var hasSyntax = false

    /// The format of a key of `literal` alone; `nil` when it holds a private use character,
    /// which a placeholder could not be told from.
    init?(literal: String) {
        guard appendLiteral(literal) else { return nil }
    }

    /// Appends `literal` and says whether it could: not when it holds a private use character.
    mutating func appendLiteral(_ literal: String) -> Bool {
        if literal.unicodeScalars.contains(where: { (Self.firstPlaceholder...Self.lastPlaceholder).contains($0.value) }) { return false }
        string += literal
        hasSyntax = hasSyntax || TextRun.mayHoldMarkdown(literal)
        return true
    }

    /// Appends a placeholder for `runs` and says whether it could: not past the 6,400th.
    mutating func appendArgument(_ runs: [TextRun]) -> Bool {
        let code = Self.firstPlaceholder + UInt32(arguments.count)
        guard code <= Self.lastPlaceholder, let scalar = Unicode.Scalar(code) else { return false }
        string.unicodeScalars.append(scalar)
        arguments.append(runs)
        return true
    }

    /// The runs of the key with its markdown read, or `nil` when it has none to read.
    func markdownRuns() -> [TextRun]? {
        guard hasSyntax else { return nil }
        var runs: [TextRun] = []
        for run in TextRun.markdown(string) {
            var text = ""
            func flush() {
                guard !text.isEmpty else { return }
                var piece = run
                piece.text = text
                runs.append(piece)
                text = ""
            }
            for scalar in run.text.unicodeScalars {
                let index = Int(scalar.value) - Int(Self.firstPlaceholder)
                guard arguments.indices.contains(index) else {
                    text.unicodeScalars.append(scalar)
                    continue
                }
                flush()
                runs += arguments[index].map { $0.styled(like: run) }
            }
            flush()
        }
        return runs.isEmpty ? [TextRun(text: "")] : runs
    }

}

extension TextRun {
    /// The run with the markdown style of `markdown` added to its own.
    fileprivate func styled(like markdown: TextRun) -> TextRun {
        var run = self
        run.isBold = run.isBold || markdown.isBold
        run.isItalic = run.isItalic || markdown.isItalic
        run.isStrikethrough = run.isStrikethrough || markdown.isStrikethrough
        run.isMonospaced = run.isMonospaced || markdown.isMonospaced
        if run.color == nil { run.color = markdown.color }
        return run
    }
}
