import Foundation
import Testing

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

/// The review stays inside its snapshots folder: links out of it are not followed for listing,
/// reading or deleting, links that loop list nothing twice, and names that are not UTF-8 are
/// reported rather than skipped without a word.
@Suite struct SnapshotFilesTests {
    private let sandbox = SnapshotSandbox()
    private var review: SnapshotReview { SnapshotReview(snapshotsDirectory: sandbox.snapshots) }

    /// A folder outside the snapshots folder holding `secret.txt`.
    private func outsideFolder() throws -> String {
        let outside = sandbox.root + "/outside"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try Data("root:x:0:0\n".utf8).write(to: URL(fileURLWithPath: outside + "/secret.txt"))
        try Data("root:x:0:0\n".utf8).write(to: URL(fileURLWithPath: outside + "/secret.txt.new"))
        return outside
    }

    private func link(_ relative: String, to destination: String) throws {
        let path = sandbox.snapshots + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: destination)
    }

    @Test func deletingUnreferencedGoldensNeverFollowsALinkedFolderOut() throws {
        _ = sandbox.verify("kept")
        let outside = try outsideFolder()
        try link("Linked", to: outside)
        #expect(try review.unreferencedGoldens() == [])
        #expect(try review.deleteUnreferencedGoldens() == [])
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside).sorted() == ["secret.txt", "secret.txt.new"])
    }

    @Test func linksThatLoopListEachFileOnce() throws {
        try sandbox.write("a\n", to: "A/b.txt")
        try sandbox.write("b\n", to: "A/b.txt.new")
        try link("A/up", to: "..")
        try link("A/self", to: ".")
        try link("A/again", to: "../A")
        #expect(try SnapshotFiles.all(in: sandbox.snapshots) == ["A/b.txt", "A/b.txt.new"])
        #expect(try review.pendingSnapshots().map(\.relativePath) == ["A/b.txt"])
    }

    @Test func aLinkedPendingFileLeadingOutIsNotListed() throws {
        let outside = try outsideFolder()
        try link("A/passwd.txt.new", to: outside + "/secret.txt.new")
        #expect(try review.pendingSnapshots() == [])
        #expect(try !review.htmlPage().contains("root:x"))
    }

    @Test func aLinkedGoldenLeadingOutIsNeitherShownNorRead() throws {
        let outside = try outsideFolder()
        try link("A/passwd.txt", to: outside + "/secret.txt")
        try sandbox.write("new\n", to: "A/passwd.txt.new")
        let pending = try #require(try review.pendingSnapshots().first)
        let report = review.report(for: pending)
        #expect(
            report
                == "\(sandbox.snapshots.split(separator: "/").last ?? "")/A/passwd.txt is a link to a file outside "
                + "\(sandbox.snapshots.split(separator: "/").last ?? "")/; it is not shown. Replace it with the file itself.")
        #expect(try !review.htmlPage().contains("root:x"))
        #expect(review.texts(of: pending).golden == nil)
    }

    @Test func aLinkInsideTheFolderIsFollowedAndAFolderWalkedOnce() throws {
        try sandbox.write("a\n", to: "Real/b.txt")
        try link("Real/c.txt", to: "b.txt")
        try link("Alias", to: "Real")
        #expect(try SnapshotFiles.all(in: sandbox.snapshots) == ["Alias/b.txt", "Alias/c.txt"])
    }

    @Test func aNameThatIsNotUTF8IsReportedNotSkipped() throws {
        try sandbox.write("a\n", to: "A/ok.txt.new")
        let name = Array((sandbox.snapshots + "/A/bad").utf8) + [0xFF, 0xFE] + Array(".txt.new".utf8) + [0]
        let descriptor = name.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
        }
        #expect(descriptor >= 0)
        close(descriptor)
        let listing = try SnapshotFiles.listing(in: sandbox.snapshots)
        #expect(listing.files == ["A/ok.txt.new"])
        #expect(listing.unnamable == ["A/bad\u{FFFD}\u{FFFD}.txt.new"])
        var output = ""
        _ = try SnapshotReviewCommand(action: .rejectAll, snapshotsDirectory: sandbox.snapshots).run(
            currentDirectory: sandbox.root, environment: [:], readLine: { nil }, write: { output += $0 })
        #expect(output.contains("bad��.txt.new"))
        #expect(output.contains("not UTF-8"))
    }
}
