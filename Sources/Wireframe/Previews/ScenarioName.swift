/// The rule for the names of scenarios and previews: a name is shown in a gallery, typed on the
/// command line and used as a file name (`<name>.svg`, a golden's `<test>.<name>.txt`), so it
/// must be visible, one path component, and not read as an option.
///
/// ```swift
/// ScenarioName.problem(with: "Memo row, dark")   // nil: a good name
/// ScenarioName.problem(with: "a/b")               // "it holds a path separator ('/')"
/// ```
package enum ScenarioName {
    /// The longest name, in characters.
    package static let maximumLength = 100

    /// Why `name` cannot name a scenario, or `nil` when it can: empty, longer than
    /// ``maximumLength``, holding invisible or control characters, a path separator (`/`, `\`),
    /// starting with `-` or `.`, or starting or ending with a space.
    package static func problem(with name: String) -> String? {
        if name.isEmpty { return "it is empty" }
        if name.count > maximumLength { return "it is longer than \(maximumLength) characters" }
        if let note = invisibleCharacterNote(name) { return note }
        if let separator = name.first(where: { $0 == "/" || $0 == "\\" }) { return "it holds a path separator ('\(separator)')" }
        if name.hasPrefix("-") { return "it starts with '-', which reads as an option" }
        if name.hasPrefix(".") { return "it starts with '.', which hides its files" }
        if name.first == " " || name.last == " " { return "it starts or ends with a space" }
        return nil
    }

    /// What to say of a name that holds characters a reader cannot see — controls, format
    /// characters such as bidi overrides and zero-width spaces, separators other than the space —
    /// or `nil` when it holds none. Such a name looks like another but is not.
    ///
    /// ```swift
    /// ScenarioName.invisibleCharacterNote("dialog\u{202E}")   // "it holds invisible or control characters (U+202E)"
    /// ```
    package static func invisibleCharacterNote(_ name: String) -> String? {
        let hidden = name.unicodeScalars.filter { scalar in
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned: true
            case .spaceSeparator: scalar != " "
            default: false
            }
        }
        guard !hidden.isEmpty else { return nil }
        var codes: [String] = []
        for scalar in hidden where !codes.contains(codePoint(scalar)) { codes.append(codePoint(scalar)) }
        return "it holds invisible or control characters (\(codes.joined(separator: ", ")))"
    }

    /// The scalar as `U+` and four or more hexadecimal digits, such as `U+202E`.
    private static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
