/// An option a command accepts: its names, what it takes, and its help.
///
/// ```swift
/// OptionSpec.value(["--output", "-o"], "file", help: "Write to the file.")
/// OptionSpec.number(["--width"], "points", help: "The screen's width in points.")
/// OptionSpec.flag(["--accept-all"], help: "Accept every pending snapshot.")
/// ```
struct OptionSpec {
    /// What follows the option's name.
    enum Kind: Equatable {
        /// Nothing: the option stands alone.
        case flag
        /// A value, such as a file name; a separate argument starting with `-` is not taken as one.
        case value
        /// A number (or a word such as `fit`); a separate argument that is a negative number is
        /// taken as its value, so the number check can say what is wrong with it.
        case number
    }

    /// The names, long first: `["--output", "-o"]`.
    var names: [String]
    /// What follows the name.
    var kind: Kind
    /// The value's placeholder, such as `file`; empty for a flag.
    var valueName: String
    /// One line of help.
    var help: String

    /// An option that takes nothing.
    static func flag(_ names: [String], help: String) -> OptionSpec {
        OptionSpec(names: names, kind: .flag, valueName: "", help: help)
    }

    /// An option that takes a value named `valueName` in help.
    static func value(_ names: [String], _ valueName: String, help: String) -> OptionSpec {
        OptionSpec(names: names, kind: .value, valueName: valueName, help: help)
    }

    /// An option that takes a number, named `valueName` in help.
    static func number(_ names: [String], _ valueName: String, help: String) -> OptionSpec {
        OptionSpec(names: names, kind: .number, valueName: valueName, help: help)
    }

    /// Whether the option stands alone rather than taking a value.
    var isFlag: Bool { kind == .flag }

    /// The option's canonical name, its first.
    var name: String { names[0] }

    /// The names and value as help and error messages show them: `-o, --output <file>`.
    var synopsis: String {
        let names = names.sorted { $0.count < $1.count }.joined(separator: ", ")
        return isFlag ? names : "\(names) <\(valueName)>"
    }

    static let help = OptionSpec.flag(["--help", "-h"], help: "Show help information.")
}
