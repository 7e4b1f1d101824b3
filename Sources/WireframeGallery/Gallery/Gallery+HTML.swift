import Foundation
import Wireframe

extension Gallery {
    /// The gallery's page: a grid of the scenarios, each with its name, description, the SVG as
    /// an image and the ASCII beside it, or the error that kept it from rendering.
    ///
    /// The ASCII is laid out cell by cell (see `gridHTML(of:)`), so its columns line up whatever
    /// widths the browser's monospace font gives Hangul, `░` or box-drawing characters.
    ///
    /// The page is self-contained for offline use: inline styles, no scripts, nothing loaded
    /// from elsewhere; images refer to the `<name>.svg` files next to it (percent-encoded, so a
    /// name with spaces or Hangul works). Every text is escaped.
    ///
    /// - Returns: The HTML document.
    public func indexHTML() -> String {
        var html = """
            <!DOCTYPE html>
            <html lang="ko">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Wireframe gallery</title>
            <style>
            body { margin: 24px; font-family: "Liberation Sans", Arial, Helvetica, sans-serif; background: #F2F2F7; color: #1C1C1E; }
            h1 { font-size: 24px; }
            .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 860px), 1fr)); gap: 24px; }
            .scenario { background: #FFFFFF; border-radius: 12px; padding: 16px; }
            .scenario h2 { margin: 0 0 4px; font-size: 18px; font-family: ui-monospace, "DejaVu Sans Mono", monospace; }
            .scenario p { margin: 0 0 12px; color: #3C3C43; }
            .views { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
            .views img { max-width: 100%; height: auto; border: 1px solid #D1D1D6; background: #FFFFFF; }
            .scenario.variants { grid-column: 1 / -1; }
            .views figure { margin: 0; display: flex; flex-direction: column; gap: 8px; }
            .views figcaption { font: 600 13px/18px ui-monospace, "DejaVu Sans Mono", monospace; color: #3C3C43; }
            .views pre { margin: 0; padding: 8px; overflow-x: auto; font: 12px/15px ui-monospace, "DejaVu Sans Mono", monospace; background: #FAFAFA; border: 1px solid #D1D1D6; }
            .ascii .line { display: block; width: max-content; height: 15px; }
            .ascii .line span { display: inline-block; height: 15px; vertical-align: top; text-align: center; }
            .ascii .w0 { width: 0; } .ascii .w1 { width: 1ch; } .ascii .w2 { width: 2ch; }
            .scenario pre.error { margin: 0; padding: 8px; white-space: pre-wrap; color: #B3261E; background: #FDECEA; border: 1px solid #B3261E; }
            </style>
            </head>
            <body>
            <h1>Wireframe gallery</h1>
            <p>\(entries.count) scenarios, each as SVG and as ASCII.</p>
            <main class="grid">

            """
        for entry in entries {
            html += section(for: entry)
        }
        html += """
            </main>
            </body>
            </html>

            """
        return html
    }

    /// One scenario's cell.
    private func section(for entry: Entry) -> String {
        let name = escapedForHTML(entry.name)
        let reference = escapedForHTML(percentEncoded(entry.name))
        let file = escapedForHTML(percentEncoded(Self.fileStem(for: entry.name)))
        guard let ascii = entry.ascii, entry.svg != nil else {
            return """
                <section class="scenario" id="\(reference)">
                <h2>\(name)</h2>
                <p>\(escapedForHTML(entry.description))</p>
                <pre class="error">\(escapedForHTML(entry.error ?? "not rendered"))</pre>
                </section>

                """
        }
        guard !entry.variants.isEmpty else {
            return """
                <section class="scenario" id="\(reference)">
                <h2>\(name)</h2>
                <p>\(escapedForHTML(entry.description))</p>
                <div class="views">
                <img src="\(file).svg" alt="\(name) as SVG">
                <pre class="ascii">\(Self.gridHTML(of: ascii))</pre>
                </div>
                </section>

                """
        }
        // In variants, each rendering is a figure: its SVG above its ASCII, the figures in a row.
        var figures = figure(caption: "default", file: file, alt: name, ascii: ascii)
        for variant in entry.variants {
            let caption = escapedForHTML(variant.variant)
            figures += figure(
                caption: caption, file: escapedForHTML(percentEncoded(Self.fileStem(for: "\(entry.name).\(variant.variant)"))),
                alt: "\(name), \(caption)",
                ascii: variant.ascii)
        }
        return """
            <section class="scenario variants" id="\(reference)">
            <h2>\(name)</h2>
            <p>\(escapedForHTML(entry.description))</p>
            <div class="views">
            \(figures)</div>
            </section>

            """
    }

    /// One rendering of a scenario in a row of variants; every argument already escaped.
    private func figure(caption: String, file: String, alt: String, ascii: String) -> String {
        """
        <figure>
        <figcaption>\(caption)</figcaption>
        <img src="\(file).svg" alt="\(alt) as SVG">
        <pre class="ascii">\(Self.gridHTML(of: ascii))</pre>
        </figure>

        """
    }

    /// `name` as one URL path segment: letters, digits, `-`, `.`, `_` and `~` as they are, every
    /// other byte of its UTF-8 as `%XX`.
    private func percentEncoded(_ name: String) -> String {
        var result = ""
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                result.append(Character(Unicode.Scalar(byte)))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }
}
