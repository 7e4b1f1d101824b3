import Foundation
import Wireframe

extension SnapshotReview {
    /// Writes `index.html` into `directory`: every pending snapshot before and after, to compare
    /// in a browser, and every pending inline snapshot's diff.
    ///
    /// SVG snapshots are shown as images whose source is a base64 `data:` URL, so their markup
    /// cannot reach the page, with what changed outlined over them and listed beside them
    /// (``RenderDiffFigure``); text snapshots are shown in HTML-escaped `<pre>` blocks with their
    /// diff.
    ///
    /// - Parameter directory: The folder to write into; created when missing.
    /// - Returns: The path of the written page.
    /// - Throws: ``SnapshotReviewError`` when the page cannot be written.
    @discardableResult
    package func writeHTML(to directory: String) throws -> String {
        let page = try htmlPage()
        let path = directory + "/index.html"
        do {
            try GoldenFile.write(Data(page.utf8), to: path, displayPath: path)
        } catch {
            throw SnapshotReviewError(error.message)
        }
        return path
    }

    /// The review page for the current pending snapshots.
    package func htmlPage() throws -> String {
        let pendings = try pendingSnapshots()
        let inline = try pendingInlineSnapshots()
        var body: [String] = []
        if pendings.isEmpty && inline.isEmpty {
            body.append("<p>No pending snapshots.</p>")
        }
        for pending in pendings {
            body.append(section(for: pending))
        }
        for pending in inline {
            body.append(section(for: pending))
        }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Pending snapshots</title>
            <style>
            body { font-family: -apple-system, system-ui, sans-serif; margin: 2em; }
            .pair { display: flex; gap: 2em; align-items: flex-start; }
            figure { margin: 0; }
            figure img { border: 1px solid #ccc; max-width: 45vw; }
            pre { background: #f6f8fa; padding: 0.5em; overflow-x: auto; }
            \(RenderDiffFigure.style)
            </style>
            </head>
            <body>
            <h1>Pending snapshots (\(pendings.count + inline.count))</h1>
            <p>Accept or reject them with <code>swift run wireframe review</code>.</p>
            \(body.joined(separator: "\n"))
            </body>
            </html>

            """
    }

    private func section(for pending: PendingSnapshot) -> String {
        let title = escapedForHTML(display(pending.relativePath))
        let state = pending.isNew ? "new" : "changed"
        let content: String
        if pending.pathExtension == "svg" {
            let golden = pending.isNew ? nil : contents(of: pending.goldenPath)
            let new = contents(of: pending.pendingPath)
            let texts = self.texts(of: pending)
            let diff = texts.golden.flatMap { golden in
                texts.new.flatMap { RenderDiffSummary.diff(golden: golden, new: $0, fileName: pending.relativePath) }
            }
            content = RenderDiffFigure.html(old: golden, new: new, diff: diff)
        } else {
            let texts = self.texts(of: pending)
            let renderDiff = texts.golden.flatMap { golden in
                texts.new.flatMap { RenderDiffSummary.diff(golden: golden, new: $0, fileName: pending.relativePath) }
            }
            content =
                (renderDiff.map { RenderDiffFigure.list($0) + "\n" } ?? "") + """
                    <div class="pair">
                    \(figure("golden", preformatted(texts.golden)))
                    \(figure("new", preformatted(texts.new)))
                    </div>
                    \(figure("diff", preformatted(diff(of: pending, texts: texts))))
                    """
        }
        return "<section>\n<h2>\(title) <small>(\(state))</small></h2>\n\(content)\n</section>"
    }

    /// A pending inline snapshot: the diff from the closure's text, and why it cannot be
    /// accepted when it cannot.
    private func section(for pending: PendingInlineSnapshot) -> String {
        let title = escapedForHTML(TerminalText.visible(pending.location))
        let state = pending.expected == nil ? "new" : "changed"
        let problem = sourceProblem(of: pending).map { "<p class=\"refused\">Cannot be accepted: \(escapedForHTML($0)).</p>\n" } ?? ""
        return "<section>\n<h2>\(title) <small>(inline, \(state))</small></h2>\n\(problem)"
            + "\(figure("diff", preformatted(report(for: pending))))\n</section>"
    }

    private func diff(of pending: PendingSnapshot, texts: (golden: String?, new: String?)) -> String? {
        guard let golden = texts.golden, let new = texts.new else { return nil }
        let paths = DiffPaths(
            golden: pending.isNew ? nil : display(pending.relativePath),
            actual: display(pending.relativePath) + ".new"
        )
        return UnifiedDiff(golden: golden, actual: new, paths: paths).text
    }

    private func figure(_ caption: String, _ content: String) -> String {
        "<figure><figcaption>\(caption)</figcaption>\(content)</figure>"
    }

    private func preformatted(_ text: String?) -> String {
        guard let text else { return "<p>(not UTF-8 text)</p>" }
        let lines = TextGolden.lines(of: text).map { TerminalText.visible($0) }
        return "<pre>" + escapedForHTML(lines.joined(separator: "\n")) + "</pre>"
    }
}
