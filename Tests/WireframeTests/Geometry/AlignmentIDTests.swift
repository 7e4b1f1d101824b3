import Foundation
import Testing
import Wireframe

extension VerticalAlignment {
    /// The classic custom guide: a view's bottom edge unless it says otherwise.
    fileprivate enum MidIcon: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
    }
    fileprivate static let midIcon = VerticalAlignment(MidIcon.self)

    fileprivate enum OneThird: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 3 }
    }
    fileprivate static let oneThird = VerticalAlignment(OneThird.self)

    fileprivate enum Broken: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { .nan }
    }
    fileprivate static let broken = VerticalAlignment(Broken.self)
}

extension HorizontalAlignment {
    fileprivate enum Colon: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.leading] }
    }
    fileprivate static let colon = HorizontalAlignment(Colon.self)
}

/// Guides of an app's own (`AlignmentID`): stacks, `ZStack`, frames and overlays line views up on
/// them, a view that sets none uses the type's default, and containers report the guides their
/// views set.
@MainActor
@Suite struct AlignmentIDTests {
    private func isShape(_ kind: Node.Kind) -> Bool { kind.is(ShapeNode.self) }

    /// The classic example: the icon's centre meets the text's bottom edge, the guide's default.
    @Test func midIconPutsTheIconCentreOnTheTextsBottom() throws {
        let placed = try HStack(alignment: .midIcon, spacing: 8) {
            Color.red.frame(width: 16, height: 48).alignmentGuide(.midIcon) { d in d[VerticalAlignment.center] }
            Text("Favourites")
        }
        .placedTree(width: 300, height: nil, svg: true)
        let icon = try #require(placed.frames(where: isShape).first)
        let text = try #require(placed.frame(ofText: "Favourites"))
        #expect(icon.midY == text.maxY)
        // Above the line: half the icon; below it: the other half (the text ends on the line).
        #expect(placed.frame.height == 48)
        #expect(text.minY - placed.frame.minY == 24 - text.height)
    }

    /// A view that sets no guide sits at the type's `defaultValue(in:)`: a third of its height.
    @Test func viewsWithoutAGuideUseItsDefault() throws {
        let placed = try HStack(alignment: .oneThird, spacing: 0) {
            Color.red.frame(width: 8, height: 30)
            Color.blue.frame(width: 8, height: 60)
        }
        .placedTree(width: 100, height: nil, svg: true)
        let shapes = placed.frames(where: isShape)
        #expect(shapes.count == 2)
        // Their guides meet: 10 below the short one's top, 20 below the tall one's.
        #expect(shapes[0].minY + 10 == shapes[1].minY + 20)
        #expect(placed.frame.height == 60)
    }

    /// A guide set inside a `VStack` lines up with one set inside another: each stack reports the
    /// guide its child set, moved to where the stack placed that child.
    @Test func stacksReportTheGuidesTheirViewsSet() throws {
        let placed = try HStack(alignment: .midIcon, spacing: 8) {
            VStack(spacing: 0) {
                Text("@wireframe").alignmentGuide(.midIcon) { d in d[VerticalAlignment.center] }
                Color.gray.frame(width: 32, height: 64)
            }
            VStack(spacing: 0) {
                Text("Name:")
                Text("Wireframe").alignmentGuide(.midIcon) { d in d[VerticalAlignment.center] }
            }
        }
        .placedTree(width: 300, height: nil)
        let handle = try #require(placed.frame(ofText: "@wireframe"))
        let name = try #require(placed.frame(ofText: "Wireframe"))
        #expect(handle.midY == name.midY)
        // The second column moves up by one text line: its second text meets the first text.
        let label = try #require(placed.frame(ofText: "Name:"))
        #expect(handle.minY - label.minY == 16)
    }

    /// A `ZStack` aligned by a custom horizontal guide and a built-in vertical one.
    @Test func zStackAlignsByACustomGuide() throws {
        let placed = try ZStack(alignment: Alignment(horizontal: .colon, vertical: .top)) {
            Color.red.frame(width: 80, height: 32).alignmentGuide(.colon) { _ in 40 }
            Color.blue.frame(width: 16, height: 16)
        }
        .placedTree(width: 200, height: 100)
        let shapes = placed.frames(where: isShape)
        #expect(shapes.count == 2)
        // The blue square's default guide, its leading edge, sits 40 into the red one.
        #expect(shapes[1].minX - shapes[0].minX == 40)
        #expect(shapes[1].minY == shapes[0].minY)
        #expect(placed.frame.width == 80)
    }

    /// A frame lines its content's guide up on its own: the default of the frame's height (its
    /// bottom edge, for `midIcon`) meets the content's centre, which it set.
    @Test func frameAlignsTheContentsGuideOnItsOwn() throws {
        let placed = try Color.red.frame(width: 16, height: 16)
            .alignmentGuide(.midIcon) { d in d[VerticalAlignment.center] }
            .frame(width: 64, height: 64, alignment: Alignment(horizontal: .leading, vertical: .midIcon))
            .placedTree(width: 64, height: 64, svg: true)
        let shape = try #require(placed.frames(where: isShape).first)
        #expect(shape.midY == placed.frame.maxY)
        #expect(shape.minX == placed.frame.minX)
    }

