import Foundation
import Testing
import Wireframe

/// `ScrollView` takes the length it is offered along its axes and is only as large as its content
/// across them; it proposes its content an unbounded length along its axes, so the content gets
/// its ideal length and starts at the top.
@MainActor
@Suite struct ScrollViewTests {
    @Test func verticalScrollViewTakesTheProposedHeightButOnlyItsContentsWidth() throws {
        let placed = try ScrollView { Text("a") }.placedTree(width: 104, height: 200)
        #expect(placed.frame == CGRect(x: 48, y: 0, width: 8, height: 200))
    }

    /// swiftuifieldguide.com's gotcha: a scroll view aligned to the trailing edge sits there,
    /// rather than filling the width and drawing its content in the middle.
    @Test func trailingAlignedScrollViewSitsAtTheTrailingEdge() throws {
        let placed = try VStack(alignment: .trailing) {
            Color.red.frame(height: 16)
            ScrollView { Text("abc") }
        }
        .placedTree(width: 104, height: 200)
        // The 8 pt spacing is a row.
        #expect(placed.frame(ofText: "abc") == CGRect(x: 80, y: 32, width: 24, height: 16))
    }

    @Test func horizontalScrollViewTakesTheProposedWidthButOnlyItsContentsHeight() throws {
        let placed = try ScrollView(.horizontal) { Text("a") }.placedTree(width: 100, height: 208)
        #expect(placed.frame == CGRect(x: 0, y: 96, width: 100, height: 16))
    }

    @Test func colorInAScrollViewGetsItsIdealHeightOfTen() throws {
        let placed = try ScrollView { Color.red }.placedTree(width: 100, height: 200)
        #expect(shapeFrames(in: placed) == [CGRect(x: 0, y: 0, width: 100, height: 10)])
    }

    @Test func textInAScrollViewKeepsEveryLine() throws {
        let placed = try ScrollView { Text("one two three").frame(width: 40) }.placedTree(width: 40, height: 16)
        #expect(placed.frame(ofText: "one two three") == CGRect(x: 0, y: 0, width: 40, height: 48))
    }

    @Test func contentTallerThanTheScrollViewStartsAtTheTop() throws {
        let placed = try ScrollView { VStack(spacing: 0) { ForEach(0..<10) { Text("row \($0)") } } }
            .placedTree(width: 88, height: 64)
        #expect(placed.children.first?.frame == CGRect(x: 24, y: 0, width: 40, height: 160))
    }

    @Test func maxHeightInfinityInAScrollViewCollapsesToTheIdealHeight() throws {
        let placed = try ScrollView { Text("a").frame(maxHeight: .infinity) }.placedTree(width: 100, height: 200)
        #expect(placed.children.first?.frame.height == 16)
    }

    @Test func maxWidthInfinityInAVerticalScrollViewFillsItsWidth() throws {
        let placed = try ScrollView { Text("a").frame(maxWidth: .infinity) }.placedTree(width: 100, height: 200)
        #expect(placed.children.first?.frame == CGRect(x: 0, y: 0, width: 100, height: 16))
    }

    @Test func horizontalScrollViewProposesAnUnboundedWidth() throws {
        let placed = try ScrollView(.horizontal) { Text("Hello world") }.placedTree(width: 40, height: 16)
        #expect(placed.frame(ofText: "Hello world") == CGRect(x: 0, y: 0, width: 88, height: 16))
    }

    @Test func scrollViewInAVStackTakesTheRemainingHeight() throws {
        let placed = try VStack {
            Text("Title")
            ScrollView { Text("a") }
        }.placedTree(width: 104, height: 200)
        let scrolls = placed.frames { kind in
            kind.is(ScrollNode.self)
        }
        // The 8 pt spacing is a row.
        #expect(scrolls == [CGRect(x: 48, y: 32, width: 8, height: 168)])
    }
}

private func shapeFrames(in placed: PlacedNode) -> [CGRect] {
    placed.frames { kind in
        kind.is(ShapeNode.self)
    }
}
