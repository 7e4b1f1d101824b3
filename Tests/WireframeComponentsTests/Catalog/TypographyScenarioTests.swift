import Testing
import Wireframe
import WireframeComponents
import WireframeTesting

/// The gallery's page of a line in each script, which the browser check measures.
@MainActor
@Suite struct TypographyScenarioTests {
    @Test func eachScriptNamesItsNotoSansCJKFace() throws {
        let scenario = try #require(Catalog.entry(named: "typography"))
        let svg = try scenario.render(as: .svg)
        let latin = "Liberation Sans, Arial, Helvetica, sans-serif"
        let cjk = "Liberation Sans, Arial, Helvetica, Noto Sans CJK"
        for (line, family) in [
            ("Wireframe draws real widths", latin),
            ("메시지를 삭제할까요?", "\(cjk) KR, sans-serif"),
            ("ひらがなとカタカナ", "\(cjk) JP, sans-serif"),
            ("東京都新宿区西新宿", "\(cjk) SC, sans-serif"),
            ("메모 3개 · Memo 3件 · 漢字 OK", "\(cjk) KR, sans-serif"),
            ("中文标题", "\(cjk) SC, sans-serif"),
        ] {
            let elements = svg.split(separator: "\n").filter { $0.hasSuffix(">\(line)</text>") }
            #expect(!elements.isEmpty, "\(line)")
            #expect(elements.allSatisfy { $0.contains(#"font-family="\#(family)""#) }, "\(line)")
        }
    }

    @Test func theTypographyPageMatchesItsGoldens() throws {
        let scenario = try #require(Catalog.entry(named: "typography"))
        assertSnapshot(of: scenario.view, as: .ascii(on: scenario.screen), named: "typography")
        assertSnapshot(of: scenario.view, as: .svg(on: scenario.screen), named: "typography")
    }
}
