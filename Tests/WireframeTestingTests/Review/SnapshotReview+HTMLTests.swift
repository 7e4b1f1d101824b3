import Foundation
import Testing

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

@Suite struct SnapshotReviewHTMLTests {
    @Test func svgIsEmbeddedAsBase64ImagesOnly() throws {
        let sandbox = SnapshotSandbox()
        let hostile = "<svg xmlns=\"http://www.w3.org/2000/svg\"><script>alert(1)</script></svg>\n"
        try sandbox.write("<svg/>\n", to: "A/b.svg")
        try sandbox.write(hostile, to: "A/b.svg.new")
        let page = try SnapshotReview(snapshotsDirectory: sandbox.snapshots).htmlPage()
        #expect(page.contains("<img alt=\"\" src=\"data:image/svg+xml;base64,\(Data(hostile.utf8).base64EncodedString())\">"))
        #expect(page.contains("<img alt=\"\" src=\"data:image/svg+xml;base64,\(Data("<svg/>\n".utf8).base64EncodedString())\">"))
        #expect(!page.contains("<script"))
    }

    @Test func textIsEscapedInsidePre() throws {
        let sandbox = SnapshotSandbox()
        try sandbox.write("a & b\n", to: "A/b.txt")
        try sandbox.write("</pre><script>x</script> \"'\n", to: "A/b.txt.new")
        let page = try SnapshotReview(snapshotsDirectory: sandbox.snapshots).htmlPage()
        #expect(page.contains("<pre>&lt;/pre&gt;&lt;script&gt;x&lt;/script&gt; &quot;&#39;</pre>"))
        #expect(page.contains("<pre>a &amp; b</pre>"))
        #expect(!page.contains("<script"))
    }

    @Test func fileNamesAreEscaped() throws {
        let sandbox = SnapshotSandbox()
        try sandbox.write("x\n", to: "A/<b>.txt.new")
        let page = try SnapshotReview(snapshotsDirectory: sandbox.snapshots).htmlPage()
        #expect(page.contains("<h2>Snapshots/A/&lt;b&gt;.txt <small>(new)</small></h2>"))
    }

    @Test func pageIsWrittenAsIndexHTML() throws {
        let sandbox = SnapshotSandbox()
        try sandbox.write("x\n", to: "A/b.txt.new")
        let review = SnapshotReview(snapshotsDirectory: sandbox.snapshots)
        let path = try review.writeHTML(to: sandbox.root + "/review")
        #expect(path == sandbox.root + "/review/index.html")
        #expect(FileManager.default.contents(atPath: path) == Data(try review.htmlPage().utf8))
    }
}
