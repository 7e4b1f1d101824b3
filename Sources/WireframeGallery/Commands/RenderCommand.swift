import Foundation
import Wireframe
import WireframeDump

/// `wireframe render`: renders a scenario, or a JSON node tree, as ASCII or SVG.
@MainActor
struct RenderCommand {
    var program: String
    var catalog: ScenarioCatalog

    var spec: CommandSpec {
        CommandSpec(
            commandName: "\(program) render",
            overview: "Render a scenario or a JSON node tree as ASCII or SVG.",
            usage: [
                "\(program) render <scenario> [--format ascii|svg] [--width <points>] [--height <points>|fit] [--device <name>] [-o <file>]",
                "\(program) render --tree <file.json> [<options>]",
            ],
            arguments: [("scenario", "A scenario from '\(program) list'.")],
            options: [
                .value(["--tree"], "file.json", help: "Render the JSON node tree in the file instead of a scenario."),
                .value(["--format"], "format", help: "ascii or svg (default: svg when -o ends in .svg, else ascii)."),
                .number(["--width"], "points", help: "The screen's width in points."),
                .number(["--height"], "points", help: "The screen's height in points, or 'fit' to fit the content."),
                .value(["--device"], "name", help: "A device's screen and safe area: \(Screen.presetNames.joined(separator: ", "))."),
                .value(
                    ["--output", "-o"], "file",
                    help:
                        "Write to the file (replaced atomically, through a link) instead of standard output; into a folder as <name>.<ext>."
                ),
            ],
            discussion: """
                A scenario is drawn on its own screen, a tree on a 390-point-wide screen as tall as its
                content; --device replaces the screen, then --width and --height change its size.

                EXAMPLES:
                  \(program) render dialog
                  \(program) render memo-list --device iphonese -o memo-list.svg
                  \(program) render --tree Examples/memo-row.json --width 320
                """
        )
    }

    private var listHint: String { "Run '\(program) list' to see the scenarios." }

    func run(_ arguments: [String], console: Console) async -> Int32 {
        await console.running(arguments, by: spec) { parsed in
            let output = parsed.value("--output")
            let format = try self.format(parsed, output: output)
            try parsed.expectPositionals(atMost: 1, for: spec)
            let rendered: String
            let name: String
            if let path = parsed.value("--tree") {
                if let name = parsed.positionals.first {
                    throw UsageError("give a scenario or --tree, not both (got '\(name)' and --tree)", hint: spec.helpHint)
                }
                name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
                let tree = try readTree(at: path)
                rendered = try format.render(tree, on: try screenChange(parsed).applied(to: Screen(width: 390, height: nil)))
            } else {
                guard let positional = parsed.positionals.first else {
                    throw UsageError("missing scenario name or --tree <file.json>", hint: listHint)
                }
                guard let scenario = catalog.scenario(named: positional) else { throw unknownScenario(positional) }
                name = scenario.name
                let change = try screenChange(parsed)
                rendered = try await scenario.render(as: format, on: change.isEmpty ? nil : change.applied(to: scenario.screen))
            }
            if let output {
                try AtomicFile.write(rendered, to: URL(fileURLWithPath: outputFile(output, name: name, format: format)))
            } else {
                console.out(rendered)
            }
            return ExitStatus.success
        }
    }

    /// The file `-o` names: a folder (`dir/`, or a folder that exists) gets `<name>.<ext>` in
    /// it, as `cp` would put it there; anything else is the file itself.
    private func outputFile(_ output: String, name: String, format: RenderFormat) -> String {
        var isDirectory: ObjCBool = false
        guard output.hasSuffix("/") || (FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory) && isDirectory.boolValue)
        else { return output }
        let folder = output.hasSuffix("/") ? String(output.dropLast()) : output
        return folder + "/" + Gallery.fileStem(for: name) + "." + format.fileExtension
    }

    /// The format asked for, or the one the output file's extension implies.
    private func format(_ parsed: Arguments, output: String?) throws(UsageError) -> RenderFormat {
        guard let name = parsed.value("--format") else {
            return output.map(RenderFormat.forFile(named:)) ?? .ascii
        }
        guard let format = RenderFormat(name: name) else {
            throw UsageError("unknown format '\(name)'; use ascii or svg", hint: spec.helpHint)
        }
        return format
    }

    private func unknownScenario(_ name: String) -> UsageError {
        if let note = ScenarioName.invisibleCharacterNote(name) {
            return UsageError("no scenario named '\(name)': \(note).", hint: listHint)
        }
        let quoted = catalog.suggestions(for: name).map { "'\($0)'" }
        let message = "no scenario named '\(name)'."
        switch quoted.count {
        case 0: return UsageError(message, hint: listHint)
        case 1: return UsageError("\(message) Did you mean \(quoted[0])?")
        default: return UsageError("\(message) Did you mean \(quoted.dropLast().joined(separator: ", ")) or \(quoted[quoted.count - 1])?")
        }
    }

    private func readTree(at path: String) throws -> Node {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            let exists = FileManager.default.fileExists(atPath: path)
            throw UsageError("cannot read '\(path)': " + (exists ? "the file is not readable" : "no such file"))
        }
        return try Node(json: data)
    }

    /// The device, width and height the command line gives.
    private func screenChange(_ parsed: Arguments) throws(UsageError) -> ScreenChange {
        var change = ScreenChange()
        if let name = parsed.value("--device") {
            guard let preset = Screen.preset(named: name) else {
                throw UsageError("unknown device '\(name)'", hint: "The devices are \(Screen.presetNames.joined(separator: ", ")).")
            }
            change.device = preset
        }
        change.width = try parsed.points("--width")
        if let height = parsed.value("--height") {
            change.height = .some(height.lowercased() == "fit" ? nil : try parsed.points("--height"))
        }
        return change
    }
}

/// What the command line does to a screen: the device replaces it, then the width and height
/// (`nil` to fit the content) change it.
private struct ScreenChange {
    var device: Screen?
    var width: CGFloat?
    var height: CGFloat??

    /// Whether the command line says nothing of the screen, so a scenario keeps its own canvas
    /// (a preview's size that fits).
    var isEmpty: Bool { device == nil && width == nil && height == nil }

    func applied(to screen: Screen) -> Screen {
        var screen = device ?? screen
        if let width {
            screen.width = width
            screen.name = nil
        }
        if let height {
            screen.height = height
            screen.name = nil
        }
        return screen
    }
}
