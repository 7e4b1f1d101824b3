import Foundation
import Wireframe
import WireframeDump
import WireframeSnapshotSupport

/// The scenarios of a gallery whose pictures differ from an earlier gallery's, each with what
/// changed: a design review of a branch in one page, `compare.html`, which
/// `wireframe gallery -o DIR --compare EARLIER` writes beside `index.html`.
///
/// Scenarios are paired by file name (`<name>.svg`); a scenario the earlier gallery does not have
/// is listed as new, one whose picture is byte for byte the same is left out.
///
/// ```swift
/// let comparison = GalleryComparison(gallery, earlier: URL(fileURLWithPath: "main-gallery"))
/// comparison.entries.map(\.name)   // ["dialog", "memo-row"]: the two that changed
/// ```
package struct GalleryComparison: Sendable {
    /// A scenario whose picture changed, or that is new.
    package struct Entry: Sendable {
        /// The scenario's name.
        package var name: String
        /// The earlier SVG document; `nil` when the earlier gallery has none.
        package var old: String?
        /// The SVG document now.
        package var new: String
        /// What changed; `nil` for a new scenario.
        package var diff: RenderDiff?
    }

    /// The earlier gallery's directory, as given.
    package var earlierDirectory: String
    /// The scenarios that differ, in the gallery's order.
    package var entries: [Entry]
    /// How many scenarios were compared.
    package var comparedCount: Int

    /// Compares each rendered scenario's SVG with `<name>.svg` in `earlier`.
    package init(_ gallery: Gallery, earlier: URL) {
        earlierDirectory = earlier.path
        var entries: [Entry] = []
        var compared = 0
        for entry in gallery.entries {
            guard let svg = entry.svg else { continue }
            compared += 1
            let url = earlier.appendingPathComponent(Gallery.fileStem(for: entry.name) + ".svg")
            guard let data = FileManager.default.contents(atPath: url.path) else {
                entries.append(Entry(name: entry.name, old: nil, new: svg, diff: nil))
                continue
            }
            let old = String(decoding: data, as: UTF8.self)
            guard old != svg else { continue }
            entries.append(Entry(name: entry.name, old: old, new: svg, diff: RenderDiff(oldSVG: old, newSVG: svg)))
        }
        self.entries = entries
        comparedCount = compared
    }

    /// The lines the command prints: one per changed scenario with its summary's first line,
    /// made safe for a terminal.
    package var lines: [String] {
        entries.map { entry in
            let summary = entry.diff?.summary ?? ["new scenario"]
            let first = summary.first ?? "no visible change"
            let more = summary.count > 1 ? " (+\(summary.count - 1) more)" : ""
            return TerminalText.visible(entry.name) + ": " + TerminalText.visible(first) + more
        }
    }

    /// The page: each changed scenario's earlier and current picture, what changed outlined over
    /// them (removed in red on the earlier one; added in green, changed in amber on the current
    /// one) and the summary beside them. Self-contained: pictures are `data:` URLs, no scripts;
    /// every text is escaped.
    package func html() -> String {
        var sections: [String] = []
        for entry in entries {
            let state = entry.old == nil ? "new" : "changed"
            sections.append(
                """
                <section>
                <h2>\(escapedForHTML(TerminalText.visible(entry.name))) <small>(\(state))</small></h2>
                \(RenderDiffFigure.html(old: entry.old.map { Data($0.utf8) }, new: Data(entry.new.utf8), diff: entry.diff))
                </section>
                """)
        }
        if sections.isEmpty { sections.append("<p>No scenario's picture differs.</p>") }
        return """
            <!DOCTYPE html>
            <html lang="ko">
            <head>
            <meta charset="utf-8">
            <title>Wireframe gallery: what changed</title>
            <style>
            body { margin: 24px; font-family: "Liberation Sans", Arial, Helvetica, sans-serif; }
            .pair { display: flex; gap: 2em; align-items: flex-start; }
            figure { margin: 0; }
            \(RenderDiffFigure.style)
            </style>
            </head>
            <body>
            <h1>What changed</h1>
            <p>\(entries.count) of \(comparedCount) scenarios differ from \(escapedForHTML(TerminalText.visible(earlierDirectory))).</p>
            \(sections.joined(separator: "\n"))
            </body>
            </html>

            """
    }
}
