import Foundation
import Testing

@testable import Wireframe

/// `listSectionSeparator(_:edges:)` and `listSectionSeparatorTint(_:edges:)`: a section's own
/// separators, above its first row and below its last, in plain and grouped lists.
@MainActor @Suite struct ListSectionSeparatorTests {
    private func dividers(_ view: some View) throws -> [CGRect] {
        try view.placedTree(width: 160, height: 300).frames { $0.is(DividerNode.self) }
    }

    private func list(_ style: some ListStyle, _ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        List {
            Section("Today") {
                Text("One")
                Text("Two")
            }
            .listSectionSeparator(visibility, edges: edges)
        }
        .listStyle(style)
    }

    @Test func visibleSeparatorsRunTheListsWidthAboveAndBelowTheRows() throws {
        let plain = try dividers(list(.plain, .automatic))
        #expect(plain.count == 1)  // between the two rows
        let visible = try dividers(list(.plain, .visible))
        #expect(visible.count == 3)
        let rowDivider = try #require(plain.first)
        #expect(visible.allSatisfy { $0.maxX == rowDivider.maxX })
        // The section's own separators start at the list's edge, the row's after its inset.
        #expect(visible[0].minX == 0)
        #expect(visible[0].minX < rowDivider.minX)
        let picture = try list(.plain, .visible).renderASCII(width: 160, height: nil)
        #expect(
            picture == """
                [ TODAY            ]
                ────────────────────

                  One

                  ──────────────────

                  Two

                ────────────────────

                """)
    }

    @Test func edgesChooseTheTopOrBottomSeparator() throws {
        let bottom = try dividers(list(.grouped, .visible, edges: .bottom))
        let top = try dividers(list(.grouped, .visible, edges: .top))
        #expect(bottom.count == 2)
        #expect(top.count == 2)
        #expect(try #require(bottom.last).minY > (try #require(top.last)).minY)
    }

    @Test func hiddenAndInsetGroupedDrawNone() throws {
        #expect(try dividers(list(.plain, .hidden)).count == 1)
        #expect(try dividers(list(.insetGrouped, .visible)).count == 1)
    }

    @Test func theNearestSettingWinsAndTintColoursTheSeparator() throws {
        let view = List {
            Section("Today") { Text("One") }
                .listSectionSeparator(.visible, edges: .top)
                .listSectionSeparatorTint(.red, edges: .top)
                .listSectionSeparator(.hidden)
        }
        .listStyle(.plain)
        let placed = try view.placedTree(width: 160, height: 300)
        let tinted = placed.frames { if let color = $0.as(DividerNode.self)?.color { color == .red } else { false } }
        #expect(tinted.count == 1)
        let svg = try view.renderSVG(width: 160, height: 300)
        #expect(svg.contains("#FF3B30"))
    }
}
