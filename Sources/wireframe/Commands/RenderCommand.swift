import Foundation
import Wireframe
import WireframeComponents

/// `wireframe render`: renders a scenario, or a JSON node tree, as ASCII or SVG.
@MainActor
enum RenderCommand {
    static let spec = CommandSpec(
        commandName: "wireframe render",
        overview: "Render a scenario or a JSON node tree as ASCII or SVG.",
        usage: [
            "wireframe render <scenario> [--format ascii|svg] [--width <points>] [--height <points>|fit] [--device <name>] [-o <file>]",
            "wireframe render --tree <file.json> [<options>]",
        ],
        arguments: [("scenario", "A scenario from 'wireframe list'.")],
        options: [
            OptionSpec(names: ["--tree"], valueName: "file.json", help: "Render the JSON node tree in the file instead of a scenario."),
            OptionSpec(names: ["--format"], valueName: "format", help: "ascii or svg (default: svg when -o ends in .svg, else ascii)."),
            OptionSpec(names: ["--width"], valueName: "points", help: "The screen's width in points."),
            OptionSpec(names: ["--height"], valueName: "points", help: "The screen's height in points, or 'fit' to fit the content."),
            OptionSpec(
                names: ["--device"], valueName: "name",
                help: "A device's screen and safe area: \(Screen.presetNames.joined(separator: ", "))."),
            OptionSpec(
                names: ["--output", "-o"], valueName: "file", help: "Write to the file (replaced atomically) instead of standard output."),
        ],
        discussion: """
            A scenario is drawn on its own screen, a tree on a 390-point-wide screen as tall as its
            content; --device replaces the screen, then --width and --height change its size.

            EXAMPLES:
              wireframe render dialog
              wireframe render memo-list --device iphonese -o memo-list.svg
              wireframe render --tree Examples/memo-row.json --width 320
            """
    )

    static func run(_ arguments: [String], console: Console) -> Int32 {
        console.reportingErrors {
            let parsed = try Arguments(parsing: arguments, for: spec)
            if parsed.wantsHelp {
                console.out(spec.helpText)
                return ExitStatus.success
            }
            let output = parsed.value("--output")
            let format = try self.format(parsed, output: output)
            let (view, screen) = try source(parsed)
            let rendered = try format.render(view, on: self.screen(parsed, default: screen))
            if let output {
                try AtomicFile.write(rendered, to: URL(fileURLWithPath: output))
            } else {
                console.out(rendered)
            }
            return ExitStatus.success
        }
    }

    /// The format asked for, or the one the output file's extension implies.
    private static func format(_ parsed: Arguments, output: String?) throws -> RenderFormat {
        guard let name = parsed.value("--format") else {
            return output.map(RenderFormat.forFile(named:)) ?? .ascii
        }
        guard let format = RenderFormat(name: name) else {
            throw UsageError("unknown format '\(name)'; use ascii or svg", hint: spec.helpHint)
        }
        return format
    }

    /// The view to render and its screen: the scenario named, or the tree in the file given.
    private static func source(_ parsed: Arguments) throws -> (AnyView, Screen) {
        let positionals = parsed.positionals
        if positionals.count > 1 {
            throw UsageError("unexpected argument '\(positionals[1])'", hint: spec.helpHint)
        }
        if let path = parsed.value("--tree") {
            if let name = positionals.first {
                throw UsageError("give a scenario or --tree, not both (got '\(name)' and --tree)", hint: spec.helpHint)
            }
            return (AnyView(try readTree(at: path)), Screen(width: 390, height: nil))
        }
        guard let name = positionals.first else {
            throw UsageError("missing scenario name or --tree <file.json>", hint: "Run 'wireframe list' to see the scenarios.")
        }
        guard let scenario = Catalog.scenario(named: name) else {
            throw unknownScenario(name)
        }
        return (scenario.view, scenario.screen)
    }

    private static func unknownScenario(_ name: String) -> UsageError {
        if let note = UsageError.invisibleCharacterNote(name) {
            return UsageError("no scenario named '\(name)': \(note).", hint: "Run 'wireframe list' to see the scenarios.")
        }
        let quoted = Catalog.suggestions(for: name).map { "'\($0)'" }
        let message = "no scenario named '\(name)'."
        switch quoted.count {
        case 0: return UsageError(message, hint: "Run 'wireframe list' to see the scenarios.")
        case 1: return UsageError("\(message) Did you mean \(quoted[0])?")
        default: return UsageError("\(message) Did you mean \(quoted.dropLast().joined(separator: ", ")) or \(quoted[quoted.count - 1])?")
        }
    }

    private static func readTree(at path: String) throws -> Node {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            let exists = FileManager.default.fileExists(atPath: path)
            throw UsageError("cannot read '\(path)': " + (exists ? "the file is not readable" : "no such file"))
        }
        return try Node(json: data)
    }

    /// `screen`, or the device named, with the width and height given.
    private static func screen(_ parsed: Arguments, default screen: Screen) throws -> Screen {
        var screen = screen
        if let name = parsed.value("--device") {
            guard let preset = Screen.preset(named: name) else {
                throw UsageError(
                    "unknown device '\(name)'",
                    hint: "The devices are \(Screen.presetNames.joined(separator: ", "))."
                )
            }
            screen = preset
        }
        if let width = try parsed.points("--width") {
            screen.width = width
            screen.name = nil
        }
        if let height = parsed.value("--height") {
            if height.lowercased() == "fit" {
                screen.height = nil
            } else {
                screen.height = try parsed.points("--height")
            }
            screen.name = nil
        }
        return screen
    }
}
