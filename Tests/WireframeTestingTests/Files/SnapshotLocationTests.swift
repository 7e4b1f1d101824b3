import Foundation
import Testing

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

@Suite struct SnapshotLocationTests {
    @Test func goldenPathIsTestFileThenTestName() {
        #expect(
            SnapshotLocation.relativePath(
                testFilePath: "/p/Tests/AppTests/CardTests.swift", testName: "showsTitle", suffix: nil, pathExtension: "txt"
            ) == "CardTests/showsTitle.txt"
        )
        #expect(
            SnapshotLocation.relativePath(
                testFilePath: "/p/Tests/CardTests.swift", testName: "showsTitle", suffix: "dark mode", pathExtension: "svg"
            ) == "CardTests/showsTitle.dark mode.svg"
        )
    }

    @Test func namesCannotEscapeTheirFolder() {
        #expect(SnapshotLocation.fileSafe("../etc/passwd") == "_._etc_passwd")
        #expect(SnapshotLocation.fileSafe(".hidden") == "_hidden")
        #expect(SnapshotLocation.fileSafe("a:b*c?\u{1B}") == "a_b_c__")
        #expect(SnapshotLocation.fileSafe("다크 모드") == "다크 모드")
    }

    @Test func defaultDirectoryIsSnapshotsInThePackageRoot() throws {
        let sandbox = SnapshotSandbox()
        let location = try SnapshotLocation.resolve(
            parameter: nil, environment: SnapshotEnvironment([:]), testFilePath: sandbox.root + "/Tests/CardTests.swift"
        )
        #expect(location.directory == sandbox.root + "/Snapshots")
        #expect(location.displayPath(of: location.directory + "/A/b.txt") == "Snapshots/A/b.txt")
    }

    @Test func environmentDirectoryIsRelativeToThePackageRoot() throws {
        let sandbox = SnapshotSandbox()
        let location = try SnapshotLocation.resolve(
            parameter: nil,
            environment: SnapshotEnvironment(["WIREFRAME_SNAPSHOTS_DIR": "Goldens/linux/"]),
            testFilePath: sandbox.root + "/Tests/CardTests.swift"
        )
        #expect(location.directory == sandbox.root + "/Goldens/linux")
    }

    @Test func parameterOverridesTheEnvironment() throws {
        let location = try SnapshotLocation.resolve(
            parameter: "/elsewhere/snaps",
            environment: SnapshotEnvironment(["WIREFRAME_SNAPSHOTS_DIR": "/ignored"]),
            testFilePath: "/nowhere/CardTests.swift"
        )
        #expect(location.directory == "/elsewhere/snaps")
        #expect(location.displayPath(of: "/elsewhere/snaps/A/b.txt") == "/elsewhere/snaps/A/b.txt")
    }

    @Test func relativeDirectoryWithoutAPackageIsAnError() {
        #expect(throws: SnapshotError.packageRootNotFound(filePath: "/nowhere/CardTests.swift")) {
            try SnapshotLocation.resolve(
                parameter: nil, environment: SnapshotEnvironment([:]), testFilePath: "/nowhere/CardTests.swift"
            )
        }
    }
}
