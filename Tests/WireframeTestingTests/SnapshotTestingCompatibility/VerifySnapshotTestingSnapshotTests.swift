import Foundation
import Testing

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

/// The `SnapshotTesting` module's verification, against a test file in a temporary directory.
@Suite struct VerifySnapshotTestingSnapshotTests {
    private let root = FileManager.default.temporaryDirectory.path + "/snapshot-testing-" + UUID().uuidString
    private var testFile: String { root + "/Tests/UserTests.swift" }
    private let registry = SnapshotRegistry(ledger: SnapshotLedger(process: .fixture()))
    /// The registry of a second run of the tests, whose counters start again.
    private let rerun = SnapshotRegistry(ledger: SnapshotLedger(process: .fixture()))

    private func verify(
        _ value: String, named name: String? = nil, record: SnapshotRecordMode?, testName: String = "testUser()",
        in registry: SnapshotRegistry? = nil
    ) -> String? {
        SnapshotConvention.$current.withValue(.snapshotTesting) {
            verifySnapshotTestingSnapshot(
                of: { value }, as: .lines, named: name, record: record, snapshotDirectory: nil, timeout: 5,
                filePath: testFile, testName: testName, environment: SnapshotEnvironment(["SNAPSHOT_ARTIFACTS": root + "/artifacts"]),
                registry: registry ?? self.registry)
        }
    }

    private func contents(_ relative: String) -> String? {
        FileManager.default.contents(atPath: root + "/Tests/__Snapshots__/" + relative).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func referencesAreCountedPerTestBesideTheTestFile() {
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = verify("one", record: .missing)
        _ = verify("two", record: .missing)
        _ = verify("api", named: "api v2", record: .missing)
        #expect(contents("UserTests/testUser.1.txt") == "one")
        #expect(contents("UserTests/testUser.2.txt") == "two")
        #expect(contents("UserTests/testUser.api-v2.txt") == "api")
    }

    @Test func aMissingReferenceIsRecordedAndFails() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let message = try #require(verify("42", record: .missing))
        let url = URL(fileURLWithPath: root + "/Tests/__Snapshots__/UserTests/testUser.1.txt").absoluteString
        #expect(
            message == """
                No reference was found on disk. Automatically recorded snapshot: …

                open "\(url)"

                Re-run "testUser" to assert against the newly-recorded snapshot.
                """)
    }

    @Test func neverRecordsNothing() {
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(
            verify("42", record: .never) == "No reference was found on disk. New snapshot was not recorded because recording is disabled")
        #expect(contents("UserTests/testUser.1.txt") == nil)
    }

    @Test func aMismatchShowsTheDiffToolAndTheHunks() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = verify("Hello", record: .missing)
        let message = try #require(withSnapshotTesting(diffTool: "ksdiff") { verify("Goodbye", record: .missing, in: rerun) })
        #expect(
            message == """
                Snapshot does not match reference.

                ksdiff \(root)/Tests/__Snapshots__/UserTests/testUser.1.txt \(root)/artifacts/UserTests/testUser.1.txt

                @@ \u{2212}1,1 +1,1 @@
                \u{2212}Hello
                +Goodbye
                """)
        #expect(contents("UserTests/testUser.1.txt") == "Hello")
    }

    @Test func failedRewritesTheReferenceAndSaysSo() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = verify("Hello", record: .missing)
        let message = try #require(verify("Goodbye", record: .failed, in: rerun))
        #expect(message.hasPrefix("Snapshot does not match reference. A new snapshot was automatically recorded."))
        #expect(contents("UserTests/testUser.1.txt") == "Goodbye")
    }

    @Test func allOverwritesEvenAMatchingReferenceAndFails() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = verify("999", record: .missing)
        let message = try #require(verify("42", record: .all, in: rerun))
        #expect(message.hasPrefix("Record mode is on. Automatically recorded snapshot: …"))
        #expect(message.hasSuffix("Turn record mode off and re-run \"testUser\" to assert against the newly-recorded snapshot"))
        #expect(contents("UserTests/testUser.1.txt") == "42")
    }

    @Test func aMatchingReferencePassesAndIsLeftAlone() {
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = verify("same", record: .missing)
        #expect(verify("same", record: .failed, in: rerun) == nil)
    }

    @Test func theConfigurationIsNilOutsideAScopeAndFilledInside() {
        #expect(SnapshotTestingConfiguration.current == nil)
        withSnapshotTesting(record: .all) {
            #expect(SnapshotTestingConfiguration.current?.record == .all)
            #expect(SnapshotTestingConfiguration.current?.diffTool == .default)
        }
    }
}
