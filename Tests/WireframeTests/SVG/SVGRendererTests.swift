import Foundation
import Testing

@testable import Wireframe
@testable import WireframeFuzzing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@MainActor
@Suite struct SVGRendererTests {
    // MARK: Document

    @Test func drawsABorderedTextAsADocumentInPoints() throws {
        let svg = try Text("Hi").padding(8).border(.black).renderSVG(width: 80, height: nil)
        #expect(
            svg == """
                <svg xmlns="http://www.w3.org/2000/svg" width="80" height="36" viewBox="0 0 80 36">
                  <style>text{font-kerning:none;font-variant-ligatures:none}</style>
                  <rect width="80" height="36" fill="#FFFFFF"/>
                  <text x="31.97" y="23.89" font-family="Liberation Sans, Arial, Helvetica, sans-serif" font-size="17" fill="#000000" xml:space="preserve">Hi</text>
                  <rect x="24.47" y="0.5" width="31.05" height="35" fill="none" stroke="#000000" stroke-width="1"/>
                </svg>

                """
        )
    }

    @Test func rootSetsWidthHeightAndViewBoxToTheScreen() throws {
        let svg = try Color.blue.renderSVG(on: Screen(width: 390, height: 844, safeAreaInsets: EdgeInsets(top: 47, bottom: 34)))
        #expect(svg.hasPrefix(##"<svg xmlns="http://www.w3.org/2000/svg" width="390" height="844" viewBox="0 0 390 844">"##))
        #expect(svg.contains(##"<rect x="0" y="47" width="390" height="763" fill="#007AFF"/>"##))
    }

    @Test func everyNodeKindParsesAsXML() throws {
        let svg = try EveryKind().renderSVG(on: .iPhone13)
        let document = try XMLDocument(data: Data(svg.utf8))
        let names = Set(elements(of: try #require(document.rootElement())).compactMap(\.name))
        #expect(
            names == [
                "svg", "style", "defs", "filter", "feGaussianBlur", "feOffset", "feFlood", "feComposite", "feMerge", "feMergeNode",
                "clipPath", "rect", "circle", "text", "tspan", "g", "path",
            ])
    }

    @Test func renderingTwiceGivesTheSameBytes() throws {
        let first = try EveryKind().renderSVG(on: .iPhone13)
        let second = try EveryKind().renderSVG(on: .iPhone13)
        #expect(first == second)
    }

    // MARK: Hostile input

    @Test func markupInTextIsEscaped() throws {
        let svg = try Text("<script>alert(1)</script> & \"q\"").renderSVG(width: 600, height: nil)
        #expect(!svg.contains("<script"))
        #expect(svg.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;q&quot;</text>"))
    }

    @Test func controlCharactersAndEscapeSequencesAreNotWritten() throws {
        let svg = try Text("a\u{1B}[31mred\u{7}\u{85}b").renderSVG(width: 390, height: nil)
        let controls = svg.unicodeScalars.filter { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) }
        #expect(controls.isEmpty)
        #expect(svg.contains(">a␛[31mred␇</text>"))
    }

    @Test func unusableViewportsThrowInvalidViewport() {
        let viewports: [(CGFloat, CGFloat?)] = [(.nan, 100), (0, 100), (-10, 100), (390, 0), (390, -1), (390, .infinity)]
        for (width, height) in viewports {
            #expect {
                try Text("x").renderSVG(width: width, height: height)
            } throws: { error in
                (error as? RenderError)?.reason == .invalidViewport
            }
        }
    }

    @Test func canvasLargerThanTheAreaBudgetIsRefused() {
        #expect {
            try Text("x").renderSVG(width: 20_000, height: 20_000)
        } throws: { error in
            (error as? RenderError)?.reason == .budgetExceeded
        }
    }

    @Test func documentWithMoreElementsThanTheBudgetIsRefused() throws {
        let placed = try VStack { ForEach(0..<10, id: \.self) { Text("\($0)") } }.placedTree(width: 100, height: nil, svg: true)
        let canvas = CGSize(width: 100, height: 200)
        var renderer = try SVGRenderer(canvas: canvas, options: SVGRenderer.Options(elementBudget: 8))
        #expect {
            try renderer.render(DisplayList(placed, canvas: canvas))
        } throws: { error in
            (error as? RenderError)?.reason == .budgetExceeded
        }
    }

    /// 253 groups, the text inside them and the root are 255 levels, within the 256 libxml2 reads.
    @Test func groupsNestedAsDeepAsXMLReadersAcceptRender() throws {
        let svg = try nestedOpacities(253).renderSVG(width: 100, height: nil)
        #expect(svg.contains(">deep</text>"))
        #expect(try XMLDocument(data: Data(svg.utf8)).rootElement()?.name == "svg")
        #expect(try XMLCheck.elements(of: svg).count == 257)
    }

    @Test func groupsNestedDeeperThanXMLReadersAcceptThrow() throws {
        #expect {
            try nestedOpacities(254).renderSVG(width: 100, height: nil)
        } throws: { error in
            (error as? RenderError)?.reason == .budgetExceeded
        }
        #expect(try nestedOpacities(maximumViewDepth / 3).renderASCII(width: 100, height: nil).contains("deep"))
    }

    private func nestedOpacities(_ count: Int) -> AnyView {
        var view = AnyView(Text("deep"))
        for _ in 0..<count { view = AnyView(view.opacity(0.99)) }
        return view
    }

    @Test func tooDeepNestingThrows() {
        var view = AnyView(Text("x"))
        for _ in 0..<(maximumViewDepth + 10) { view = AnyView(view.padding(1)) }
        #expect {
            try view.renderSVG(width: 100, height: nil)
        } throws: { error in
            (error as? RenderError)?.reason == .nestingTooDeep
        }
    }

    // MARK: Shapes

    @Test func roundedRectangleRadiusIsClampedToHalfTheShortSide() throws {
        let svg = try HStack {
            RoundedRectangle(cornerRadius: 12).fill(.blue).frame(width: 100, height: 40)
            RoundedRectangle(cornerRadius: 50).fill(.blue).frame(width: 100, height: 40)
        }.renderSVG(width: 300, height: nil)
        #expect(svg.contains(##"width="100" height="40" rx="12" fill="#007AFF"/>"##))
        #expect(svg.contains(##"width="100" height="40" rx="20" fill="#007AFF"/>"##))
    }

    @Test func capsuleRadiusIsHalfTheShortSide() throws {
        let svg = try Capsule().fill(.orange).frame(width: 50, height: 20).renderSVG(width: 50, height: 20)
        #expect(svg.contains(##"<rect x="0" y="0" width="50" height="20" rx="10" fill="#FF9500"/>"##))
    }

    @Test func circleIsCentredInItsFrame() throws {
        let svg = try Circle().stroke(Color.blue, lineWidth: 2).frame(width: 40, height: 20).renderSVG(width: 40, height: 20)
        #expect(svg.contains(##"<circle cx="20" cy="10" r="10" fill="none" stroke="#007AFF" stroke-width="2"/>"##))
    }

    @Test func clearColorDrawsNothingAndTranslucentColorDrawsATranslucentRect() throws {
        let clear = try Color.clear.renderSVG(width: 100, height: 100)
        let dim = try Color.black.opacity(0.4).renderSVG(width: 100, height: 100)
        #expect(clear.components(separatedBy: "<rect").count == 2)
        #expect(dim.contains(##"<rect x="0" y="0" width="100" height="100" fill="#000000" fill-opacity="0.4"/>"##))
    }

    @Test func dividerIsAOnePointRect() throws {
        let svg = try VStack(spacing: 0) { Divider() }.renderSVG(width: 100, height: nil)
        #expect(svg.contains(##"<rect x="0" y="0" width="100" height="1" fill="#3D3D42" fill-opacity="0.29"/>"##))
    }

    @Test func backgroundIsDrawnBeforeTheContentAndOverlayAfter() throws {
        let svg = try Text("a").background(Color.red).overlay(Color.blue.opacity(0.5)).renderSVG(width: 100, height: nil)
        let red = try #require(svg.range(of: "#FF3B30"))
        let text = try #require(svg.range(of: ">a</text>"))
        let blue = try #require(svg.range(of: "#007AFF"))
        #expect(red.lowerBound < text.lowerBound && text.lowerBound < blue.lowerBound)
    }

    @Test func hiddenViewDrawsNothing() throws {
        let svg = try VStack {
            Text("shown")
            Text("gone").hidden()
        }.renderSVG(width: 100, height: nil)
        #expect(svg.contains(">shown</text>"))
        #expect(!svg.contains("gone"))
    }

    @Test func opacityWrapsTheContentInAGroup() throws {
        let svg = try Text("faded").opacity(0.5).renderSVG(width: 100, height: nil)
        #expect(svg.contains("  <g opacity=\"0.5\">\n    <text "))
        #expect(svg.contains(">faded</text>\n  </g>\n"))
    }

    @Test func imageStrokesTheGlyphPathScaledIntoItsFrame() throws {
        let svg = try Image(systemName: "xmark").foregroundStyle(.blue).renderSVG(width: 20, height: 20)
        #expect(
            svg.contains(
                """
                  <g transform="translate(0 0) scale(0.83)">
                    <path d="M6 6L18 18M18 6L6 18" fill="none" stroke="#007AFF" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>
                  </g>
                """
            )
        )
    }

    // MARK: Definitions

    @Test func viewsWithTheSameShadowShareOneFilter() throws {
        let svg = try VStack {
            Text("a").shadow(radius: 5)
            Text("b").shadow(radius: 5)
        }.renderSVG(width: 100, height: nil)
        #expect(svg.components(separatedBy: "<filter ").count == 2)
        #expect(svg.components(separatedBy: ##"<g filter="url(#shadow-5-0-0-000000-33)">"##).count == 3)
        #expect(svg.contains(##"<feGaussianBlur in="SourceAlpha" stdDeviation="2.5"/>"##))
        #expect(svg.contains(##"<feFlood flood-color="#000000" flood-opacity="0.33"/>"##))
    }

    @Test func viewsWithDifferentShadowsHaveTheirOwnFilters() throws {
        let svg = try VStack {
            Text("a").shadow(radius: 5)
            Text("b").shadow(color: .red.opacity(0.5), radius: 2, x: 1, y: 3)
        }.renderSVG(width: 100, height: nil)
        #expect(svg.contains(##"<filter id="shadow-5-0-0-000000-33" "##))
        #expect(svg.contains(##"<filter id="shadow-2-1-3-FF3B30-50" "##))
        #expect(svg.contains(##"<g filter="url(#shadow-2-1-3-FF3B30-50)">"##))
    }

    @Test func clipPathIdsAreUniqueAndEveryOneIsReferenced() throws {
        let svg = try VStack {
            Color.red.frame(height: 20).cornerRadius(4)
            Color.red.frame(height: 20).clipShape(Capsule())
            ScrollView { Text("scrolled").frame(maxWidth: .infinity) }.frame(height: 10)
        }.renderSVG(width: 100, height: nil)
        let ids = matches(of: ##"<clipPath id="([^"]+)">"##, in: svg)
        let references = matches(of: ##"clip-path="url\(#([^)]+)\)""##, in: svg)
        #expect(ids == ["clip-0-0-100-20-r4", "clip-0-28-100-20-capsule", "clip-0-56-100-10"])
        #expect(references == ids)
    }

    // MARK: Text

    @Test func highlightedRunIsATspan() throws {
        let svg = try (Text("Delete ") + Text("memo").foregroundColor(.red) + Text("?")).renderSVG(width: 300, height: nil)
        #expect(svg.contains(##"xml:space="preserve">Delete <tspan fill="#FF3B30">memo</tspan>?</text>"##))
    }

    @Test func boldRunIsATspanWithWeight700() throws {
        let svg = try (Text("a ") + Text("b").bold()).renderSVG(width: 300, height: nil)
        #expect(svg.contains(##">a <tspan font-weight="700">b</tspan></text>"##))
    }

    @Test func truncatedTextEndsWithTheEllipsis() throws {
        let svg = try Text("A long line of text that will be truncated").lineLimit(1).renderSVG(width: 120, height: nil)
        #expect(svg.contains(##"xml:space="preserve">A long line of…</text>"##))
    }

    @Test func koreanSyllablesHaveNotoSansCJKsAdvanceOfPointNineTwoEm() throws {
        let svg = try HStack(spacing: 0) {
            Text("가나다")
            Text("x")
        }.renderSVG(width: 200, height: nil)
        let xs = matches(of: ##"<text x="([0-9.]+)""##, in: svg).compactMap(Double.init)
        #expect(xs.count == 2)
        #expect(abs(xs[1] - xs[0] - 3 * 0.92 * 17) < 0.02)
        #expect(svg.contains(##"font-family="Liberation Sans, Arial, Helvetica, Noto Sans CJK KR, sans-serif""##))
    }

    @Test func linesAreAlignedInTheTextFrame() throws {
        let svg = try Text("ab cd").multilineTextAlignment(.trailing).frame(width: 30).renderSVG(width: 30, height: nil)
        let xs = matches(of: ##"<text x="([0-9.]+)""##, in: svg).compactMap(Double.init)
        let ab = Double(1139 + 1139) / 2048 * 17
        let cd = Double(1024 + 1139) / 2048 * 17
        #expect(xs.count == 2)
        #expect(abs(xs[0] - (30 - ab) / 2) < 0.01)
        #expect(abs((xs[1] + cd) - (xs[0] + ab)) < 0.01)
    }

    @Test func textFieldShowsItsPlaceholderInGray() throws {
        let svg = try TextField("제목", text: .constant("")).renderSVG(width: 200, height: nil)
        #expect(svg.contains(##"fill="#8E8E93" xml:space="preserve">제목</text>"##))
    }

    @Test func textWidthsAreRecordedOnlyInTheirScope() throws {
        let view = VStack {
            Text("Delete")
            TextField("제목", text: .constant("장보기"))
        }
        let plain = try view.renderSVG(width: 200, height: nil)
        let recorded = try SVGTextWidths.$areRecorded.withValue(true) { try view.renderSVG(width: 200, height: nil) }
        #expect(!plain.contains("data-width"))
        // Delete: 1479 + 1139 + 455 + 1139 + 569 + 1139 of 2048 at 17 pt; 장보기: 3 × 0.92 × 17.
        #expect(recorded.contains(##"xml:space="preserve" data-width="49.14">Delete</text>"##))
        #expect(recorded.contains(##"xml:space="preserve" data-width="46.92">장보기</text>"##))
    }

    @Test func textFieldShowsItsText() throws {
        let svg = try TextField("제목", text: .constant("장보기")).renderSVG(width: 200, height: nil)
        #expect(svg.contains(##"fill="#000000" xml:space="preserve">장보기</text>"##))
    }

    @Test func memoRowRendersClippedWithItsTitleAndDescription() throws {
        let svg = try MemoRow(
            title: "장보기 목록",
            description: "우유, 계란, 그리고 빵을 사야 합니다. 저녁에는 친구와 약속이 있어서 늦지 않게 돌아와야 합니다. 내일은 회의가 있습니다."
        ).renderSVG(width: 390, height: nil)
        #expect(svg.contains(##"<clipPath id="clip-0-0-390-103-r12">"##))
        #expect(svg.contains(##"font-size="18" font-weight="700" fill="#FFFFFF" xml:space="preserve">장보기 목록</text>"##))
        #expect(svg.contains(##"font-size="16" fill="#000000" xml:space="preserve">우유, 계란, 그리고 빵을 사야 합니다. 저녁에는 친구와</text>"##))
        #expect(svg.contains(##"font-size="16" fill="#000000" xml:space="preserve">약속이 있어서 늦지 않게 돌아와야 합니다. 내일은…</text>"##))
    }
}

// MARK: Fixtures

/// A screen using every kind of node.
private struct EveryKind: View {
    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 8) {
                Text("Delete ") + Text("memo").foregroundColor(.red) + Text(" now").bold()
                HStack(spacing: 8) {
                    Image(systemName: "trash")
                    Circle().fill(.green).frame(width: 20, height: 20)
                    Capsule().fill(.orange).frame(width: 50, height: 20)
                    Spacer(minLength: 4)
                    Text("fixed").fixedSize().layoutPriority(1)
                }
                ZStack {
                    Color.clear
                    Text("z")
                }.frame(minHeight: 20, maxHeight: 30)
                Divider()
                TextField("제목", text: .constant(""))
                Text("A long line of text that will be truncated at the tail end").lineLimit(1)
                Text("hidden").hidden()
                Text("faded").opacity(0.5)
                Text("bordered").padding(4).border(.red, width: 2)
                Text("clipped").padding(8).background(Color.mint).clipShape(Capsule())
                ScrollView { Text("scrolled") }.frame(height: 30)
                List {
                    ForEach(["one", "two"], id: \.self) { Text($0) }.onDelete { _ in }
                    Text("no separator").listRowSeparator(.hidden)
                }
                .frame(height: 160)
                Button("Disabled") {}.disabled(true)
                Text("shadowed").padding(8).background(Color.white).shadow(radius: 4, y: 2).id("s").onAppear()
            }
            .padding()
            .navigationTitle("메모")
        }
        .ignoresSafeArea()
    }
}

/// A memo in the list, as the memo list draws it.
private struct MemoRow: View {
    let title: String
    let description: String

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 12) {
                Text(title).font(.system(size: 18, weight: .bold)).lineLimit(2).foregroundStyle(.white)
                Text(description).font(.system(size: 16, weight: .regular)).lineLimit(2)
            }
            .padding()
            .background(.black)
        }
        .frame(minWidth: 0, maxWidth: .infinity, alignment: .leading)
        .background(.black)
        .cornerRadius(12)
    }
}

/// Every element in the document, in document order.
private func elements(of element: XMLElement) -> [XMLElement] {
    [element] + (element.children ?? []).compactMap { $0 as? XMLElement }.flatMap(elements)
}

/// The first capture group of every match of `pattern` in `text`.
private func matches(of pattern: String, in text: String) -> [String] {
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
    let range = NSRange(text.startIndex..., in: text)
    return expression.matches(in: text, range: range).compactMap { match in
        Range(match.range(at: 1), in: text).map { String(text[$0]) }
    }
}
