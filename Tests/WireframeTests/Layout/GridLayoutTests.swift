import Foundation
import Testing
import WireframeTesting

@testable import Wireframe

/// `GridLayout`: the layout of `Grid`, usable as a `Layout` and through `AnyLayout`; it must
/// draw what the same `Grid` draws.
@MainActor
@Suite struct GridLayoutTests {
    @ViewBuilder private func rows() -> some View {
        GridRow {
            Text("Name")
            Text("메모")
        }
        Divider().gridCellUnsizedAxes(.horizontal)
        GridRow {
            Text("Updated")
            Text("Today").gridColumnAlignment(.trailing)
        }
        GridRow {
            Text("2 memos, 1 shared").gridCellColumns(2)
        }
    }

    @Test func drawsWhatTheSameGridDraws() throws {
        let grid = try Grid(alignment: .leading, horizontalSpacing: 16) { rows() }.renderASCII(width: 200, height: nil)
        let layout = try GridLayout(alignment: .leading, horizontalSpacing: 16) { rows() }.renderASCII(width: 200, height: nil)
        #expect(layout == grid)
        #expect(
            layout == """
                    Name         메모

                    ─────────────────

                    Updated     Today

                    2 memos, 1 shared

                """)
    }

    @Test func drawsTheSameSVGAsTheSameGrid() throws {
        let grid = try Grid(verticalSpacing: 4) { rows() }.renderSVG(width: 200, height: nil)
        let layout = try GridLayout(verticalSpacing: 4) { rows() }.renderSVG(width: 200, height: nil)
        #expect(layout == grid)
    }

    @Test func makesTheSameNodeAsTheSameGrid() throws {
        let grid = try Grid(alignment: .bottomTrailing, horizontalSpacing: 2) { rows() }.node()
        let layout = try GridLayout(alignment: .bottomTrailing, horizontalSpacing: 2) { rows() }.node()
        #expect(layout == grid)
        #expect(layout.dump() == grid.dump())
    }

    @Test func anyLayoutSwitchesBetweenAStackAndAGrid() throws {
        func screen(_ isWide: Bool) throws -> String {
            let layout = isWide ? AnyLayout(GridLayout(alignment: .leading)) : AnyLayout(VStackLayout(alignment: .leading))
            return try layout { rows() }.renderASCII(width: 200, height: nil)
        }
        let wide = try screen(true)
        #expect(wide == (try Grid(alignment: .leading) { rows() }.renderASCII(width: 200, height: nil)))
        #expect(
            wide == """
                    Name         메모

                    ─────────────────

                    Updated     Today

                    2 memos, 1 shared

                """)
        // In a stack, each row lays out its own cells as a grid of one row.
        #expect(
            try screen(false) == """
                Name 메모

                ─────────────────────────

                Updated Today

                2 memos, 1 shared

                """)
    }

    @Test func spacingPropertiesAreReadAndSetAsSwiftUIsAre() {
        var layout = GridLayout()
        #expect(layout.alignment == .center)
        #expect(layout.horizontalSpacing == nil)
        #expect(layout.verticalSpacing == nil)
        layout.horizontalSpacing = 4
        layout.verticalSpacing = .nan
        #expect(layout.horizontalSpacing == 4)
        #expect(layout.verticalSpacing == 0)
    }
}
