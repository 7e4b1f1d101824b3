/// What a command is called, what it takes and how to describe it in `--help`.
///
/// ```swift
/// let spec = CommandSpec(
///     commandName: "wireframe list",
///     overview: "List the scenarios.",
///     usage: ["wireframe list"]
/// )
/// print(spec.helpText)   // OVERVIEW: …, USAGE: …, OPTIONS: …
/// ```
struct CommandSpec {
    /// The words that run it: `wireframe render`.
    var commandName: String
    /// One sentence saying what it does.
    var overview: String
    /// The usage lines, without `USAGE:`.
    var usage: [String]
    /// Positional arguments with their help.
    var arguments: [(name: String, help: String)] = []
    /// The options other than `--help`, which every command accepts.
    var options: [OptionSpec] = []
    /// Text shown after the options, such as examples.
    var discussion: String? = nil

    /// Every option the command accepts, `--help` last.
    var allOptions: [OptionSpec] { options + [.help] }

    /// The help text: OVERVIEW, USAGE, ARGUMENTS and OPTIONS sections.
    var helpText: String {
        var text = "OVERVIEW: \(overview)\n\n"
        let indent = String(repeating: " ", count: "USAGE: ".count)
        text += "USAGE: " + usage.joined(separator: "\n" + indent) + "\n"
        if !arguments.isEmpty {
            text += "\nARGUMENTS:\n" + rows(arguments.map { ("<\($0.name)>", $0.help) })
        }
        text += "\nOPTIONS:\n" + rows(allOptions.map { ($0.synopsis, $0.help) })
        if let discussion {
            text += "\n" + discussion + "\n"
        }
        return text
    }

    /// A hint pointing at this command's help, for the end of an error message.
    var helpHint: String { "Run '\(commandName) --help' for usage." }

    private func rows(_ rows: [(String, String)]) -> String {
        let width = max(rows.map(\.0.count).max() ?? 0, 20) + 2
        return rows.map { left, right in
            let padding = String(repeating: " ", count: width - left.count)
            return "  " + left + padding + right + "\n"
        }.joined()
    }
}
