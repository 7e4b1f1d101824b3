import Foundation
import Testing

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

@Suite struct SnapshottingDumpTests {
    private struct Invoice {
        var number: Int
        var lines: [String: Double]
        var tags: Set<String>
        var paid: Bool?
    }

    private final class Node {
        var name: String
        var next: Node?

        init(name: String) { self.name = name }
    }

    @Test func dumpIsTheStructuralTextOfTheValue() throws {
        let invoice = Invoice(number: 7, lines: ["tea": 3.5, "bread": 2], tags: ["new", "due"], paid: nil)
        let text = try Snapshotting<Invoice, String>.dump.snapshot(invoice)
        #expect(
            text == """
                SnapshottingDumpTests.Invoice(
                  number: 7
                  lines: [
                    "bread": 2.0
                    "tea": 3.5
                  ]
                  tags: Set([
                    "due"
                    "new"
                  ])
                  paid: nil
                )
                """)
    }

    @Test func dumpOfAReferenceCycleEnds() throws {
        let first = Node(name: "a")
        first.next = Node(name: "b")
        first.next?.next = first
        let text = try Snapshotting<Node, String>.dump.snapshot(first)
        #expect(text.contains("next: SnapshottingDumpTests.Node(↩︎)"))
        #expect(!text.contains("0x"))
    }

    @Test func dumpIsTheTestStoresDump() throws {
        // One implementation: the strategy prints what the store's state diffs print.
        #expect(try Snapshotting<[Int], String>.dump.snapshot([1]) == "[\n  [0]: 1\n]")
        #expect(Snapshotting<Int, String>.dump.pathExtension == "txt")
    }

    @Test func dumpGoldenRecordsAndThenMatches() {
        let sandbox = SnapshotSandbox()
        let strategy = Snapshotting<[String: Int], String>.dump.pullback { (text: String) in [text: text.count] }
        #expect(sandbox.verify("ab", as: strategy).status == .recorded)
        #expect(sandbox.read("CardTests/showsTitle.txt") == "[\n  \"ab\": 2\n]\n")
        #expect(sandbox.nextRun().verify("ab", as: strategy).status == .matched)
    }
}
