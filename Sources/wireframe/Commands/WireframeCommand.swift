import Wireframe
import WireframeComponents

/// `wireframe`: chooses the subcommand named by the first argument and runs it.
@MainActor
enum WireframeCommand {
    static let spec = CommandSpec(
        commandName: "wireframe",
        overview: "Render SwiftUI-style wireframes as ASCII and SVG.",
        usage: ["wireframe <command> [<arguments>]"],
        discussion: """
            COMMANDS:
              render                Render a scenario or a JSON node tree as ASCII or SVG.
              list                  List the scenarios with their descriptions.
              gallery               Write every scenario as SVG and ASCII with an index.html.
              review                Review pending snapshots and stale goldens.

              See 'wireframe <command> --help' for a command's options.
            """
    )

    /// Runs the command line `arguments` (without the program name) and returns the exit status.
    static func run(_ arguments: [String], console: Console) -> Int32 {
        guard let command = arguments.first else {
            console.err(spec.helpText)
            return ExitStatus.usage
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "render": return RenderCommand.run(rest, console: console)
        case "list": return ListCommand.run(rest, console: console)
        case "gallery": return GalleryCommand.run(rest, console: console)
        case "review": return runReview(arguments: rest, output: console.out, cellWidth: displayWidth(of:))
        case "--help", "-h", "help":
            console.out(spec.helpText)
            return ExitStatus.success
        default:
            return console.reportingErrors {
                if let note = UsageError.invisibleCharacterNote(command) {
                    throw UsageError("unknown command '\(command)': \(note)", hint: spec.helpHint)
                }
                let names = ["render", "list", "gallery", "review"]
                let guess = Catalog.suggestions(for: command, among: names, limit: 1).first
                throw UsageError(
                    "unknown command '\(command)'" + (guess.map { ". Did you mean '\($0)'?" } ?? ""),
                    hint: spec.helpHint
                )
            }
        }
    }
}
