import Foundation
import Testing

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

@Suite struct SnapshottingTests {
    private struct Invoice {
        var items: [String]
    }

    @Test func linesSnapshotsTheStringItself() throws {
        #expect(try Snapshotting<String, String>.lines.snapshot("a\nb") == "a\nb")
        #expect(Snapshotting<String, String>.lines.pathExtension == "txt")
    }

    @Test func pullbackConvertsTheValueFirst() throws {
        let strategy = Snapshotting<String, String>.lines.pullback { (invoice: Invoice) in invoice.items.joined(separator: "\n") }
        #expect(try strategy.snapshot(Invoice(items: ["tea", "cake"])) == "tea\ncake")
        #expect(strategy.pathExtension == "txt")
    }

    @Test func customStrategyKeepsItsExtensionAndDiffing() throws {
        let strategy = Snapshotting<Int, String>(pathExtension: "svg", diffing: .grid()) { "<svg>\($0)</svg>" }
        #expect(strategy.pathExtension == "svg")
        #expect(try strategy.snapshot(3) == "<svg>3</svg>")
        #expect(strategy.diffing.toData("x") == Data("x\n".utf8))
    }

    @Test func textStrategyDefaultsToTxtAndLines() throws {
        let strategy = Snapshotting<Int, String> { "\($0)" }
        #expect(strategy.pathExtension == "txt")
        #expect(try strategy.snapshot(7) == "7")
    }

    @Test func pullbackPropagatesErrors() {
        struct Failure: Error {}
        let strategy = Snapshotting<String, String>.lines.pullback { (_: Int) -> String in throw Failure() }
        #expect(throws: Failure.self) { try strategy.snapshot(1) }
    }
}
