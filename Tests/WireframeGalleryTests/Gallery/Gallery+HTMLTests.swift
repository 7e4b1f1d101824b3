import Testing
import Wireframe
import WireframeGallery

@MainActor
@Suite struct GalleryHTMLTests {
    private func page(name: String = "note", description: String = "A note", view: some View = Text("메모")) async throws -> String {
        let scenario = Scenario(name, description: description, screen: Screen(width: 64, height: nil)) { view }
        return try await Gallery(scenarios: [scenario]).indexHTML()
    }

    @Test func eachScenarioShowsItsNameDescriptionImageAndASCII() async throws {
        let html = try await page()
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

    @Test func aNameWithSpacesAndHangulIsPercentEncodedWhereItIsAReference() async throws {
        let html = try await page(name: "Memo row & 메모")
        #expect(html.contains(#"<section class="scenario" id="Memo%20row%20%26%20%EB%A9%94%EB%AA%A8">"#))
        #expect(html.contains("<h2>Memo row &amp; 메모</h2>"))
        #expect(html.contains(#"<img src="Memo%20row%20%26%20%EB%A9%94%EB%AA%A8.svg" alt="Memo row &amp; 메모 as SVG">"#))
    }

    @Test func aScenarioThatFailedShowsItsErrorInItsCell() async throws {
        let broken = Scenario("broken", description: "Too wide", screen: Screen(width: 2e9, height: nil)) { Text("<x>") }
        let html = try await Gallery(scenarios: [broken]).indexHTML()
        #expect(
            html.contains(
                """
                <section class="scenario" id="broken">
                <h2>broken</h2>
                <p>Too wide</p>
                <pre class="error">cannot render: the width of 2000000000 points is more than the 1000000 a render allows</pre>
                </section>
                """))
        #expect(!html.contains("<img"))
    }

    @Test func descriptionsAndASCIIAreEscaped() async throws {
        let html = try await page(description: "<b>Tom & \"Jerry\"</b>", view: Text("<script>"))
        #expect(html.contains("<p>&lt;b&gt;Tom &amp; &quot;Jerry&quot;&lt;/b&gt;</p>"))
        #expect(html.contains("<pre>&lt;script&gt;\n</pre>"))
    }

    @Test func thePageLoadsNothingAndRunsNothing() async throws {
        let html = try await page(view: Text("<script>alert(1)</script>"))
        #expect(!html.lowercased().contains("<script"))
        #expect(!html.contains("http://") && !html.contains("https://"))
        #expect(!html.contains("<link"))
    }

    @Test func escapeHTMLReplacesMarkupAndDropsControlCharacters() {
        #expect(escapedForHTML("a<b>&'\"\u{1B}[31m\tz\n") == "a&lt;b&gt;&amp;&#39;&quot;[31m\tz\n")
    }
}
