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
                <pre class="ascii"><span class="line">  <span class="w2">메</span><span class="w2">모</span></span></pre>
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
        #expect(html.contains(#"<pre class="ascii"><span class="line">&lt;script&gt;</span></pre>"#))
    }

    @Test func asciiIsLaidOutCellByCellWideCharactersTakingTwoCells() async throws {
        let html = try await page(view: Text("a░가&"))
        #expect(
            html.contains(
                #"<pre class="ascii"><span class="line">  a<span class="w1">░</span><span class="w2">가</span>&amp;</span></pre>"#
            ))
        #expect(html.contains(".ascii .w1 { width: 1ch; } .ascii .w2 { width: 2ch; }"))
    }

    @Test func everyLineOfAPictureIsItsOwnLineOfCells() async throws {
        let html = try await page(
            view: VStack(spacing: 0) {
                Text("ab")
                Text("<>")
            })
        #expect(html.contains(#"<pre class="ascii"><span class="line">   ab</span><span class="line">   &lt;&gt;</span></pre>"#))
    }

    @Test func aClusterWithACombiningMarkIsOneCell() async throws {
        let html = try await page(view: Text("e\u{301}x"))
        #expect(html.contains("<span class=\"w1\">e\u{301}</span>x</span>"))
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
