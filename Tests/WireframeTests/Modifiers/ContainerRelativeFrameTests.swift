import Foundation
import Testing

@testable import Wireframe

@MainActor @Suite struct ContainerRelativeFrameTests {
    /// The frames of the container-relative frames in `view`, laid out in points.
    private func frames(
        _ view: some View, width: CGFloat = 390, height: CGFloat? = 844, insets: EdgeInsets = EdgeInsets(), svg: Bool = true
    )
        throws -> [CGRect]
    {
        let placed = try view.placedTree(width: width, height: height, safeAreaInsets: insets, svg: svg)
        let paths = placed.paths { $0.is(ContainerRelativeFrameLayout.self) }
        return paths.compactMap { placed.descendant(at: $0)?.frame }
    }

    @Test func inTheWindowTheViewTakesTheSafeArea() throws {
        let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        let view = VStack {
            Text("title")
            Color.blue.containerRelativeFrame([.horizontal, .vertical])
        }
        let frame = try #require(try frames(view, insets: insets).first)
        #expect(frame.size == CGSize(width: 390, height: 763))
    }

    @Test func alongOtherAxesTheViewKeepsItsOwnSize() throws {
        let text = Text("hello")
        let own = try text.placedTree(width: 390, height: 844, svg: true).frame.height
        let frame = try #require(try frames(text.containerRelativeFrame(.horizontal)).first)
        #expect(frame.width == 390)
        #expect(frame.height == own)
    }

    @Test func aCarouselShowsThreePagesAScreenInAHorizontalScrollView() throws {
        let carousel = ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<5) { _ in Color.red.containerRelativeFrame(.horizontal, count: 3, spacing: 10) }
            }
        }
        let pages = try frames(carousel)
        #expect(pages.count == 5)
        // (390 − 2 × 10) / 3: three pages and their two gaps fill the scroll view's width.
        for page in pages { #expect(abs(page.width - 370.0 / 3) < 0.001) }
        #expect(abs(pages[3].minX - pages[0].minX - 3 * (370.0 / 3 + 10)) < 0.001)
        let wide = ScrollView(.horizontal) { Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10) }
        #expect(abs((try frames(wide).first?.width ?? 0) - (2 * 370.0 / 3 + 10)) < 0.001)
    }

    @Test func aFunctionMakesTheLengthFromTheContainers() throws {
        let view = Color.green.containerRelativeFrame(.horizontal) { width, axis in axis == .horizontal ? width * 0.8 : 0 }
        #expect(try frames(view).first?.width == 312)
        // Nonsense lengths are zero, never a crash or an infinite frame.
        let broken = Color.green.containerRelativeFrame([.horizontal, .vertical]) { _, axis in axis == .horizontal ? -5 : .nan }
        #expect(try frames(broken).first?.size == .zero)
    }

    @Test func aScrollViewUnderATitleIsTheContainerOfItsContent() throws {
        // The stack measures the scroll view at several heights with one width: the content must
        // be laid out in the scroll view's final height, not the first one it was measured in.
        let view = VStack(spacing: 0) {
            Color.gray.frame(height: 100)
            ScrollView { Color.red.containerRelativeFrame(.vertical) }
        }
        let frame = try #require(try frames(view, height: 500).first)
        #expect(frame.height == 400)
        #expect(frame.minY == 100)
    }

    @Test func aScreenThatGrowsToFitLeavesTheHeightToTheContent() throws {
        let frame = try #require(
            try frames(Color.red.frame(height: 30).containerRelativeFrame([.horizontal, .vertical]), height: nil).first)
        #expect(frame.size == CGSize(width: 390, height: 30))
    }

    @Test func theContentIsAlignedInTheFrame() throws {
        let view = Text("x").containerRelativeFrame(.horizontal, alignment: .leading)
        let placed = try view.placedTree(width: 390, height: nil, svg: true)
        #expect(placed.frame.width == 390)
        #expect(placed.children.first?.frame.minX == 0)
    }

    @Test func inASCIIThePagesAreWholeCells() throws {
        let carousel = ScrollView(.horizontal) {
            HStack(spacing: 8) { ForEach(0..<3) { _ in Color.red.containerRelativeFrame(.horizontal, count: 3, spacing: 8) } }
        }
        let pages = try frames(carousel, svg: false)
        #expect(pages.count == 3)
        // (390 − 16) / 3 is 15.6 cells: 15, so the three pages and their gaps fit the 48.75 cells.
        for page in pages { #expect(page.width == 120) }
        #expect(pages[2].maxX <= 390)
    }

    @Test func theShareFormRoundTripsThroughJSONAndAFunctionIsRefused() throws {
        let node = try Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10, alignment: .leading).node()
        #expect(try Node(json: node.jsonData()) == node)
        let function = try Color.red.containerRelativeFrame(.vertical) { length, _ in length / 2 }.node()
        #expect(throws: EncodingError.self) { try function.jsonData() }
    }
}
