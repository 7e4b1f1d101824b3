import Foundation
import Testing

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

@Suite struct SnapshotRegistryTests {
    @Test func unnamedSnapshotsAreNumberedFromTheSecond() {
        let sandbox = SnapshotSandbox()
        _ = sandbox.verify("one", line: 1)
        _ = sandbox.verify("two", line: 2)
        _ = sandbox.verify("dark", named: "dark", line: 3)
        _ = sandbox.verify("three", line: 4)
        #expect(sandbox.read("CardTests/showsTitle.txt") == "one\n")
        #expect(sandbox.read("CardTests/showsTitle.2.txt") == "two\n")
        #expect(sandbox.read("CardTests/showsTitle.dark.txt") == "dark\n")
        #expect(sandbox.read("CardTests/showsTitle.3.txt") == "three\n")
    }

    @Test func countersAreKeptPerTest() {
        let sandbox = SnapshotSandbox()
        _ = sandbox.verify("a", test: "first()")
        _ = sandbox.verify("b", test: "second()")
        #expect(sandbox.read("CardTests/first.txt") == "a\n")
        #expect(sandbox.read("CardTests/second.txt") == "b\n")
    }

    @Test func twoAssertionsClaimingOneGoldenFailNamingBoth() {
        let sandbox = SnapshotSandbox()
        _ = sandbox.verify("a", named: "dark", line: 12)
        let outcome = sandbox.verify("b", named: "dark", line: 20)
        #expect(outcome.status == .failed)
        #expect(
            outcome.message == """
                Two assertions claim the golden Snapshots/CardTests/showsTitle.dark.txt: \
                AppTests/CardTests.swift:12:9 and AppTests/CardTests.swift:20:9. \
                Give one of them a different named: value.
                """
        )
        #expect(sandbox.read("CardTests/showsTitle.dark.txt") == "a\n")
    }

    @Test func namedSnapshotCollidingWithANumberIsADuplicate() {
        let sandbox = SnapshotSandbox()
        _ = sandbox.verify("a", named: "2", line: 1)
        _ = sandbox.verify("b", line: 2)
        #expect(sandbox.verify("c", line: 3).status == .failed)
    }

    @Test func unnamedSnapshotInParameterizedTestIsRejected() {
        let sandbox = SnapshotSandbox()
        let outcome = sandbox.verify("a", test: "rendersRow(width:)", parameterized: true)
        #expect(
            outcome.message == """
                rendersRow is a parameterized test, so its snapshots need a name per argument \
                (for example named: "\\(argument)"); unnamed ones would be numbered in whatever \
                order the test cases run.
                """
        )
        #expect(sandbox.verify("a", test: "rendersRow(width:)", named: "320", parameterized: true).status == .recorded)
        #expect(sandbox.exists("CardTests/rendersRow.320.txt"))
    }

    @Test func concurrentUnnamedClaimsGetDistinctNumbers() async {
        let registry = SnapshotRegistry(ledger: SnapshotLedger(process: .fixture()))
        let suffixes = await withTaskGroup(of: String?.self) { group in
            for _ in 0..<200 {
                group.addTask { registry.nextUnnamedSuffix(forTest: "k") }
            }
            var all: [String?] = []
            for await suffix in group { all.append(suffix) }
            return all
        }
        #expect(Set(suffixes).count == 200)
        #expect(suffixes.filter { $0 == nil }.count == 1)
    }

    @Test func parallelAssertionsWriteCompleteGoldens() async throws {
        let sandbox = SnapshotSandbox()
        let body = String(repeating: "│ 0123456789 abcdefghij │\n", count: 200)
        let outcomes = await withTaskGroup(of: SnapshotOutcome.Status.self) { group in
            for index in 0..<64 {
                group.addTask { sandbox.verify(body + "\(index)", named: "n\(index)").status }
            }
            var all: [SnapshotOutcome.Status] = []
            for await status in group { all.append(status) }
            return all
        }
        #expect(outcomes == Array(repeating: .recorded, count: 64))
        for index in 0..<64 {
            #expect(sandbox.read("CardTests/showsTitle.n\(index).txt") == body + "\(index)\n")
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: sandbox.snapshots + "/CardTests")
            .filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty)
    }
}
