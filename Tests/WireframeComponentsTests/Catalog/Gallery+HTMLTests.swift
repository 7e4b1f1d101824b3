import Testing
import Wireframe

@testable import WireframeComponents

@MainActor
@Suite struct GalleryHTMLTests {
    private func page(summary: String = "A note", view: some View = Text("메모")) throws -> String {
        let scenario = Scenario(name: "note", summary: summary, screen: Screen(width: 64, height: nil), view: view)
        return try Gallery(scenarios: [scenario]).indexHTML()
    }

    @Test func eachScenarioShowsItsNameSummaryImageAndASCII() throws {
        let html = try page()
        #expect(
            html.contains(
                """
                <section class="scenario" id="note">
                <h2>note</h2>
                <p>A note</p>
                <div class="views">
                <img src="note.svg" alt="note as SVG">
                <pre>  메모
                </pre>
                </div>
                </section>
                """))
    }

    @Test func summariesAndASCIIAreEscaped() throws {
        let html = try page(summary: "<b>Tom & \"Jerry\"</b>", view: Text("<script>"))
        #expect(html.contains("<p>&lt;b&gt;Tom &amp; &quot;Jerry&quot;&lt;/b&gt;</p>"))
        #expect(html.contains("<pre>&lt;script&gt;\n</pre>"))
    }

    @Test func thePageLoadsNothingAndRunsNothing() throws {
        let html = try page(view: Text("<script>alert(1)</script>"))
        #expect(!html.lowercased().contains("<script"))
        #expect(!html.contains("http://") && !html.contains("https://"))
        #expect(!html.contains("<link"))
    }

    @Test func escapeHTMLReplacesMarkupAndDropsControlCharacters() {
        #expect(escapedForHTML("a<b>&'\"\u{1B}[31m\tz\n") == "a&lt;b&gt;&amp;&#39;&quot;[31m\tz\n")
    }
}
