import Foundation
import Wireframe

extension Gallery {
    /// The gallery's page: a grid of the scenarios, each with its name, summary, the SVG as an
    /// image and the ASCII beside it.
    ///
    /// The page is self-contained for offline use: inline styles, no scripts, nothing loaded
    /// from elsewhere; images refer to the `<name>.svg` files next to it. Every text is escaped.
    package func indexHTML() -> String {
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
            .views pre { margin: 0; padding: 8px; overflow-x: auto; font: 12px/1.25 ui-monospace, "DejaVu Sans Mono", monospace; background: #FAFAFA; border: 1px solid #D1D1D6; }
            </style>
            </head>
            <body>
            <h1>Wireframe gallery</h1>
            <p>\(entries.count) scenarios, each as SVG and as ASCII.</p>
            <main class="grid">

            """
        for entry in entries {
            let name = escapedForHTML(entry.name)
            html += """
                <section class="scenario" id="\(name)">
                <h2>\(name)</h2>
                <p>\(escapedForHTML(entry.summary))</p>
                <div class="views">
                <img src="\(name).svg" alt="\(name) as SVG">
                <pre>\(escapedForHTML(entry.ascii))</pre>
                </div>
                </section>

                """
        }
        html += """
            </main>
            </body>
            </html>

            """
        return html
    }
}
