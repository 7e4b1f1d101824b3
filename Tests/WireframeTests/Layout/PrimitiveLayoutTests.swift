import Foundation
import Testing
import Wireframe
import WireframeTesting

/// The engine's own primitives built on the `Layout` protocol: offset, position, aspect ratio,
/// `ViewThatFits`, lazy stacks and lazy grids.
@MainActor
@Suite struct PrimitiveLayoutTests {
    /// `offset` moves where the view draws; its neighbours keep their places.
    @Test func offsetMovesTheDrawingButNotTheLayout() throws {
        let placed = try HStack(spacing: 0) {
            Text("a").offset(x: 16, y: 16)
            Text("b")
        }
        .placedTree(width: 96, height: nil)
        #expect(placed.frame == CGRect(x: 40, y: 0, width: 16, height: 16))
        #expect(placed.frame(ofText: "a") == CGRect(x: 56, y: 16, width: 8, height: 16))
        #expect(placed.frame(ofText: "b") == CGRect(x: 48, y: 0, width: 8, height: 16))
    }

    /// `position` takes the whole proposal and centres the view on the point.
    @Test func positionTakesTheProposalAndCentresTheViewOnThePoint() throws {
        let placed = try Text("ab").position(x: 24, y: 8).placedTree(width: 100, height: 50)
        #expect(placed.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(placed.frame(ofText: "ab") == CGRect(x: 16, y: 0, width: 16, height: 16))
    }

    /// `.fit` proposes the largest size of the ratio inside the proposal, `.fill` the smallest
    /// that covers it; the result is centred where the proposal was.
    @Test func aspectRatioFitsOrFillsTheProposal() throws {
        let fit = try Color.red.aspectRatio(1, contentMode: .fit).placedTree(width: 96, height: 64)
        #expect(fit.frame == CGRect(x: 16, y: 0, width: 64, height: 64))
        let fill = try Color.red.aspectRatio(1, contentMode: .fill).placedTree(width: 96, height: 64)
        #expect(fill.frame == CGRect(x: 0, y: -16, width: 96, height: 96))
        let wide = try Color.red.aspectRatio(CGSize(width: 16, height: 9), contentMode: .fit).placedTree(width: 160, height: 200)
        #expect(wide.frame.size == CGSize(width: 160, height: 90))
    }

    /// A ratio near 0 proposes at most 1,000,000 pt along the length it makes, so the content
    /// answers a finite size and no contract warning is written.
    @Test func aspectRatioNearZeroProposesAtMostTheLengthLimit() throws {
        let warnings = WarningSink()
        let placed = try LayoutWarnings.$handler.withValue(warnings.record) {
            try Color.red.aspectRatio(1e-300, contentMode: .fit).placedTree(width: 100, height: nil)
        }
        #expect(placed.frame.size == CGSize(width: 100, height: 1_000_000))
        #expect(warnings.messages.isEmpty)
    }

    /// `scaledToFit` keeps the ratio of the view's ideal size.
    @Test func scaledToFitKeepsTheIdealRatio() throws {
        let placed = try Color.red.frame(idealWidth: 32, idealHeight: 16).scaledToFit().placedTree(width: 96, height: 96)
        #expect(placed.frame.size == CGSize(width: 96, height: 48))
    }

    /// `ViewThatFits` shows the first child whose ideal width fits, and draws no other.
    @Test func viewThatFitsShowsTheFirstChildThatFits() throws {
        let choice = ViewThatFits(in: .horizontal) {
            Text("Delete all memos")
            Text("Delete")
        }
        let wide = try choice.renderASCII(width: 200, height: nil)
        let narrow = try choice.renderASCII(width: 80, height: nil)
        let tiny = try choice.renderASCII(width: 16, height: nil)
        #expect(wide == "     Delete all memos\n")
        #expect(narrow == "  Delete\n")
        // Nothing fits in 16 points: the last child is shown, wrapped to the width.
        #expect(tiny == "De\nle\nte\n")
    }

    /// A lazy stack lays out as the stack it stands for.
    @Test func lazyStacksAreTheirStacks() throws {
        let lazy = LazyVStack(alignment: .leading, spacing: 4) {
            Text("a")
            Text("bc")
        }
        let eager = VStack(alignment: .leading, spacing: 4) {
            Text("a")
            Text("bc")
        }
        #expect(try lazy.node() == eager.node())
        #expect(try LazyHStack { Text("a") }.node() == HStack { Text("a") }.node())
    }