    /// An overlay puts its guide on the view's: a badge whose guide is its centre sits centred on
    /// the guide the view set.
    @Test func overlayAlignsOnTheViewsGuide() throws {
        let placed = try Color.red.frame(width: 64, height: 32)
            .alignmentGuide(.midIcon) { _ in 8 }
            .overlay(alignment: Alignment(horizontal: .trailing, vertical: .midIcon)) {
                Color.blue.frame(width: 16, height: 16).alignmentGuide(.midIcon) { d in d[VerticalAlignment.center] }
            }
            .placedTree(width: 64, height: 32, svg: true)
        let shapes = placed.frames(where: isShape)
        #expect(shapes.count == 2)
        #expect(shapes[1].midY == shapes[0].minY + 8)
        #expect(shapes[1].maxX == shapes[0].maxX)
    }

    /// A `Layout` reads a custom guide through `ViewDimensions`: the value set, or the default.
    @Test func layoutsReadCustomGuides() throws {
        let recorder = CustomGuideRecorder()
        _ = try CustomGuideReader(recorder: recorder) {
            Color.red.frame(width: 8, height: 30).alignmentGuide(.midIcon) { _ in 5 }
            Color.red.frame(width: 8, height: 30).padding(.top, 16)
        }
        .placedTree(width: 100, height: nil, svg: true)
        #expect(recorder.explicit == [5, nil])
        #expect(recorder.resolved == [5, 46])
    }

    /// An `alignmentGuide` inside padding is reported moved by the padding.
    @Test func paddingMovesTheGuideItReports() throws {
        let recorder = CustomGuideRecorder()
        _ = try CustomGuideReader(recorder: recorder) {
            Color.red.frame(width: 8, height: 30).alignmentGuide(.midIcon) { _ in 5 }.padding(.top, 16)
        }
        .placedTree(width: 100, height: nil, svg: true)
        #expect(recorder.explicit == [21])
    }

    /// Two guides made from one type are one guide; the dumps name the type.
    @Test func guidesAreIdentifiedByTheirType() throws {
        #expect(VerticalAlignment(VerticalAlignment.MidIcon.self) == .midIcon)
        #expect(VerticalAlignment.midIcon != .bottom)
        #expect(VerticalAlignment.midIcon.description == "MidIcon")
        let dump = try HStack(alignment: .midIcon) { Text("a") }.node().dump()
        #expect(dump.contains("HStack(alignment: MidIcon"))
    }

    /// Several explicit values merge to their mean, ignoring views that set none.
    @Test func combineExplicitTakesTheMean() {
        #expect(VerticalAlignment.midIcon.combineExplicit([10, nil, 20]) == 15)
        #expect(HorizontalAlignment.leading.combineExplicit([nil, nil]) == nil)
    }

    /// A guide whose default is NaN counts as 0: the views line up at their tops.
    @Test func aNonFiniteDefaultIsSafe() throws {
        let placed = try HStack(alignment: .broken, spacing: 0) {
            Color.red.frame(width: 8, height: 30)
            Color.blue.frame(width: 8, height: 60)
        }
        .placedTree(width: 100, height: nil, svg: true)
        let shapes = placed.frames(where: isShape)
        #expect(shapes.map(\.minY) == [0, 0])
        #expect(placed.frame.height == 60)
    }

    /// A custom guide computes its default in code: a stack aligned by one has no JSON form, and
    /// the alignment itself does not encode.
    @Test func customGuidesHaveNoJSONForm() throws {
        #expect(throws: EncodingError.self) { try HStack(alignment: .midIcon) { Text("a") }.node().jsonData() }
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(VerticalAlignment.midIcon) }
        let data = try JSONEncoder().encode(VerticalAlignment.bottom)
        #expect(try JSONDecoder().decode(VerticalAlignment.self, from: data) == .bottom)
    }

    /// The ASCII picture of the classic example: the text's row is the icon's middle row.
    @Test func midIconASCII() throws {
        let view = HStack(alignment: .midIcon, spacing: 8) {
            Color.black.frame(width: 24, height: 48).alignmentGuide(.midIcon) { d in d[VerticalAlignment.center] }
            Text("Favourites")
        }
        let ascii = try view.renderASCII(width: 120, height: nil)
        #expect(
            ascii == """
                 ┌─┐
                 │ │ Favourites
                 └─┘

                """)
    }
}

private final class CustomGuideRecorder {
    var explicit: [CGFloat?] = []
    var resolved: [CGFloat] = []
}

private struct CustomGuideReader: Layout {
    let recorder: CustomGuideRecorder

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let dimensions = subviews.map { $0.dimensions(in: .unspecified) }
        recorder.explicit = dimensions.map { $0[explicit: VerticalAlignment.midIcon] }
        recorder.resolved = dimensions.map { $0[VerticalAlignment.midIcon] }
        return .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: .zero) }
    }
}
