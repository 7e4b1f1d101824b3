import Foundation
import Testing
import Wireframe
import WireframeTesting
import XCTest

@Suite struct AssertSnapshotTests {
    private let directory = FileManager.default.temporaryDirectory.path + "/wireframe-assert-" + UUID().uuidString

    private func writeGolden(_ text: String, _ name: String) throws {
        let folder = directory + "/AssertSnapshotTests"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
    }

    @Test func matchingSnapshotPasses() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try writeGolden("Title\n", "matchingSnapshotPasses.txt")
        assertSnapshot(of: "Title", as: .lines, record: .never, snapshotDirectory: directory)
    }

    @Test func mismatchIsReportedAsAnIssueWithTheDiff() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try writeGolden("Title\nBody\n", "mismatchIsReportedAsAnIssueWithTheDiff.txt")
        let golden = directory + "/AssertSnapshotTests/mismatchIsReportedAsAnIssueWithTheDiff.txt"
        let expected = """
            Snapshot does not match the golden \(golden).

            --- a/\(golden)
            +++ b/\(golden).new
            @@ -1,2 +1,2 @@
             Title
            -Body
            +Footer

            The new snapshot is in \(golden).new. Accept or reject it with `swift run wireframe review`, \
            or re-record with WIREFRAME_RECORD=failed.
            """
        withKnownIssue {
            assertSnapshot(of: "Title\nFooter", as: .lines, record: .never, snapshotDirectory: directory)
        } matching: { issue in
            issue.comments.map(\.rawValue) == [expected]
        }
    }

    @Test func recordingIsReportedAsAnIssue() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        withKnownIssue {
            assertSnapshot(of: "Title", as: .lines, record: .missing, snapshotDirectory: directory)
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("Recorded the new golden") == true
        }
        let golden = directory + "/AssertSnapshotTests/recordingIsReportedAsAnIssue.txt"
        #expect(FileManager.default.contents(atPath: golden) == Data("Title\n".utf8))
    }

    @Test(arguments: ["compact", "regular"])
    func parameterizedTestIsNamedWithoutItsParameters(sizeClass: String) throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try writeGolden(sizeClass + "\n", "parameterizedTestIsNamedWithoutItsParameters.\(sizeClass).txt")
        assertSnapshot(of: sizeClass, as: .lines, named: sizeClass, record: .never, snapshotDirectory: directory)
    }
}

final class AssertSnapshotXCTestTests: XCTestCase {
    func testGoldenIsNamedAfterTheTestMethod() throws {
        let directory = FileManager.default.temporaryDirectory.path + "/wireframe-assert-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/AssertSnapshotTests", withIntermediateDirectories: true)
        try Data("Title\n".utf8).write(
            to: URL(fileURLWithPath: directory + "/AssertSnapshotTests/testGoldenIsNamedAfterTheTestMethod.txt")
        )
        assertSnapshot(of: "Title", as: .lines, record: .never, snapshotDirectory: directory)
    }

    /// A nonisolated `async` method, the form that runs under `swift test --parallel` on Linux.
    func testAViewSnapshotFromANonisolatedMethodRendersOnTheMainActor() async throws {
        let directory = FileManager.default.temporaryDirectory.path + "/wireframe-assert-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/AssertSnapshotTests", withIntermediateDirectories: true)
        // A golden file holds the picture and an empty last line.
        let golden = " ┌────┐\n │ Hi │\n └────┘\n\n"
        try Data(golden.utf8).write(
            to: URL(fileURLWithPath: directory + "/AssertSnapshotTests/testAViewSnapshotFromANonisolatedMethodRendersOnTheMainActor.txt"))
        await assertSnapshot(
            of: { Text("Hi").padding(16).border(.black) }, as: .ascii(width: 64, height: nil), record: .never,
            snapshotDirectory: directory)
    }
}
