import Foundation
import Testing

@testable import Wireframe

/// The user's text size: fonts of a text style drawn at iOS's size for it, fixed fonts unchanged.
@MainActor
@Suite struct DynamicTypeTests {
    /// The font the text node of `view` is drawn in.
    private func font(of view: some View) throws -> Font {
        let node = try view.node()
        var found: Font?
        func visit(_ node: Node) {
            if found == nil, let text = node.kind.as(TextNode.self) { found = text.font }
            node.children.forEach(visit)
        }
        visit(node)
        return try #require(found)
    }

    @Test func textStylesTakeTheirSizeFromTheTable() throws {
        #expect(try font(of: Text("a").font(.body).dynamicTypeSize(.accessibility1)).size == 28)
        #expect(try font(of: Text("a").font(.largeTitle).dynamicTypeSize(.xSmall)).size == 31)
        #expect(try font(of: Text("a").font(.caption2).dynamicTypeSize(.accessibility5)).size == 40)
        // Text with no font is in the body style.
        #expect(try font(of: Text("a").dynamicTypeSize(.xxxLarge)).size == 23)
        // The headline keeps its weight.
        let headline = try font(of: Text("a").font(.headline).dynamicTypeSize(.xLarge))
        #expect(headline.size == 19 && headline.weight == .semibold)
    }

    @Test func atTheDefaultSizeAStyleKeepsItsName() throws {
        #expect(try font(of: Text("a").font(.headline)) == .headline)
        #expect(try font(of: Text("a").font(.headline)).description == "headline")
    }

    @Test func fixedSizesStayFixed() throws {
        #expect(try font(of: Text("a").font(.system(size: 18, weight: .bold)).dynamicTypeSize(.accessibility3)).size == 18)
        #expect(try font(of: Text("a").font(.custom("Pretendard", fixedSize: 15)).dynamicTypeSize(.accessibility3)).size == 15)
    }

    @Test func aCustomFontScalesAsItsStyleDoes() throws {
        // Relative to the body by default: 17 → 23 at xxxLarge.
        #expect(try font(of: Text("a").font(.custom("Pretendard", size: 34)).dynamicTypeSize(.xxxLarge)).size == 46)
        let relative = Font.custom("Pretendard", size: 30, relativeTo: .footnote)
        #expect(abs(try font(of: Text("a").font(relative).dynamicTypeSize(.accessibility2)).size - 30 * 27 / 13) < 1e-9)
    }

    @Test func aStyleMadeBoldStillScales() throws {
        let bold = try font(of: Text("a").font(.title.bold()).dynamicTypeSize(.accessibility2))
        #expect(bold.size == 43 && bold.weight == .bold)
        let system = try font(of: Text("a").font(.system(.title3, weight: .semibold)).dynamicTypeSize(.small))
        #expect(system.size == 18 && system.weight == .semibold)
    }

    @Test func everyStylesSizesGrowAndMatchTheDefaultFont() {
        for style in Font.TextStyle.allCases {
            let sizes = DynamicTypeSize.allCases.map(style.size(at:))
            #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 }, "\(style)")
            #expect(Font.system(style).size == style.size(at: .large), "\(style)")
        }
    }

    @Test func largerTextTakesMoreRoom() throws {
        let text = Text("The quick brown fox jumps over the lazy dog").frame(width: 200)
        let normal = try text.placedTree(width: 200, height: nil, svg: true).frame.height
        let large = try text.dynamicTypeSize(.accessibility2).placedTree(width: 200, height: nil, svg: true).frame.height
        #expect(large > 2 * normal)
        let svg = try text.dynamicTypeSize(.accessibility2).renderSVG(width: 200, height: nil)
        #expect(svg.contains(#"font-size="33""#))
    }

    private struct SizeReader: View {
        @Environment(\.dynamicTypeSize) var size
        var body: some View { Text("\(size)") }
    }

    @Test func aRangeKeepsTheSizeInside() throws {
        let capped = SizeReader().dynamicTypeSize(...DynamicTypeSize.xxLarge)
        #expect(
            try capped.dynamicTypeSize(.accessibility3).renderASCII(width: 80, height: nil).trimmingCharacters(in: .whitespacesAndNewlines)
                == "xxLarge")
        #expect(
            try capped.dynamicTypeSize(.small).renderASCII(width: 80, height: nil).trimmingCharacters(in: .whitespacesAndNewlines)
                == "small")
        let floored = SizeReader().dynamicTypeSize(DynamicTypeSize.large...DynamicTypeSize.accessibility1)
        #expect(
            try floored.dynamicTypeSize(.xSmall).renderASCII(width: 80, height: nil).trimmingCharacters(in: .whitespacesAndNewlines)
                == "large")
        #expect(
            try floored.dynamicTypeSize(.accessibility5).renderASCII(width: 160, height: nil).trimmingCharacters(
                in: .whitespacesAndNewlines) == "accessibility1")
        #expect(try font(of: Text("a").dynamicTypeSize(...DynamicTypeSize.large).dynamicTypeSize(.accessibility5)).size == 17)
    }

    private struct Badge: View {
        @ScaledMetric var side: CGFloat = 17
        @ScaledMetric(relativeTo: .caption) var dot = 12.0
        var body: some View {
            HStack(spacing: 0) {
                Rectangle().frame(width: side, height: 8)
                Rectangle().frame(width: CGFloat(dot), height: 8)
            }
        }
    }

    @Test func aScaledMetricFollowsItsStyle() throws {
        let widths = { (size: DynamicTypeSize) throws -> [CGFloat] in
            try Badge().dynamicTypeSize(size).placedTree(width: 200, height: nil, svg: true).children.flatMap(\.children).map(\.frame.width)
        }
        #expect(try widths(.large) == [17, 12])
        // The body's 17 → 28 at accessibility1, the caption's 12 → 22.
        #expect(try widths(.accessibility1) == [28, 22])
    }

    private struct CategoryReader: View {
        @Environment(\.sizeCategory) var category
        var body: some View { Text(category.isAccessibilityCategory ? "accessibility" : "regular") }
    }

    @Test func theSizeCategoryIsTheDynamicTypeSize() throws {
        var environment = EnvironmentValues()
        environment.sizeCategory = .accessibilityExtraLarge
        #expect(environment.dynamicTypeSize == .accessibility3)
        environment.dynamicTypeSize = .xSmall
        #expect(environment.sizeCategory == .extraSmall)
        let text = try CategoryReader().environment(\.sizeCategory, .accessibilityMedium).renderASCII(width: 160, height: nil)
        #expect(text.trimmingCharacters(in: .whitespacesAndNewlines) == "accessibility")
        #expect(try font(of: Text("a").environment(\.sizeCategory, .extraExtraExtraLarge)).size == 23)
    }

    @Test func aScaledTreeRoundTripsThroughJSON() throws {
        let node = try VStack {
            Text("title").font(.title.bold())
            Text("body")
            Text("caption").font(.custom("Pretendard", size: 11, relativeTo: .caption))
        }
        .dynamicTypeSize(.accessibility1)
        .node()
        #expect(try Node(json: try node.jsonData()) == node)
    }
}
