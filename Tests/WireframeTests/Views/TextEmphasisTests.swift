import Testing
import Wireframe

private struct Wrapped: UIViewRepresentable {
    final class Chart: UIView {}
    func makeUIView(context: Context) -> Chart { Chart(frame: .zero) }
    func updateUIView(_ uiView: Chart, context: Context) {}
}

@MainActor @Suite struct TextEmphasisTests {
    @Test func italicTextIsSlantedInSVGAndUnchangedInASCII() throws {
        let plain = Text("Draft")
        #expect(try plain.italic().renderSVG(width: 80, height: 20).contains("font-style=\"italic\""))
        #expect(try Text("Draft").renderSVG(width: 80, height: 20).contains("font-style") == false)
        #expect(try plain.italic().renderASCII(width: 80, height: 20) == plain.renderASCII(width: 80, height: 20))
    }

    @Test func italicOnAViewSlantsEveryTextInside() throws {
        let svg = try VStack {
            Text("One")
            Text("Two")
        }.italic().renderSVG(width: 80, height: 40)
        #expect(svg.components(separatedBy: "font-style=\"italic\"").count - 1 == 2)
    }

    @Test func monospacedDigitKeepsTheTextAsDrawn() throws {
        #expect(try Text("123").monospacedDigit().renderSVG(width: 80, height: 20) == Text("123").renderSVG(width: 80, height: 20))
        #expect(
            try VStack { Text("1") }.monospacedDigit().renderASCII(width: 80, height: 20) == Text("1").renderASCII(width: 80, height: 20))
    }

    @Test func aFillVariantDrawsTheFilledSymbolWhereThereIsOne() throws {
        let filled = try Image(systemName: "star").symbolVariant(.fill).renderASCII(width: 24, height: 16)
        #expect(filled == (try Image(systemName: "star.fill").renderASCII(width: 24, height: 16)))
        #expect(filled != (try Image(systemName: "star").renderASCII(width: 24, height: 16)))
        #expect(filled.contains("✭"))
        #expect(try Image(systemName: "heart").symbolVariant(.fill).node().dump().contains("heart.fill"))
    }

    @Test func aVariantWithoutADrawnSymbolKeepsTheSymbolAsNamed() throws {
        let slashed = try Image(systemName: "star").symbolVariant(.slash).renderASCII(width: 24, height: 16)
        #expect(slashed == (try Image(systemName: "star").renderASCII(width: 24, height: 16)))
        #expect(try Image(systemName: "star").symbolVariant(.none).node() == Image(systemName: "star").node())
        #expect(SymbolVariants.circle.fill.contains(.fill))
    }

    @Test func firstTextBaselineAlignsSingleLinesAsTheTopEdgeDoes() throws {
        let byBaseline = try HStack(alignment: .firstTextBaseline) {
            Text("A")
            Text("B\nC")
        }.renderASCII(width: 80, height: nil)
        let byTop = try HStack(alignment: .top) {
            Text("A")
            Text("B\nC")
        }.renderASCII(width: 80, height: nil)
        #expect(byBaseline == byTop)
    }

    @Test func aSafeAreaInsetAtTheBottomTakesItsHeightFromTheView() throws {
        let picture = try Color.clear.overlay(alignment: .bottom) { Text("Content bottom") }
            .safeAreaInset(edge: .bottom) { Text("Menu") }
            .renderASCII(width: 160, height: 64)
        print(picture)
        let lines = picture.split(separator: "\n", omittingEmptySubsequences: false)
        let content = try #require(lines.firstIndex { $0.contains("Content bottom") })
        let menu = try #require(lines.firstIndex { $0.contains("Menu") })
        #expect(menu == content + 1)
        #expect(menu == 3)
    }

    @Test func aRepresentedUIViewIsABoxLabelledWithItsClass() throws {
        let picture = try Wrapped().frame(width: 120, height: 48).renderASCII(width: 120, height: 48)
        print(picture)
        #expect(picture.contains("Chart"))
    }
}
