import Foundation
import Testing
import WireframeTesting

@testable import Wireframe

/// `Grid` and `GridRow`: columns as wide as their widest cell, rows as tall as their tallest,
/// cells aligned in their space, spanning, spacing and flexible cells. Frames are in the ASCII
/// target's points (a character is 8 × 16).
@MainActor
@Suite struct GridTests {
    @Test func columnsAreAsWideAsTheirWidestCell() throws {
        let placed = try Grid(alignment: .leading) {
            GridRow {
                Text("a")
                Text("bb")
            }
            GridRow {
                Text("cccc")
                Text("d")
            }
        }
        .placedTree(width: 390, height: nil)
        // The 8 pt between rows is half a row, which rounds up to a row.
        #expect(placed.frame.size == CGSize(width: 32 + 8 + 16, height: 16 + 16 + 16))
        #expect(placed.frame(ofText: "bb")?.minX == placed.frame.minX + 40)
        #expect(placed.frame(ofText: "d")?.minX == placed.frame.minX + 40)
    }

    @Test func rowsAreAsTallAsTheirTallestCell() throws {
        let placed = try Grid(alignment: .top) {
            GridRow {
                Text("a")
                Text("two\nlines")
            }
            GridRow {
                Text("b")
                Text("c")
            }
        }
        .placedTree(width: 390, height: nil)
        #expect(placed.frame.height == 64)
        #expect(placed.frame(ofText: "b")?.minY == placed.frame.minY + 48)
    }

    @Test func cellsAreCentredInTheirSpaceByDefault() throws {
        let placed = try Grid {
            GridRow {
                Text("a")
                Text("two\nlines")
            }
            GridRow { Text("wide") }
        }
        .placedTree(width: 390, height: nil)
        // Column 0 is 32 wide (from "wide"), row 0 is 32 tall: "a" sits in the middle of both,
        // 12 pt across and 8 pt down, each half a cell more than whole cells, which rounds up.
        #expect(placed.frame(ofText: "a") == CGRect(x: placed.frame.minX + 16, y: 16, width: 8, height: 16))
    }

    @Test func gridAlignmentPlacesEveryCell() throws {
        let placed = try Grid(alignment: .bottomTrailing) {
            GridRow {
                Text("a")
                Text("two\nlines")
            }
            GridRow { Text("wide") }
        }
        .placedTree(width: 390, height: nil)
        #expect(placed.frame(ofText: "a") == CGRect(x: placed.frame.minX + 24, y: 16, width: 8, height: 16))
    }

    @Test func rowAlignmentOverridesTheGridsForItsCells() throws {
        let placed = try Grid(alignment: .top) {
            GridRow(alignment: .bottom) {
                Text("a")
                Text("two\nlines")
            }
            GridRow {
                Text("b")
                Text("two\nlines")
            }
        }
        .placedTree(width: 390, height: nil)
        #expect(placed.frame(ofText: "a")?.minY == 16)
        #expect(placed.frame(ofText: "b")?.minY == 48)
    }

    @Test func columnAlignmentOverridesTheGridsForTheWholeColumn() throws {
        let placed = try Grid(alignment: .leading) {
            GridRow {
                Text("Name:").gridColumnAlignment(.trailing)
                Text("x")
            }
            GridRow {
                Text("a")
                Text("yyy")
            }
        }
        .placedTree(width: 390, height: nil)
        // Column 0 is 40 wide: "a" is pushed to its trailing edge; column 1 stays leading.
        #expect(placed.frame(ofText: "a")?.minX == placed.frame.minX + 32)
        #expect(placed.frame(ofText: "x")?.minX == placed.frame.minX + 48)
    }

    @Test func cellAnchorPlacesOneCellWhateverTheAlignments() throws {
        let placed = try Grid(alignment: .leading) {
            GridRow {
                Text("a").gridCellAnchor(.bottomTrailing)
                Text("b")
                Text("two\nlines")
            }
            GridRow {
                Text("wide")
                Text("wide")
            }
        }
        .placedTree(width: 390, height: nil)
        #expect(placed.frame(ofText: "a") == CGRect(x: placed.frame.minX + 24, y: 16, width: 8, height: 16))
        // Centred in the 32 pt row, "b" is 8 pt down, half a row, which rounds up.
        #expect(placed.frame(ofText: "b") == CGRect(x: placed.frame.minX + 40, y: 16, width: 8, height: 16))
    }

