import Foundation
import Testing

@testable import Wireframe

@MainActor
@Suite struct TextMeasurementTests {
    @Test func aHeightTooLargeToCountInLinesLeavesTheLineLimitAsItIs() throws {
        let placed = try Text("a b").aspectRatio(1e-300, contentMode: .fit).placedTree(width: 16, height: nil)
        #expect(placed.children.first?.frame.size == CGSize(width: 8, height: 32))
        let proposed = try Text("a b").frame(width: 16, height: 1e300).placedTree(width: 16, height: nil)
        #expect(proposed.children.first?.frame.size == CGSize(width: 8, height: 32))
    }

    @Test func theSameTextInTheSameStyleIsMeasuredOncePerRender() throws {
        let node = try VStack {
            Text("장보기")
            Text("장보기").frame(width: 24)
            Text("장보기").bold()
            Text("Weekend plans")
        }.node()
        let context = LayoutContext(
            metrics: .cells(width: 8, height: 16), screen: CGRect(x: 0, y: 0, width: 390, height: 844),
            safeArea: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = LayoutNode(node, stackAxis: nil, context: context)
        let placed = root.place(at: .zero, proposal: ProposedViewSize(width: 390, height: nil))
        // Three styles of text: the plain one shared by two nodes, the bold one and the English one.
        #expect(context.textMeasurements.count == 3)
        let plain = try #require(
            context.textMeasurements.measurements.first { $0.key.text.string == "장보기" && $0.key.text.font == .body }?.value)
        // The shared measurement keeps a layout for each width it was laid out at.
        #expect(Set(plain.layouts.map(\.maxWidth)).isSuperset(of: [nil, 24]))
        // A node laid out narrower than the text wraps, whatever the other node sharing it did.
        #expect(placed.children[0].frame.height == 16)
        #expect(placed.children[1].children[0].frame.height == 48)  // one wide character a line
    }

    @Test func aCacheKeptAcrossRendersMeasuresEachTextOnce() throws {
        let node = try VStack {
            Text("장보기")
            Text("Weekend plans").frame(width: 40)
        }.node()
        let screen = Screen(width: 390, height: 844)
        let cache = TextMeasurementCache()
        let first = try layoutResolved(node, on: screen, metrics: .cells(width: 8, height: 16), textMeasurements: cache)
        let measured = cache.measurements.mapValues(ObjectIdentifier.init)
        let second = try layoutResolved(node, on: screen, metrics: .cells(width: 8, height: 16), textMeasurements: cache)
        #expect(cache.count == 2)
        // The second render used the first one's measurements, and placed the same frames.
        #expect(cache.measurements.mapValues(ObjectIdentifier.init) == measured)
        #expect(second.placed == first.placed)
    }

    @Test func eachTargetKeepsItsOwnMeasurements() throws {
        let node = try Text("Weekend plans").node()
        let screen = Screen(width: 390, height: 844)
        let cache = TextMeasurementCache()
        let grid = LayoutMetrics.cells(width: 8, height: 16)
        let cellsFirst = try layoutResolved(node, on: screen, metrics: grid, textMeasurements: cache)
        let cells = try #require(cache.measurements.values.first)
        let svg = try layoutResolved(node, on: screen, metrics: .svg, textMeasurements: cache)
        #expect(cache.count == 2)
        // Measured in the SVG font, as without a cache, not in cells.
        #expect(svg.placed == (try layoutResolved(node, on: screen, metrics: .svg)).placed)
        #expect(svg.placed != cellsFirst.placed)
        // Back on the grid, the first measurement is used again.
        let cellsAgain = try layoutResolved(node, on: screen, metrics: grid, textMeasurements: cache)
        #expect(cache.count == 2)
        #expect(cache.measurements.values.contains { $0 === cells })
        #expect(cellsAgain.placed == cellsFirst.placed)
    }

    @Test func longTextsEmptyTheCacheBeforeItHoldsMoreCharactersThanItsCapacity() throws {
        let cache = TextMeasurementCache(characterCapacity: 20)
        let screen = Screen(width: 390, height: nil)
        let first = try Text(String(repeating: "a", count: 10)).node()
        let second = try Text(String(repeating: "b", count: 10)).node()
        _ = try layoutResolved(first, on: screen, metrics: .svg, textMeasurements: cache)
        _ = try layoutResolved(second, on: screen, metrics: .svg, textMeasurements: cache)
        #expect(cache.count == 2)
        // One character more than the capacity: the cache starts again with the new text alone.
        _ = try layoutResolved(try Text("c").node(), on: screen, metrics: .svg, textMeasurements: cache)
        #expect(cache.count == 1)
        #expect(cache.measurements.keys.first?.text.string == "c")
    }

    @Test func rendersOfViewsShareOneCache() throws {
        let text = "A text no other test draws: 스냅샷 묶음"
        _ = try Text(text).renderASCII(width: 390, height: 100)
        let shared = TextMeasurementCache.shared.measurements.filter { $0.key.text.string == text }
        #expect(shared.count == 1)
        _ = try Text(text).renderASCII(width: 390, height: 100)
        let again = TextMeasurementCache.shared.measurements.filter { $0.key.text.string == text }
        #expect(again.count == 1)
        #expect(again.values.first === shared.values.first)
    }
}

/// Where each run of a text starts, standing in for a run index per character.
@Suite struct RunIndicesTests {
    @Test func eachCharacterBelongsToTheLastRunStartingAtOrBeforeIt() {
        var runs = RunIndices()
        for start in [0, 3, 3, 5] { runs.appendRun(startingAt: start) }  // run 1 is empty
        #expect((0..<8).map { runs[$0] } == [0, 0, 0, 2, 2, 3, 3, 3])
    }

    @Test func aTextOfOneRunIsAllRunZero() {
        var runs = RunIndices()
        runs.appendRun(startingAt: 0)
        #expect(runs[0] == 0)
        #expect(runs[10_000] == 0)
    }
}
