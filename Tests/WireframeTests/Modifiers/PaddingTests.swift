import Foundation
import Testing
import Wireframe

/// `padding`: 16 points by default, per edge or per inset, taken off the proposal.
@MainActor
@Suite struct PaddingTests {
    @Test func paddingWithoutALengthAddsSixteenOnEveryEdge() throws {
        let placed = try Text("a").padding().placedTree(width: 392, height: nil)
        #expect(placed.frame == CGRect(x: 176, y: 0, width: 40, height: 48))
        #expect(placed.frame(ofText: "a") == CGRect(x: 192, y: 16, width: 8, height: 16))
    }

    @Test func paddingLengthAppliesToEveryEdge() throws {
        let placed = try Text("a").padding(16).placedTree(width: 40, height: nil)
        #expect(placed.frame == CGRect(x: 0, y: 0, width: 40, height: 48))
        #expect(placed.frame(ofText: "a") == CGRect(x: 16, y: 16, width: 8, height: 16))
    }

    @Test func paddingOnOneEdgeLeavesTheOthersAlone() throws {
        let placed = try Text("a").padding(.leading, 24).placedTree(width: 32, height: nil)
        #expect(placed.frame == CGRect(x: 0, y: 0, width: 32, height: 16))
        #expect(placed.frame(ofText: "a") == CGRect(x: 24, y: 0, width: 8, height: 16))
    }

    @Test func horizontalPaddingDefaultsToSixteenOnBothSides() throws {
        let placed = try Text("a").padding(.horizontal).placedTree(width: 40, height: nil)
        #expect(placed.frame == CGRect(x: 0, y: 0, width: 40, height: 16))
        #expect(placed.frame(ofText: "a")?.minX == 16)
    }

    @Test func verticalPaddingPadsTopAndBottom() throws {
        let placed = try Text("a").padding(.vertical, 16).placedTree(width: 8, height: nil)
        #expect(placed.frame == CGRect(x: 0, y: 0, width: 8, height: 48))
        #expect(placed.frame(ofText: "a")?.minY == 16)
    }

    @Test func edgeInsetsPadEachEdgeByItsOwnLength() throws {
        let placed = try Text("a").padding(EdgeInsets(top: 16, leading: 8, bottom: 32, trailing: 16)).placedTree(width: 32, height: nil)
        #expect(placed.frame == CGRect(x: 0, y: 0, width: 32, height: 64))
        #expect(placed.frame(ofText: "a") == CGRect(x: 8, y: 16, width: 8, height: 16))
    }

    /// In the ASCII target each inset is the nearest whole number of cells, half a cell rounding
    /// up: 1 and 3 pt are no row, 2 pt no column, 4 pt (half a column) a column.
    @Test func insetsAreWholeCellsInTheASCIITarget() throws {
        let placed = try Text("a").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).placedTree(width: 16, height: nil)
        #expect(placed.frame == CGRect(x: 0, y: 0, width: 16, height: 16))
        #expect(placed.frame(ofText: "a") == CGRect(x: 0, y: 0, width: 8, height: 16))
        let svg = try Text("a").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).placedTree(
            width: 400, height: nil, svg: true)
        #expect(svg.frame.height == svg.frame(ofText: "a").map { $0.height + 4 })
    }

    @Test func paddingTakesItsLengthOffTheProposalForItsContent() throws {
        let placed = try Text("Hello world").padding(.horizontal, 16).placedTree(width: 72, height: nil)
        #expect(placed.frame == CGRect(x: 0, y: 0, width: 72, height: 32))
        #expect(placed.frame(ofText: "Hello world") == CGRect(x: 16, y: 0, width: 40, height: 32))
    }

    @Test func nestedPaddingAddsUp() throws {
        let placed = try Text("a").padding(8).padding(8).placedTree(width: 40, height: nil)
        // 8 pt is a column across and (half a row, rounding up) a row down.
        #expect(placed.frame == CGRect(x: 0, y: 0, width: 40, height: 80))
        #expect(placed.frame(ofText: "a") == CGRect(x: 16, y: 32, width: 8, height: 16))
    }

    @Test func negativePaddingLetsTheContentOverlapItsNeighbours() throws {
        let placed = try Text("abcd").padding(.horizontal, -8).placedTree(width: 16, height: nil)
        #expect(placed.frame == CGRect(x: 0, y: 0, width: 16, height: 16))
        #expect(placed.frame(ofText: "abcd") == CGRect(x: -8, y: 0, width: 32, height: 16))
    }

    // MARK: Bad input

    @Test func nanPaddingCountsAsZero() throws {
        let placed = try Text("a").padding(.nan).placedTree(width: 8, height: nil)
        #expect(placed.frame == CGRect(x: 0, y: 0, width: 8, height: 16))
        #expect(placed.frame(ofText: "a") == CGRect(x: 0, y: 0, width: 8, height: 16))
    }

    @Test func infinitePaddingIsClampedToAFiniteLength() throws {
        let placed = try Text("a").padding(.infinity).placedTree(width: 390, height: nil)
        let frames = placed.frames { _ in true }
        #expect(frames.allSatisfy { [$0.minX, $0.minY, $0.width, $0.height].allSatisfy(\.isFinite) })
        // Each edge is clamped to 1,000,000 points; the text keeps its 16 between them.
        #expect(placed.frame.height == 2_000_016)
    }

    @Test func infinitePaddingRendersWithoutCrashing() throws {
        let text = try Text("a").padding(.infinity).border(.black).renderASCII(width: 16, height: 32)
        // The border lies a million points outside the 2 × 2 cell screen; the text, in the middle
        // of the padding, is centred on the screen.
        #expect(text == "\n a\n")
    }
}
