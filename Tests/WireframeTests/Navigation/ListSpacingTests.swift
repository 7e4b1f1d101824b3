import Foundation
import Testing

@testable import Wireframe

@MainActor @Suite struct ListSpacingTests {
    private let screen = Screen(width: 320, height: 400)

    private var twoRows: some View {
        List {
            Text("first").listRowSeparatorTint(.red)
            Text("second")
            Text("third")
        }
    }

    @Test func aTintedRowsSeparatorIsDrawnInItsColourInSVG() throws {
        let svg = try twoRows.renderSVG(on: screen)
        #expect(svg.components(separatedBy: ##"fill="#FF3B30""##).count == 2)
    }

    @Test func asciiDrawsATintedSeparatorAsBefore() throws {
        let plain = try List {
            Text("first")
            Text("second")
            Text("third")
        }.renderASCII(on: screen)
        #expect(try twoRows.renderASCII(on: screen) == plain)
    }

    @Test func theTopEdgeTintsTheSeparatorAbove() throws {
        let svg = try List {
            Text("first")
            Text("second").listRowSeparatorTint(.green, edges: .top)
        }.renderSVG(on: screen)
        #expect(svg.contains(##"fill="#34C759""##))
        let bottomOnly = try List {
            Text("first")
            Text("second").listRowSeparatorTint(.green, edges: .bottom)
        }.renderSVG(on: screen)
        #expect(!bottomOnly.contains(##"fill="#34C759""##))
    }

    @Test func sectionSpacingMovesTheSecondSectionAndDefaultKeepsIt() throws {
        func list() -> some View {
            List {
                Section("A") { Text("a") }
                Section("B") { Text("b") }
            }
        }
        func top(of label: String, in view: some View) throws -> CGFloat {
            let placed = try view.layout(on: screen, metrics: .svg).placed
            let path = try #require(
                placed.paths { if let text = $0.as(TextNode.self) { text.string == label } else { false } }.first)
            return try #require(placed.descendant(at: path)).frame.minY
        }
        let standard = try top(of: "B", in: list())
        #expect(try top(of: "B", in: list().listSectionSpacing(.default)) == standard)
        #expect(try top(of: "B", in: list().listSectionSpacing(.compact)) < standard)
        #expect(try top(of: "B", in: list().listSectionSpacing(70)) > standard)
    }
}