    /// Fixed columns take their length; a flexible one takes what is left; cells fill the columns
    /// row by row, centred in their cells.
    @Test func lazyVGridFillsFixedAndFlexibleColumnsRowByRow() throws {
        let grid = LazyVGrid(columns: [GridItem(.fixed(40)), GridItem(.flexible())]) {
            ForEach(1...5, id: \.self) { Text("\($0)") }
        }
        let placed = try grid.placedTree(width: 200, height: nil)
        // Rows 8 pt apart are a row apart.
        #expect(placed.frame == CGRect(x: 0, y: 0, width: 200, height: 80))
        #expect(placed.frame(ofText: "1") == CGRect(x: 16, y: 0, width: 8, height: 16))
        #expect(placed.frame(ofText: "2") == CGRect(x: 120, y: 0, width: 8, height: 16))
        #expect(placed.frame(ofText: "5") == CGRect(x: 16, y: 64, width: 8, height: 16))
    }

    /// An adaptive column becomes as many columns of at least its minimum as fit.
    @Test func adaptiveColumnsFitAsManyAsTheMinimumAllows() throws {
        let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 40))], spacing: 0) {
            ForEach(1...6, id: \.self) { Text("\($0)") }
        }
        let placed = try grid.placedTree(width: 184, height: nil)
        // (184 + 8) / (40 + 8) = 4 columns of (184 − 24) / 4 = 40 points.
        #expect(placed.frame(ofText: "4") == CGRect(x: 3 * 48 + 16, y: 0, width: 8, height: 16))
        #expect(placed.frame(ofText: "5") == CGRect(x: 16, y: 16, width: 8, height: 16))
    }

    /// A horizontal grid fills its rows column by column.
    @Test func lazyHGridFillsRowsColumnByColumn() throws {
        let grid = LazyHGrid(rows: [GridItem(.fixed(16)), GridItem(.fixed(16))], spacing: 8) {
            ForEach(1...3, id: \.self) { Text("\($0)") }
        }
        let placed = try grid.placedTree(width: 100, height: nil)
        // Rows 8 pt apart are a row apart.
        #expect(placed.frame.size == CGSize(width: 24, height: 48))
        #expect(placed.frame(ofText: "2")?.minY == placed.frame.minY + 32)
        #expect(placed.frame(ofText: "3")?.minX == placed.frame.minX + 16)
    }

    /// Every new primitive is written to JSON and read back as the same node.
    @Test func newPrimitivesRoundTripThroughJSON() throws {
        let node = try VStack {
            Text("a").offset(x: 4, y: -2)
            Text("b").position(x: 10, y: 10)
            Color.red.aspectRatio(2, contentMode: .fill)
            ViewThatFits(in: .horizontal) { Text("long") }
            LazyVGrid(columns: [GridItem(.fixed(40), spacing: 4), GridItem(.adaptive(minimum: 20, maximum: 60))], alignment: .leading) {
                Text("c")
            }
            LazyHGrid(rows: [GridItem(.flexible(minimum: 5, maximum: 30), alignment: .top)], spacing: 2) { Text("d") }
        }
        .node()
        let decoded = try Node(json: try node.jsonData())
        #expect(decoded == node)
        #expect(decoded.dump() == node.dump())
    }

    /// A grid of swatches, a badge moved by `offset` and a square by `aspectRatio`.
    @Test func layoutPrimitivesGoldens() {
        let view = VStack(spacing: 16) {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 48))], spacing: 16) {
                ForEach(["빨강", "초록", "파랑", "黄色", "Gray", "Pink"], id: \.self) { name in
                    Text(name).frame(maxWidth: .infinity, minHeight: 48).border(.black)
                }
            }
            HStack {
                Text("Inbox").padding(16).border(.black)
                    .overlay(alignment: .topTrailing) { Text("3").offset(x: 8, y: -8) }
                Color.blue.aspectRatio(2, contentMode: .fit).frame(height: 32)
            }
        }
        .padding(16)
        assertSnapshot(of: view, as: .ascii(width: 240, height: nil))
        assertSnapshot(of: view, as: .svg(width: 240, height: nil))
    }
}
