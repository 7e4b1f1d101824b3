import Foundation
import InlineSnapshotTesting
import SnapshotTesting
import Testing
import Wireframe

/// What a test file that imports `SnapshotTesting` and `InlineSnapshotTesting` gets: each call
/// resolves to swift-snapshot-testing's form, with its conventions.
@Suite struct SnapshotTestingModuleTests {
    private struct User { let name: String, id: Int }
    private let root = FileManager.default.temporaryDirectory.path + "/snapshot-testing-module-" + UUID().uuidString

    @Test func verifySnapshotNumbersTheReferenceInItsDirectory() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let message = verifySnapshot(
            of: "one", as: .lines, record: .missing, snapshotDirectory: root + "/__Snapshots__/CardTests", testName: "testCard()")
        #expect(message?.hasPrefix("No reference was found on disk. Automatically recorded snapshot: …") == true)
        let written = FileManager.default.contents(atPath: root + "/__Snapshots__/CardTests/testCard.1.txt")
        #expect(written.map { String(decoding: $0, as: UTF8.self) } == "one")
    }

    @Test func dumpIsSwiftSnapshotTestingsFormat() throws {
        let dump = try Snapshotting<User, String>.dump.snapshot(User(name: "Blob", id: 1))
        #expect(dump == "▿ User\n  - id: 1\n  - name: \"Blob\"\n")
    }

    @Test func wireframeTestingsLabelsFollowSwiftSnapshotTestingsRules() {
        defer { try? FileManager.default.removeItem(atPath: root) }
        withKnownIssue {
            assertSnapshot(of: "x", as: .lines, record: .never, snapshotDirectory: root)
        } matching: { issue in
            issue.comments.map(\.rawValue)
                == ["No reference was found on disk. New snapshot was not recorded because recording is disabled"]
        }
    }

    @Test func inlineSnapshotsCompareAsSwiftSnapshotTestingDoes() {
        assertInlineSnapshot(of: "Hello", as: .lines) {
            """
            Hello
            """
        }
        withKnownIssue {
            assertInlineSnapshot(of: "Goodbye", as: .lines, record: .never) {
                """
                Hello
                """
            }
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "Snapshot did not match. Difference: …\n\n  @@ \u{2212}1,1 +1,1 @@\n  \u{2212}Hello\n  +Goodbye"
            ]
        }
    }

    @MainActor @Test func aViewIsSnapshottedByTheSameRules() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let message = verifySnapshot(
            of: Text("Hi"), as: .ascii(width: 64, height: nil), record: .missing, snapshotDirectory: root, testName: "testHi()")
        #expect(message?.hasPrefix("No reference was found on disk.") == true)
        let written = FileManager.default.contents(atPath: root + "/testHi.1.txt")
        #expect(written.map { String(decoding: $0, as: UTF8.self) } == (try Text("Hi").renderASCII(width: 64, height: nil)))
    }

    @MainActor @Test func variantsAreNamedReferencesInTheFolder() {
        defer { try? FileManager.default.removeItem(atPath: root) }
        withKnownIssue {
            assertSnapshot(
                of: Text("Hi"), as: .ascii(width: 64, height: nil), variants: [.dark, .rightToLeft], record: .missing,
                snapshotDirectory: root, testName: "testHi()")
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("No reference was found on disk. Automatically recorded snapshot: …") == true
        }
        #expect(FileManager.default.fileExists(atPath: root + "/testHi.dark.txt"))
        #expect(FileManager.default.fileExists(atPath: root + "/testHi.rtl.txt"))
    }

    @available(*, deprecated)
    @Test func theWithFormOfInlineSnapshotsComparesWithoutWriting() throws {
        #expect(_verifyInlineSnapshot(matching: 42, as: .description, with: "\n42\n") == nil)
        let mismatch = try #require(_verifyInlineSnapshot(matching: 43, as: .description, with: "42"))
        #expect(mismatch == "Snapshot does not match reference.\n\n@@ \u{2212}1,1 +1,1 @@\n\u{2212}42\n+43")
        let missing = try #require(_verifyInlineSnapshot(matching: 43, as: .description, with: ""))
        #expect(missing.hasSuffix("paste the snapshot:\n\n43"))
    }

    @Test func lockIsolatedKeepsItsValueAcrossThreads() async {
        let count = LockIsolated(0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<100 { group.addTask { count.withLock { $0 += 1 } } }
        }
        #expect(count.withLock { $0 } == 100)
    }
}
