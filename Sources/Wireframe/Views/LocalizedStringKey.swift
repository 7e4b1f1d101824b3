import Foundation

/// The key of a localized string, as SwiftUI's: what a string literal given to `Text` is.
/// Wireframe has no string tables, so a key is shown as it reads, interpolations written as
/// string interpolation writes them.
///
/// ```swift
/// enum Filter: LocalizedStringKey, CaseIterable { case all = "All", active = "Active" }
/// Text(Filter.all.rawValue)   // All
/// Text("\(count) memos")      // 3 memos
/// ```
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The key's text.
    let text: String
    /// The key's runs when a `Text` was interpolated into it, each with its own style; `nil`
    /// for a key of plain characters.
    let runs: [TextRun]?

    /// The key `value`.
    public init(_ value: String) {
        self.text = value
        self.runs = nil
    }

    /// The key a string literal spells.
    public init(stringLiteral value: String) {
        self.text = value
        self.runs = nil
    }

    /// The key an interpolated string literal spells.
    public init(stringInterpolation: StringInterpolation) {
        self.text = stringInterpolation.text
        self.runs = stringInterpolation.runs
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

        /// Makes room for a literal of about `literalCapacity` bytes.
        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity)
        }

        private mutating func append(characters: String) {
            text += characters
            runs?.append(TextRun(text: characters))
        }

        /// Appends a literal part.
        public mutating func appendLiteral(_ literal: String) {
            append(characters: literal)
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
        if let runs = key.runs {
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
