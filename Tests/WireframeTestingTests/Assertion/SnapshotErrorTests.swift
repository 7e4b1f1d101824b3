import Foundation
import Testing

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

@Suite struct SnapshotErrorTests {
    @Test func goldenThatIsNotUTF8FailsNamingTheFile() throws {
        let sandbox = SnapshotSandbox()
        try FileManager.default.createDirectory(atPath: sandbox.snapshots + "/CardTests", withIntermediateDirectories: true)
        try Data([0x61, 0xFF, 0xFE, 0x0A]).write(to: URL(fileURLWithPath: sandbox.snapshots + "/CardTests/showsTitle.txt"))
        let outcome = sandbox.verify("a")
        #expect(outcome.status == .failed)
        #expect(
            outcome.message == """
                Cannot use the golden Snapshots/CardTests/showsTitle.txt: it is not valid UTF-8 text. \
                Delete it and run the test again to record it, or re-record with WIREFRAME_RECORD=all.
                """
        )
    }

    @Test func goldenThatIsNotUTF8IsReplacedWhenRecordingFailed() throws {
        let sandbox = SnapshotSandbox()
        try FileManager.default.createDirectory(atPath: sandbox.snapshots + "/CardTests", withIntermediateDirectories: true)
        try Data([0xFF, 0x0A]).write(to: URL(fileURLWithPath: sandbox.snapshots + "/CardTests/showsTitle.txt"))
        #expect(sandbox.verify("a", record: .failed).status == .recorded)
        #expect(sandbox.read("CardTests/showsTitle.txt") == "a\n")
    }

    @Test func goldenThatIsADirectoryFailsNamingIt() throws {
        let sandbox = SnapshotSandbox()
        try FileManager.default.createDirectory(
            atPath: sandbox.snapshots + "/CardTests/showsTitle.txt", withIntermediateDirectories: true
        )
        let outcome = sandbox.verify("a")
        #expect(
            outcome.message == """
                The golden Snapshots/CardTests/showsTitle.txt is a directory. Remove or rename it, \
                then run the test again to record the golden.
                """
        )
    }

    @Test func snapshotsPathThatCannotHoldFilesFailsClearly() throws {
        let sandbox = SnapshotSandbox()
        _ = FileManager.default.createFile(atPath: sandbox.snapshots, contents: Data("not a folder".utf8))
        let outcome = sandbox.verify("a")
        #expect(
            outcome.message == """
                Cannot write Snapshots/CardTests/showsTitle.txt: cannot create its directory, \
                Snapshots is not a directory. Make the snapshots directory writable, or pass \
                snapshotDirectory: to use another one.
                """
        )
    }

    @Test(.enabled(if: geteuid() != 0, "permissions do not apply to root"))
    func readOnlySnapshotsDirectoryFailsClearly() throws {
        let sandbox = SnapshotSandbox()
        try FileManager.default.createDirectory(atPath: sandbox.snapshots + "/CardTests", withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: sandbox.snapshots + "/CardTests")
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: sandbox.snapshots + "/CardTests")
        }
        let outcome = sandbox.verify("a")
        #expect(
            outcome.message == """
                Cannot write Snapshots/CardTests/showsTitle.txt: permission denied. Make the snapshots \
                directory writable, or pass snapshotDirectory: to use another one.
                """
        )
    }

    @Test(.enabled(if: geteuid() != 0, "permissions do not apply to root"))
    func unreadableGoldenFailsNamingIt() throws {
        let sandbox = SnapshotSandbox()
        try sandbox.write("a\n", to: "CardTests/showsTitle.txt")
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: sandbox.snapshots + "/CardTests/showsTitle.txt")
        let outcome = sandbox.verify("a")
        #expect(
            outcome.message == """
                Cannot read the golden Snapshots/CardTests/showsTitle.txt: permission denied. Check its \
                permissions, or delete it and run the test again to record it.
                """
        )
    }

    @Test func testFileOutsideAnyPackageNeedsASnapshotDirectory() {
        let error = SnapshotError.packageRootNotFound(filePath: "/nowhere/CardTests.swift")
        #expect(
            error.message == """
                Could not find Package.swift in any directory above /nowhere/CardTests.swift. \
                Pass snapshotDirectory: or set WIREFRAME_SNAPSHOTS_DIR to an absolute path.
                """
        )
    }

    @Test func emptyNameIsRejected() {
        let sandbox = SnapshotSandbox()
        #expect(sandbox.verify("a", named: "").status == .failed)
        #expect(!sandbox.exists("CardTests"))
    }
}
