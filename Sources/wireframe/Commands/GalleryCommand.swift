import Foundation
import WireframeComponents

/// `wireframe gallery -o DIR`: writes every scenario as SVG and ASCII with an `index.html`.
@MainActor
enum GalleryCommand {
    static let spec = CommandSpec(
        commandName: "wireframe gallery",
        overview: "Write every scenario as <name>.svg and <name>.txt with an index.html showing them side by side.",
        usage: ["wireframe gallery -o <directory>"],
        options: [
            OptionSpec(names: ["--output", "-o"], valueName: "directory", help: "The directory to write into; created when missing.")
        ],
        discussion: """
            The page works offline: no scripts, nothing loaded from elsewhere. Files are
            replaced atomically, so a browser never shows a half-written picture.
            """
    )

    static func run(_ arguments: [String], console: Console) -> Int32 {
        console.reportingErrors {
            let parsed = try Arguments(parsing: arguments, for: spec)
            if parsed.wantsHelp {
                console.out(spec.helpText)
                return ExitStatus.success
            }
            if let extra = parsed.positionals.first {
                throw UsageError("unexpected argument '\(extra)'", hint: spec.helpHint)
            }
            guard let directory = parsed.value("--output") else {
                throw UsageError("missing '-o <directory>'", hint: spec.helpHint)
            }
            let gallery = try Gallery(scenarios: Catalog.scenarios)
            let written = try gallery.write(to: URL(fileURLWithPath: directory, isDirectory: true))
            console.out(
                "Wrote \(gallery.entries.count) scenarios (\(written.count) files) to \((directory as NSString).appendingPathComponent("index.html"))\n"
            )
            return ExitStatus.success
        }
    }
}