    @Test func aViewOutsideARowSpansEveryColumn() throws {
        let placed = try Grid {
            GridRow {
                Text("aaaa")
                Text("bbbb")
            }
            Text("x")
        }
        .placedTree(width: 390, height: nil)
        #expect(placed.frame.width == 72)
        #expect(placed.frame(ofText: "x")?.midX == placed.frame.midX)
    }

    /// As in SwiftUI, a `Divider` between rows takes what the grid is offered, widening it.
    @Test func aDividerBetweenRowsWidensTheGridToItsProposal() throws {
        let placed = try Grid {
            GridRow {
                Text("a")
                Text("b")
            }
            Divider()
        }
        .placedTree(width: 216, height: nil)
        #expect(placed.frame.width == 216)
        // The two columns grow equally, to 104 each: "b" is centred in the second, from 112.
        #expect(placed.frame(ofText: "b")?.midX == 164)
    }

    @Test func unsizedAxesKeepADividerToTheRowsWidth() throws {
        let placed = try Grid {
            GridRow {
                Text("a")
                Text("b")
            }
            Divider().gridCellUnsizedAxes(.horizontal)
        }
        .placedTree(width: 200, height: nil)
        #expect(placed.frame.width == 24)
        let divider = placed.frames { $0.is(DividerNode.self) }
        #expect(divider.map(\.width) == [24])
    }

    @Test func gridCellColumnsMakesACellSpanColumns() throws {
        let placed = try Grid(alignment: .leading) {
            GridRow {
                Text("a")
                Text("b")
                Text("c")
            }
            GridRow {
                Text("wide").gridCellColumns(2)
                Text("d")
            }
        }
        .placedTree(width: 390, height: nil)
        // "wide" (32) needs more than columns 0 and 1 give (8 + 8 + 8): each grows by 4, to
        // 12 + 8 + 12 + 8 + 8; "b", 20 pt in, is placed on the nearest column, half a column
        // rounding up.
        #expect(placed.frame.width == 48)
        #expect(placed.frame(ofText: "b")?.minX == placed.frame.minX + 24)
        #expect(placed.frame(ofText: "d")?.minX == placed.frame.minX + 40)
    }

    @Test func spacingIsEightByDefaultAndSetPerAxis() throws {
        @ViewBuilder func cells() -> some View {
            GridRow {
                Text("a")
                Text("b")
            }
            GridRow {
                Text("c")
                Text("d")
            }
        }
        let standard = try Grid(content: cells).placedTree(width: 390, height: nil)
        // 8 pt between rows is half a row, which rounds up to a row.
        #expect(standard.frame.size == CGSize(width: 24, height: 48))
        let custom = try Grid(horizontalSpacing: 0, verticalSpacing: 16, content: cells).placedTree(width: 390, height: nil)
        #expect(custom.frame.size == CGSize(width: 16, height: 48))
    }

    @Test func rowsWithFewerCellsLeaveTheRestEmpty() throws {
        let placed = try Grid(alignment: .leading) {
            GridRow {
                Text("a")
                Text("b")
                Text("c")
            }
            GridRow { Text("d") }
        }
        .placedTree(width: 390, height: nil)
        #expect(placed.frame.width == 40)
        #expect(placed.frame(ofText: "d")?.minX == placed.frame.minX)
    }

    @Test func flexibleCellsShareWhatIsLeft() throws {
        let placed = try Grid {
            GridRow {
                Text("a")
                Color.red
                Color.blue
            }
        }
        .placedTree(width: 240, height: nil)
        #expect(placed.frame.width == 240)
        let colors = placed.frames { $0.is(ShapeNode.self) }
        #expect(colors.map(\.width) == [108, 108])
        // A colour fills its cell: as tall as the row.
        #expect(colors.map(\.height) == [16, 16])
    }

