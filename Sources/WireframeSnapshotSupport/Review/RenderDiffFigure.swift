import Foundation
import Wireframe

/// The HTML of a semantic diff drawn over the two pictures it compares, for the review page and
/// the gallery comparison: the old picture with what was removed outlined in red, the new one
/// with what was added outlined in green and what changed, resized or moved in amber, and the
/// summary beside them.
///
/// Pictures are `<img>` elements with a base64 `data:` URL, so their markup cannot reach the
/// page; outlines are drawn by an SVG written here from numbers only; every text from the
/// renders is escaped.
package enum RenderDiffFigure {
    /// The stylesheet rules the figures need, for the page's `<style>`.
    package static let style = """
        .render { position: relative; display: inline-block; border: 1px solid #ccc; line-height: 0; }
        .render img { display: block; max-width: 40vw; border: 0; }
        .render svg.outlines { position: absolute; left: 0; top: 0; width: 100%; height: 100%; pointer-events: none; }
        .outlines rect { fill: none; stroke-width: 3; vector-effect: non-scaling-stroke; }
        .outlines .added { stroke: #1a7f37; } .outlines .removed { stroke: #cf222e; }
        .outlines .changed { stroke: #d4a72c; }
        ul.changes { font-family: ui-monospace, monospace; }
        ul.changes .added { color: #1a7f37; } ul.changes .removed { color: #cf222e; } ul.changes .changed { color: #9a6700; }
        """

    /// The old and new pictures with their outlines and the summary list: a `<div class="pair">`.
    ///
    /// - Parameters:
    ///   - old: The old SVG document's bytes; `nil` when there is none.
    ///   - new: The new SVG document's bytes; `nil` when it cannot be read.
    ///   - diff: The diff between them, or `nil` to draw the pictures without outlines.
    package static func html(old: Data?, new: Data?, diff: RenderDiff?) -> String {
        let changes = diff?.changes ?? []
        let oldOutlines = changes.compactMap { change in change.kind == .removed ? change.oldFrame.map { ($0, "removed") } : nil }
        let newOutlines = changes.compactMap { change -> (CGRect, String)? in
            guard let frame = change.newFrame else { return nil }
            return (frame, change.kind == .added ? "added" : "changed")
        }
        let oldFigure = old.map { picture($0, outlines: oldOutlines) } ?? "<p>(none)</p>"
        let newFigure = new.map { picture($0, outlines: newOutlines) } ?? "<p>(unreadable)</p>"
        var html = """
            <div class="pair">
            <figure><figcaption>golden</figcaption>\(oldFigure)</figure>
            <figure><figcaption>new</figcaption>\(newFigure)</figure>
            """
        if let diff { html += "\n" + list(diff) }
        return html + "\n</div>"
    }

    /// The summary as a list, each line coloured by what happened; `What changed` above it.
    package static func list(_ diff: RenderDiff) -> String {
        let lines = diff.summary
        guard !lines.isEmpty else { return "<p>No change.</p>" }
        let items = lines.map { line in
            // Coloured by how the line ends its first clause: `… removed`, `… added`, else changed.
            let clause = line.components(separatedBy: " (").first ?? line
            let className = clause.hasSuffix(" removed") ? "removed" : clause.hasSuffix(" added") ? "added" : "changed"
            return "<li class=\"\(className)\">\(escapedForHTML(terminalSafe(line, oneLine: true)))</li>"
        }
        // Every change, for the reviewer who wants more than the summary.
        let all = escapedForHTML(terminalSafe(diff.dump()))
        return "<div class=\"summary\"><strong>What changed</strong>\n<ul class=\"changes\">\n"
            + items.joined(separator: "\n") + "\n</ul>\n<details><summary>Every change (\(diff.changes.count))</summary>"
            + "<pre>\(all)</pre></details></div>"
    }

    /// One picture with its outlines over it, scaled with it.
    private static func picture(_ svg: Data, outlines: [(CGRect, String)]) -> String {
        let image = "<img alt=\"\" src=\"data:image/svg+xml;base64,\(svg.base64EncodedString())\">"
        guard !outlines.isEmpty, let canvas = RenderDiff.canvas(ofSVG: String(decoding: svg, as: UTF8.self)) else {
            return "<div class=\"render\">\(image)</div>"
        }
        let rects = outlines.map { frame, kind in
            // A little outside the element, so the outline does not hide its edge.
            let box = frame.insetBy(dx: -2, dy: -2)
            return "<rect class=\"\(kind)\" x=\"\(number(box.minX))\" y=\"\(number(box.minY))\" "
                + "width=\"\(number(box.width))\" height=\"\(number(box.height))\"/>"
        }
        return "<div class=\"render\">\(image)<svg class=\"outlines\" xmlns=\"http://www.w3.org/2000/svg\" "
            + "viewBox=\"0 0 \(number(canvas.width)) \(number(canvas.height))\" preserveAspectRatio=\"none\">"
            + rects.joined() + "</svg></div>"
    }

    /// A length with at most two decimals, the same on every machine.
    private static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = Int((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let whole = abs(hundredths) / 100
        let fraction = abs(hundredths) % 100
        guard fraction != 0 else { return sign + String(whole) }
        let digits = fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction)
        return sign + String(whole) + "." + digits
    }
}
