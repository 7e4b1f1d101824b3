import Foundation
import Testing
import Wireframe

@testable import WireframeSnapshotSupport

/// The review page's pictures: outlines over the golden and the new picture, and the summary.
@Suite struct RenderDiffFigureTests {
    /// A document of texts, each at a baseline and in a colour (black when not given).
    private func svg(_ texts: [(String, Int)], red: Set<String> = []) -> String {
        let lines = texts.map { text, y in
            "  <text x=\"10\" y=\"\(y)\" font-size=\"16\" fill=\"\(red.contains(text) ? "#FF0000" : "#000000")\">\(text)</text>"
        }
        return (["<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200\" height=\"100\" viewBox=\"0 0 200 100\">"] + lines + ["</svg>"])
            .joined(separator: "\n") + "\n"
    }

    @Test func removedIsOutlinedOnTheGoldenAndAddedAndChangedOnTheNewPicture() {
        let old = svg([("취소", 20), ("메모", 50)])
        let new = svg([("메모", 50), ("확인", 80)], red: ["확인"])
        let diff = RenderDiff(oldSVG: old, newSVG: new)
        let html = RenderDiffFigure.html(old: Data(old.utf8), new: Data(new.utf8), diff: diff)
        let figures = html.components(separatedBy: "<figcaption>new</figcaption>")
        #expect(figures.count == 2)
        #expect(figures[0].contains(#"<rect class="removed""#))
        #expect(!figures[0].contains(#"class="added""#))
        #expect(figures[1].contains(#"<rect class="added""#))
        #expect(html.contains(#"viewBox="0 0 200 100""#))
    }

    @Test func textFromTheRenderIsEscapedInTheList() {
        let old = svg([("a", 20)])
        let new = svg([("&lt;script&gt;alert(1)&lt;/script&gt;", 20)])
        let html = RenderDiffFigure.list(RenderDiff(oldSVG: old, newSVG: new))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(!html.contains("<script"))
    }

    @Test func aPendingSVGOfTheReviewIsDrawnWithItsOutlines() throws {
        let sandbox = SnapshotSandbox()
        try sandbox.write(svg([("취소", 20)]), to: "A/b.svg")
        try sandbox.write(svg([("확인", 20)]), to: "A/b.svg.new")
        let page = try SnapshotReview(snapshotsDirectory: sandbox.snapshots).htmlPage()
        #expect(page.contains(#"<rect class="changed""#))
        #expect(page.contains(#"<li class="changed">Text &quot;취소&quot; → &quot;확인&quot;"#))
    }
}
