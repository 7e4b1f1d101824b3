import Foundation
import Wireframe
import WireframeDump

/// `wireframe gallery -o DIR`: writes every scenario as SVG and ASCII with an `index.html`.
@MainActor
struct GalleryCommand {
    var program: String
    var catalog: ScenarioCatalog

    var spec: CommandSpec {
        CommandSpec(
            commandName: "\(program) gallery",
            overview: "Write every scenario as <name>.svg and <name>.txt with an index.html showing them side by side.",
            usage: ["\(program) gallery -o <directory> [--variants <names>] [--text-widths] [--compare <directory>]"],
            options: [
                .value(["--output", "-o"], "directory", help: "The directory to write into; created when missing."),
                .value(
                    ["--variants"], "names",
                    help: "Also show each scenario in these variants, side by side: light, dark, rtl, xSmall … accessibility5."
                ),
                .flag(["--text-widths"], help: "Record each SVG text line's layout width as data-width, for browser checks."),
                .value(
                    ["--compare"], "directory",
                    help: "Also write compare.html: only the scenarios whose SVG differs from this earlier gallery, with what changed."
                ),
            ],
            discussion: """
                The page works offline: no scripts, nothing loaded from elsewhere. Files are
                replaced atomically, so a browser never shows a half-written picture. A scenario
                that cannot be rendered shows its error on the page; the others are written, and
                the command then exits with status 1. With --text-widths each SVG text line
                carries the width layout gave it, which Scripts/check-browser-fidelity.py
                compares with what Chromium draws. With --compare each scenario's SVG is compared
                with the one of the same name in an earlier gallery (written by another branch,
                say): compare.html shows only those that differ, what changed outlined over the
                two pictures and listed in words, and each is printed on a line.
                """
        )
    }

    func run(_ arguments: [String], console: Console) async -> Int32 {
        await console.running(arguments, by: spec) { parsed in
            try parsed.expectPositionals(atMost: 0, for: spec)
            guard let directory = parsed.value("--output") else {
                throw UsageError("missing '-o <directory>'", hint: spec.helpHint)
            }
            var variants: [SnapshotVariant] = []
            for name in parsed.value("--variants")?.split(separator: ",", omittingEmptySubsequences: false) ?? [] {
                let name = name.trimmingCharacters(in: .whitespaces)
                guard let variant = SnapshotVariant(named: name) else {
                    throw UsageError(
                        "unknown variant '\(name)'; expected \(SnapshotVariant.names.joined(separator: ", "))",
                        hint: spec.helpHint)
                }
                guard !variants.contains(where: { $0.name == variant.name }) else {
                    throw UsageError("variant '\(name)' is named twice", hint: spec.helpHint)
                }
                variants.append(variant)
            }
            let gallery = try await SVGTextWidths.$areRecorded.withValue(parsed.has("--text-widths")) {
                try await Gallery(scenarios: catalog.scenarios, variants: variants)
            }
            let written = try gallery.write(to: URL(fileURLWithPath: directory, isDirectory: true))
            console.out(
                "Wrote \(gallery.entries.count) scenarios (\(written.count) files) to \((directory as NSString).appendingPathComponent("index.html"))\n"
            )
            if let earlier = parsed.value("--compare") {
                let comparison = GalleryComparison(gallery, earlier: URL(fileURLWithPath: earlier, isDirectory: true))
                let page = URL(fileURLWithPath: directory, isDirectory: true).appendingPathComponent("compare.html")
                try AtomicFile.write(comparison.html(), to: page)
                for line in comparison.lines { console.out(line + "\n") }
                console.out("\(comparison.entries.count) of \(comparison.comparedCount) scenarios differ: \(page.path)\n")
            }
            for failure in gallery.failures {
                console.fail("'\(failure.name)': \(failure.error ?? "not rendered")")
            }
            return gallery.failures.isEmpty ? ExitStatus.success : ExitStatus.failure
        }
    }
}
