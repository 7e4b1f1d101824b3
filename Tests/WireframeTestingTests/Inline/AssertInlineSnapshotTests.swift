import Foundation
import Testing
import Wireframe
import XCTest

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

/// Inline snapshots asserted for real: each closure below was written into this file by
/// `assertInlineSnapshot` on a first run without it, and is compared on every run since.
@Suite struct AssertInlineSnapshotTests {
    private struct Profile: Encodable {
        var name: String
        var motto: String
        var scores: [String: Int]
    }

    private let profile = Profile(name: "Ahn", motto: #"say "hi" \ wave"#, scores: ["b": 2, "a": 1])

    @Test func aValueDumpIsComparedWithTheLiteral() {
        assertInlineSnapshot(of: profile, as: .dump) {
            #"""
            AssertInlineSnapshotTests.Profile(
              name: "Ahn"
              motto: "say \"hi\" \\ wave"
              scores: [
                "a": 1
                "b": 2
              ]
            )
            """#
        }
    }

    @Test func jsonIsComparedWithTheLiteral() {
        assertInlineSnapshot(of: profile, as: .json) {
            #"""
            {
              "motto" : "say \"hi\" \\ wave",
              "name" : "Ahn",
              "scores" : {
                "a" : 1,
                "b" : 2
              }
            }
            """#
        }
    }

    @MainActor @Test func aViewIsComparedWithItsASCIIPicture() {
        assertInlineSnapshot(of: Text("New").padding(16).border(.black), as: .ascii(width: 64, height: nil)) {
            """
             ┌─────┐
             │ New │
             └─────┘

            """
        }
    }

    @Test func aMismatchFailsWithALineDiffAndIsKeptForReview() throws {
        let directory = FileManager.default.temporaryDirectory.path + "/wireframe-inline-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        withKnownIssue {
            withSnapshotTesting(record: .never, snapshotDirectory: directory) {
                assertInlineSnapshot(of: [1, 2], as: .dump) {
                    """
                    [
                      [0]: 1
                      [1]: 3
                    ]
                    """
                }
            }
        } matching: { issue in
            let message = issue.comments.first?.rawValue ?? ""
            // In CI the advice is that nothing was rewritten; elsewhere, how to re-record.
            let advice = ["Re-record it with WIREFRAME_RECORD=failed", "The test file is unchanged."]
            return message.contains("-  [1]: 3\n+  [1]: 2") && advice.contains { message.contains($0) }
        }
        let pending = try SnapshotReview(snapshotsDirectory: directory).pendingInlineSnapshots()
        #expect(pending.map(\.actual) == ["[\n  [0]: 1\n  [1]: 2\n]"])
    }
}

final class AssertInlineSnapshotXCTestTests: XCTestCase {
    func testAnInlineSnapshotInXCTest() {
        assertInlineSnapshot(of: ["b": 2, "a": 1], as: .dump) {
            #"""
            [
              "a": 1
              "b": 2
            ]
            """#
        }
    }
}