    @Test func aRowOutsideAGridIsAGridOfOneRow() throws {
        let placed = try GridRow {
            Text("a")
            Text("bb")
        }
        .placedTree(width: 390, height: nil)
        #expect(placed.frame.size == CGSize(width: 32, height: 16))
        #expect(placed.frame(ofText: "bb")?.minX == placed.frame.minX + 16)
    }

    /// Each cell answers each proposal once, so twenty nested grids measure the innermost view a
    /// handful of times per level, never exponentially many.
    @Test func nestedGridsMeasureTheInnermostViewLinearly() throws {
        let counter = MeasureCounter()
        var view = AnyView(CountingView(counter: counter) { Text("leaf") })
        for _ in 0..<20 {
            let inner = view
            view = AnyView(
                Grid {
                    GridRow {
                        inner
                        Text("x")
                    }
                    Divider()
                })
        }
        let placed = try view.placedTree(width: 390, height: nil)
        #expect(placed.frame(ofText: "leaf") != nil)
        #expect(counter.count <= 20 * 8)
    }

    @Test func gridRoundTripsThroughJSON() throws {
        let node = try Grid(alignment: .topLeading, horizontalSpacing: 4, verticalSpacing: 12) {
            GridRow(alignment: .bottom) {
                Text("a").gridColumnAlignment(.trailing)
                Text("b").gridCellColumns(2).gridCellAnchor(UnitPoint(x: 0.25, y: 1))
            }
            Divider().gridCellUnsizedAxes(.horizontal)
            GridRow { Color.red.gridCellUnsizedAxes([.horizontal, .vertical]) }
        }
        .node()
        let decoded = try Node(json: try node.jsonData())
        #expect(decoded == node)
        #expect(decoded.dump() == node.dump())
        #expect(
            node.dump() == """
                Grid(alignment: topLeading, horizontalSpacing: 4, verticalSpacing: 12)
                ├─ GridRow(alignment: bottom)
                │  ├─ gridCell(columnAlignment: trailing)
                │  │  └─ Text("a")
                │  └─ gridCell(anchor: (0.25, 1))
                │     └─ gridCell(columns: 2)
                │        └─ Text("b")
                ├─ gridCell(unsizedAxes: horizontal)
                │  └─ Divider
                └─ GridRow
                   └─ gridCell(unsizedAxes: horizontal, vertical)
                      └─ Shape(rectangle, fill: red)

                """)
    }

    /// A settings form: trailing labels, a divider, a spanning note and a flexible colour bar.
    @Test func gridGoldens() {
        let view = Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 8) {
            GridRow {
                Text("이름").gridColumnAlignment(.trailing)
                Text("Wireframe")
            }
            GridRow {
                Text("Updated")
                Text("Today, 9:41")
            }
            Divider()
            GridRow(alignment: .top) {
                Text("Tags")
                Text("Swift, レイアウト, Linux ASCII and SVG")
            }
            GridRow {
                Text("A note that spans both columns").gridCellColumns(2)
            }
            GridRow {
                Text("Level")
                Color.blue.frame(height: 16)
            }
        }
        .padding(16)
        .border(.black)
        assertSnapshot(of: view, as: .ascii(width: 240, height: nil))
        assertSnapshot(of: view, as: .svg(width: 240, height: nil))
    }
}

extension LayoutSample {
    /// Grids for the layout contract.
    static let grids: [LayoutSample] = [
        LayoutSample("Grid") {
            Grid {
                GridRow {
                    Text("Hello world")
                    Text("메모")
                }
                Divider()
                GridRow {
                    Text("a").gridCellColumns(2)
                }
            }
        },
        LayoutSample("Grid of flexible cells") {
            Grid(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 4) {
                GridRow {
                    Color.red
                    Text("The quick brown fox")
                    Spacer()
                }
                GridRow(alignment: .bottom) {
                    Text("b").gridCellAnchor(.center)
                    Color.blue.gridCellUnsizedAxes(.vertical)
                }
            }
        },
        LayoutSample("GridRow outside a Grid") {
            GridRow {
                Text("a")
                Color.red
            }
        },
    ]
}

/// Counts how many distinct proposals its content is asked about.
private final class MeasureCounter {
    var count = 0
}

private struct CountingView: Layout {
    let counter: MeasureCounter

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        counter.count += 1
        return subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
}
