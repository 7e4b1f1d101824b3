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

    /// The key `value`.
    public init(_ value: String) {
        self.text = value
    }

    /// The key a string literal spells.
    public init(stringLiteral value: String) {
        self.text = value
    }

    /// The key an interpolated string literal spells.
    public init(stringInterpolation: StringInterpolation) {
        self.text = stringInterpolation.text
    }

    /// The parts of an interpolated key, written as `String`'s interpolation writes them.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        /// Makes room for a literal of about `literalCapacity` bytes.
        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity)
        }

        /// Appends a literal part.
        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        /// Appends `value` as `String(describing:)` writes it.
        public mutating func appendInterpolation<Value>(_ value: Value) {
            text += String(describing: value)
        }

        /// Appends a number formatted with a `printf` specifier, such as `"%.1f"`.
        public mutating func appendInterpolation<Number: CVarArg>(_ value: Number, specifier: String) {
            text += String(format: specifier, value)
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
        self.init(verbatim: key.text)
    }

    /// A text showing the localized string for `key` from `tableName` in `bundle`: the key as
    /// it reads, there being no string tables.
    public init(_ key: LocalizedStringKey, tableName: String?, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(verbatim: key.text)
    }
}
