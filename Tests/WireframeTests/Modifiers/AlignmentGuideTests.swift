import Foundation
import Testing
import Wireframe

/// `alignmentGuide(_:computeValue:)`: stacks line up the guides their alignment names, and a
/// layout reads them through `ViewDimensions`.
@MainActor
@Suite struct AlignmentGuideTests {
    /// A leading guide moved 16 points before the view's leading edge indents the view by 16.
    @Test func leadingGuideIndentsAViewInAVStack() throws {
        let placed = try VStack(alignment: .leading, spacing: 0) {
            Text("Title")
            Text("Indented").alignmentGuide(.leading) { _ in -16 }
        }
        .placedTree(width: 200, height: nil)
        let title = try #require(placed.frame(ofText: "Title"))
        let indented = try #require(placed.frame(ofText: "Indented"))
        #expect(indented.minX - title.minX == 16)
        // The stack reaches from the title's leading edge to the indented text's trailing edge.
        #expect(placed.frame.width == 80)
    }

    /// In an `HStack(alignment: .top)`, a top guide at the view's middle lifts it by half its height.
    @Test func topGuideRaisesAViewInAnHStack() throws {
        let placed = try HStack(alignment: .top, spacing: 0) {
            Color.red.frame(width: 8, height: 32)
            Text("up\nup").alignmentGuide(.top) { d in d.height / 2 }
        }
        .placedTree(width: 200, height: nil)
        let up = try #require(placed.frame(ofText: "up\nup"))
        let color = try #require(placed.frames { $0.is(ShapeNode.self) }.first)
        #expect(color.minY - up.minY == 16)
        #expect(placed.frame.height == 48)
    }

    /// In a `ZStack`, a badge whose centre guides sit on its leading and top edges is centred on
    /// the corner of the view.
    @Test func zStackLinesUpBothGuides() throws {
        let placed = try ZStack {
            Color.red.frame(width: 32, height: 32)
            Color.blue.frame(width: 16, height: 16)
                .alignmentGuide(HorizontalAlignment.center) { _ in 0 }
                .alignmentGuide(VerticalAlignment.center) { _ in 0 }
        }
        .placedTree(width: 100, height: 100)
        let shapes = placed.frames { $0.is(ShapeNode.self) }
        #expect(shapes.count == 2)
        #expect(shapes[1].origin == CGPoint(x: shapes[0].midX, y: shapes[0].midY))
    }

    /// A layout reads explicit guides through `ViewDimensions`; an unset guide reads `nil`.
    @Test func viewDimensionsReportTheExplicitGuides() throws {
        let recorder = GuideRecorder()
        _ = try GuideReader(recorder: recorder) {
            Text("a").alignmentGuide(.leading) { d in d.width * 2 }.padding(0)
            Text("b")
        }
        .placedTree(width: 100, height: nil)
        #expect(recorder.leading == [16, nil])
        #expect(recorder.resolved == [16, 0])
    }

    /// A guide computing NaN or infinity is taken as 0.
    @Test func nonFiniteGuidesCountAsZero() throws {
        let placed = try VStack(alignment: .leading, spacing: 0) {
            Text("a")
            Text("b").alignmentGuide(.leading) { _ in .nan }
            Text("c").alignmentGuide(.leading) { _ in .infinity }
        }
        .placedTree(width: 100, height: nil)
        #expect(placed.frame(ofText: "b")?.minX == placed.frame(ofText: "a")?.minX)
        #expect(placed.frame(ofText: "c")?.minX == placed.frame(ofText: "a")?.minX)
    }

    /// An alignment guide is code: a tree holding one cannot be written as JSON.
    @Test func alignmentGuidesHaveNoJSONForm() throws {
        #expect(throws: EncodingError.self) { try Text("a").alignmentGuide(.leading) { _ in 0 }.node().jsonData() }
    }
}

private final class GuideRecorder {
    var leading: [CGFloat?] = []
    var resolved: [CGFloat] = []
}

private struct GuideReader: Layout {
    let recorder: GuideRecorder

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let dimensions = subviews.map { $0.dimensions(in: .unspecified) }
        recorder.leading = dimensions.map { $0[explicit: HorizontalAlignment.leading] }
        recorder.resolved = dimensions.map { $0[HorizontalAlignment.leading] }
        return .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: .zero) }
    }
}
