import Foundation
import Testing

@testable import Wireframe

/// A lazy grid's tracks are bounded by its cells, whatever length its adaptive items are
/// offered, and the lengths JSON gives them are clamped where they are read.
@MainActor
@Suite struct GridTracksTests {
    @Test func adaptiveTracksInAHugeLengthKeepOnlyTheTracksCellsLandIn() {
        let grid = GridTracks(items: [GridItem(.adaptive(minimum: 2609))], lineSpacing: nil, alignment: .center)
        let tracks = grid.tracks(available: 1e15, cellCount: 3) { 0 }
        #expect(tracks.count == 382_116_927_779)
        #expect(tracks.kept.count == 3)
        #expect(abs(tracks.totalLength - 1e15) < 1)
    }

    @Test func aFewAdaptiveTracksAreSummedAsBefore() {
        let grid = GridTracks(
            items: [GridItem(.fixed(40), spacing: 4), GridItem(.adaptive(minimum: 30))], lineSpacing: nil, alignment: .center)
        let tracks = grid.tracks(available: 208, cellCount: 10) { 0 }
        // 40 + 4, then (164 + 8) / (30 + 8) = 4 tracks of (164 − 3 × 8) / 4 = 35 with 8 between them.
        #expect(tracks.count == 5)
        #expect(tracks.kept.map(\.length) == [40, 35, 35, 35, 35])
        #expect(tracks.totalLength == 208)
    }

    /// The 252-byte tree of issue 29 (also in the fuzz corpus) grew past 17 GB: the stack, given
    /// a height, probes its first child with an infinite one, the frame's 10¹⁵ pt maximum passed
    /// it on, and the grid made 3.8 × 10¹¹ rows.
    @Test func theAdaptiveRowAllocationBombRendersInBoundedMemory() throws {
        let node = try Node(json: Data(Self.allocationBomb.utf8))
        let picture = try node.renderASCII(width: 390, height: nil)
        #expect(picture.contains("a"))
        _ = try node.renderSVG(width: 390, height: nil)
    }

    @Test func jsonMaximumLengthsAreClampedToAMillionPointsWhereRead() throws {
        let node = try Node(json: Data(Self.allocationBomb.utf8))
        guard let frame = node.children[0].children[0].kind.as(FlexibleFrameNode.self) else {
            Issue.record("expected a flexible frame, got \(node.children[0].children[0].kind)")
            return
        }
        #expect(frame.maxHeight == 1_000_000)
        let item = try Node(json: Data(#"{"kind": "lazyVGrid", "columns": [{"size": "flexible", "maximum": 1e15}]}"#.utf8))
        guard let grid = item.kind.as(LazyVGridLayout.self) else {
            Issue.record("expected a lazy grid, got \(item.kind)")
            return
        }
        #expect(grid.grid.items[0].maximum == 1_000_000)
        #expect(validMaximum(1e15) == 1_000_000)
        #expect(validMaximum(.infinity) == .infinity)
    }

    private static let allocationBomb = """
        {"kind":"frame","height":844,"children":[{"kind":"vstack","children":[{"kind":"frame","maxHeight":1e15,"children":[\
        {"kind":"lazyHGrid","rows":[{"size":"adaptive","minimum":2609}],"children":[{"kind":"text","text":"a"}]}]},\
        {"kind":"text","text":"b"}]}]}
        """
}
