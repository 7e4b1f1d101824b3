import Foundation
import Wireframe

/// The `wireframe` command line — `render`, `list`, `gallery` and `review` — over a list of
/// scenarios: the built-in catalog for Wireframe's own `wireframe` executable, your components'
/// scenarios for yours.
///
/// A package's executable target needs one line of code (`Sources/my-gallery/main.swift`):
///
/// ```swift
/// import MyComponents
/// import WireframeGallery
///
/// await WireframeCommand.main(scenarios: MyComponents.scenarios)
/// ```
///
/// ```sh
/// swift run my-gallery list
/// swift run my-gallery render memo-row --format svg -o memo-row.svg
/// swift run my-gallery gallery -o gallery
/// ```
public enum WireframeCommand {
    /// Runs the command line of the process over `scenarios` and exits with its status: 0 on
    /// success, 1 when rendering or writing fails, 2 for a usage error.
    ///
    /// The scenarios are checked first: a name that cannot be used or two scenarios with one
    /// name end the process with status 1 and a message naming them, whatever the command.
    /// Help and errors name the command after the executable (`my-gallery render --help`).
    ///
    /// - Parameter scenarios: The scenarios `render`, `list` and `gallery` know, in the order
    ///   `list` and the gallery show them.
    @MainActor
    public static func main(scenarios: [Scenario]) async -> Never {
        let program = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "wireframe"
        let terminal = TerminalSession()
        let status = await run(
            Array(CommandLine.arguments.dropFirst()), scenarios: scenarios, program: program, console: .standard(terminal: terminal))
        terminal.restore()
        exit(status)
    }

    static func spec(program: String) -> CommandSpec {
        CommandSpec(
            commandName: program,
            overview: "Render SwiftUI-style wireframes as ASCII and SVG.",
            usage: ["\(program) <command> [<arguments>]"],
            discussion: """
                COMMANDS:
                  render                Render a scenario or a JSON node tree as ASCII or SVG.
                  list                  List the scenarios with their descriptions.
                  gallery               Write every scenario as SVG and ASCII with an index.html.
                  review                Review pending snapshots and stale goldens.

                  See '\(program) <command> --help' for a command's options.
                """
        )
    }

    /// Runs the command line `arguments` (without the program name) over `scenarios` and
    /// returns the exit status.
    @MainActor
    static func run(_ arguments: [String], scenarios: [Scenario], program: String = "wireframe", console: Console) async -> Int32 {
        let catalog: ScenarioCatalog
        do {
            catalog = try ScenarioCatalog(scenarios)
        } catch {
            console.fail(error.description)
            return ExitStatus.failure
        }
        let spec = spec(program: program)
        guard let command = arguments.first else {
            console.err(spec.helpText)
            return ExitStatus.usage
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "render": return await RenderCommand(program: program, catalog: catalog).run(rest, console: console)
        case "list": return await ListCommand(program: program, catalog: catalog).run(rest, console: console)
        case "gallery": return await GalleryCommand(program: program, catalog: catalog).run(rest, console: console)
        case "review": return await ReviewCommand(program: program).run(rest, console: console)
        case "--help", "-h", "help":
            console.out(spec.helpText)
            return ExitStatus.success
        default:
            return await console.reportingErrors {
                throw UsageError.unknown("command", command, among: ["render", "list", "gallery", "review"], hint: spec.helpHint)
            }
        }
    }
}
