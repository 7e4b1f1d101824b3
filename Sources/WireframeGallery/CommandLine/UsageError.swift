import Wireframe

/// A command line that cannot be run as written; it exits with status 2.
///
/// ```swift
/// throw UsageError("missing '-o <directory>'", hint: "Run 'wireframe gallery --help' for usage.")
/// ```
struct UsageError: Error, Equatable {
    /// What is wrong, as the sentence after `error:`.
    var message: String
    /// What to do about it, on the next line; `nil` for none.
    var hint: String?

    init(_ message: String, hint: String? = nil) {
        self.message = message
        self.hint = hint
    }

    /// An unknown option, suggesting the nearest known name.
    static func unknownOption(_ name: String, among names: [String], hint: String) -> UsageError {
        unknown("option", name, among: names, hint: hint)
    }

    /// An unknown name of some `kind` (`option`, `command`): what it holds when it holds
    /// characters a reader cannot see, else the nearest known name if one is near.
    static func unknown(_ kind: String, _ name: String, among names: [String], hint: String) -> UsageError {
        if let note = ScenarioName.invisibleCharacterNote(name) { return UsageError("unknown \(kind) '\(name)': \(note)", hint: hint) }
        let guess = Suggestions.nearest(to: name, among: names, limit: 1).first
        return UsageError("unknown \(kind) '\(name)'" + (guess.map { ". Did you mean '\($0)'?" } ?? ""), hint: hint)
    }
}
