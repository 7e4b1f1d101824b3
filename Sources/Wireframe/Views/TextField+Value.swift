import Foundation

extension TextField {
    /// Creates a field that shows `value` as `format` writes it and, as text is typed, sets the
    /// value to what `format` reads back; text it cannot read leaves the value as it was.
    ///
    /// ```swift
    /// TextField("Age", value: $age, format: .number)                  // 42
    /// TextField("Price", value: $price, format: .number.precision(.fractionLength(2)))   // 9.50
    /// ```
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(titleKey.text, text: Self.text(of: value, format: format), prompt: prompt)
    }

    /// Creates a field titled `title` that shows `value` as `format` writes it.
    ///
    /// ```swift
    /// TextField(item.name, value: $item.count, format: .number)
    /// ```
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(title, text: Self.text(of: value, format: format), prompt: prompt)
    }

    /// Creates a field that shows an optional `value` as `format` writes it: empty, showing its
    /// placeholder, while the value is `nil`; emptied, it sets the value to `nil`.
    ///
    /// ```swift
    /// TextField("Quantity", value: $quantity, format: .number)   // quantity: Int?
    /// ```
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(titleKey.text, text: Self.text(of: value, format: format), prompt: prompt)
    }

    /// Creates a field titled `title` that shows an optional `value` as `format` writes it.
    ///
    /// ```swift
    /// TextField(item.name, value: $item.limit, format: .number)   // limit: Int?
    /// ```
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(title, text: Self.text(of: value, format: format), prompt: prompt)
    }

    /// Creates a field that shows `value` as `formatter` writes it and sets it to what
    /// `formatter` reads back from typed text. Foundation on Linux reads text back only through
    /// its own formatters: a `NumberFormatter` sets numbers and a `DateFormatter` dates; text no
    /// formatter can read leaves the value as it was.
    ///
    /// ```swift
    /// TextField("Amount", value: $amount, formatter: currencyFormatter)
    /// ```
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(titleKey.text, text: Self.text(of: value, formatter: formatter), prompt: prompt)
    }

    /// Creates a field titled `title` that shows `value` as `formatter` writes it.
    ///
    /// ```swift
    /// TextField(account.name, value: $account.balance, formatter: numberFormatter)
    /// ```
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(title, text: Self.text(of: value, formatter: formatter), prompt: prompt)
    }

    /// The text of `value` as `format` writes it, setting `value` to what `format` reads back.
    private static func text<F: ParseableFormatStyle>(of value: Binding<F.FormatInput>, format: F) -> Binding<String>
    where F.FormatOutput == String {
        Binding(
            get: { format.format(value.wrappedValue) },
            set: { text in
                if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed }
            })
    }

    /// The text of an optional `value`, empty for `nil`.
    private static func text<F: ParseableFormatStyle>(of value: Binding<F.FormatInput?>, format: F) -> Binding<String>
    where F.FormatOutput == String {
        Binding(
            get: { value.wrappedValue.map(format.format) ?? "" },
            set: { text in
                if text.isEmpty {
                    value.wrappedValue = nil
                } else if let parsed = try? format.parseStrategy.parse(text) {
                    value.wrappedValue = parsed
                }
            })
    }

    /// The text of `value` as `formatter` writes it (empty when it cannot), setting `value` to
    /// what `formatter` reads back. Foundation on Linux reads back only through its own
    /// formatters, so a `NumberFormatter` sets numbers and a `DateFormatter` dates; text another
    /// formatter cannot read leaves the value as it was.
    private static func text<V>(of value: Binding<V>, formatter: Formatter) -> Binding<String> {
        Binding(
            get: { formatter.string(for: value.wrappedValue) ?? "" },
            set: { text in
                if let parsed = parsed(text, by: formatter, as: V.self) { value.wrappedValue = parsed }
            })
    }

    /// `text` read by `formatter` as a `V`, or `nil`.
    private static func parsed<V>(_ text: String, by formatter: Formatter, as type: V.Type) -> V? {
        if let numbers = formatter as? NumberFormatter, let number = numbers.number(from: text) {
            return number as? V ?? (number.intValue as Any as? V) ?? (number.doubleValue as Any as? V)
                ?? (CGFloat(number.doubleValue) as Any as? V)
        }
        if let dates = formatter as? DateFormatter, let date = dates.date(from: text) {
            return date as? V
        }
        return nil
    }
}
