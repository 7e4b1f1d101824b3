import Foundation
import Testing
import Wireframe
import XCTest

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

@Suite struct SnapshotSettingsTests {
    @Test func aScopedRecordModeAppliesToAssertionsInside() throws {
        let sandbox = SnapshotSandbox()
        try sandbox.write("old\n", to: "CardTests/showsTitle.txt")
        let outcome = withSnapshotTesting(record: .failed) { sandbox.verify("new", record: nil) }
        #expect(outcome.status == .recorded)
        #expect(outcome.message?.contains("(record mode \"failed\" (withSnapshotTesting or the .snapshots trait))") == true)
        #expect(sandbox.read("CardTests/showsTitle.txt") == "new\n")
    }

    @Test func aScopedRecordModeWinsOverTheEnvironment() throws {
        let sandbox = SnapshotSandbox(environment: ["WIREFRAME_RECORD": "failed"])
        try sandbox.write("old\n", to: "CardTests/showsTitle.txt")
        let outcome = withSnapshotTesting(record: .never) { sandbox.verify("new", record: nil) }
        #expect(outcome.status == .mismatched)
        #expect(sandbox.read("CardTests/showsTitle.txt") == "old\n")
    }

    @Test func theAssertionsOwnRecordArgumentWinsOverTheScope() throws {
        let sandbox = SnapshotSandbox()
        try sandbox.write("old\n", to: "CardTests/showsTitle.txt")
        let outcome = withSnapshotTesting(record: .failed) { sandbox.verify("new", record: .never) }
        #expect(outcome.status == .mismatched)
    }

    @Test func nestedScopesOverrideOnlyWhatTheySet() {
        let settings = withSnapshotTesting(record: .never, snapshotDirectory: "Goldens", diffTool: "ksdiff %old %new") {
            withSnapshotTesting(record: .failed) { SnapshotSettings.current }
        }
        #expect(settings == SnapshotSettings(record: .failed, snapshotDirectory: "Goldens", diffTool: "ksdiff %old %new"))
        #expect(SnapshotSettings.current == SnapshotSettings())
    }

    @Test func aScopedDirectoryIsRelativeToThePackageRoot() {
        let sandbox = SnapshotSandbox()
        let outcome = withSnapshotTesting(snapshotDirectory: "Goldens") { sandbox.verify("a") }
        #expect(outcome.goldenPath == sandbox.root + "/Goldens/CardTests/showsTitle.txt")
        #expect(FileManager.default.contents(atPath: sandbox.root + "/Goldens/CardTests/showsTitle.txt") == Data("a\n".utf8))
    }

    @Test func concurrentTasksKeepTheirOwnSettings() async {
        let modes: [SnapshotRecordMode] = [.all, .failed, .never, .missing]
        let seen = await withTaskGroup(of: (SnapshotRecordMode, SnapshotRecordMode?).self) { group in
            for mode in modes {
                group.addTask {
                    await withSnapshotTesting(record: mode) {
                        await Task.yield()
                        return (mode, SnapshotSettings.current.record)
                    }
                }
            }
            var seen: [(SnapshotRecordMode, SnapshotRecordMode?)] = []
            for await pair in group { seen.append(pair) }
            return seen
        }
        #expect(seen.count == modes.count)
        #expect(seen.allSatisfy { $0.0 == $0.1 })
    }

    @MainActor @Test func anAsyncScopeRunsAViewAssertionOnTheCallersActor() async throws {
        let directory = FileManager.default.temporaryDirectory.path + "/wireframe-settings-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/SnapshotSettingsTests", withIntermediateDirectories: true)
        let golden = directory + "/SnapshotSettingsTests/anAsyncScopeRunsAViewAssertionOnTheCallersActor.txt"
        try Data(" ┌────┐\n │ Hi │\n └────┘\n\n".utf8).write(to: URL(fileURLWithPath: golden))
        await withSnapshotTesting(record: .never, snapshotDirectory: directory) {
            await Task.yield()
            assertSnapshot(of: Text("Hi").padding(16).border(.black), as: .ascii(width: 64, height: nil))
        }
    }

    @Test func theDiffToolIsPrintedWithAMismatch() throws {
        let sandbox = SnapshotSandbox()
        try sandbox.write("old\n", to: "CardTests/showsTitle.txt")
        let outcome = withSnapshotTesting(diffTool: "ksdiff %old %new") { sandbox.verify("new", record: .never) }
        let golden = sandbox.snapshots + "/CardTests/showsTitle.txt"
        #expect(outcome.message?.hasSuffix("\n\nCompare them with: ksdiff \(golden) \(golden).new") == true)
    }

    @Test func theDiffToolComesFromTheEnvironmentWhenNoScopeSetsIt() {
        let sandbox = SnapshotSandbox(environment: ["WIREFRAME_DIFF_TOOL": "code --diff %old %new"])
        let outcome = sandbox.verify("new", record: .never)
        let golden = sandbox.snapshots + "/CardTests/showsTitle.txt"
        #expect(outcome.status == .missing)
        #expect(outcome.message?.hasSuffix("\n\nCompare them with: code --diff /dev/null \(golden).new") == true)
    }

    @Test func withoutADiffToolNoCommandIsPrinted() throws {
        let sandbox = SnapshotSandbox()
        try sandbox.write("old\n", to: "CardTests/showsTitle.txt")
        #expect(sandbox.verify("new", record: .never).message?.contains("Compare them with") == false)
    }

    @Test func theDiffToolQuotesPathsForTheShell() {
        let tool = SnapshotDiffTool("code --diff %old %new # 100%")
        #expect(tool.command(old: "/tmp/a b.txt", new: "/tmp/it's.txt") == #"code --diff '/tmp/a b.txt' '/tmp/it'\''s.txt' # 100%"#)
        #expect(SnapshotDiffTool("ksdiff %old %new").command(old: "/a/한글.txt", new: "/b.txt") == "ksdiff /a/한글.txt /b.txt")
    }
}

@Suite(.snapshots(record: .failed, diffTool: "suite %old %new"))
struct SnapshotsTraitTests {
    @Test func aSuiteTraitAppliesToItsTests() {
        #expect(SnapshotSettings.current == SnapshotSettings(record: .failed, diffTool: "suite %old %new"))
    }

    @Test(.snapshots(record: .all, snapshotDirectory: "Elsewhere"))
    func aTestTraitOverridesTheSuitesSettingsItNames() {
        #expect(SnapshotSettings.current == SnapshotSettings(record: .all, snapshotDirectory: "Elsewhere", diffTool: "suite %old %new"))
    }

    @Suite(.snapshots(diffTool: "inner %old %new"))
    struct Nested {
        @Test func anInnerSuiteOverridesTheOuterOne() {
            #expect(SnapshotSettings.current == SnapshotSettings(record: .failed, diffTool: "inner %old %new"))
        }
    }

    @Test func aBlockInsideATraitOverridesIt() {
        withSnapshotTesting(record: .never) {
            #expect(SnapshotSettings.current.record == .never)
            #expect(SnapshotSettings.current.diffTool == "suite %old %new")
        }
    }
}

final class SnapshotSettingsXCTestTests: XCTestCase {
    func testAScopeAppliesToAnXCTestAssertion() throws {
        let directory = FileManager.default.temporaryDirectory.path + "/wireframe-settings-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/SnapshotSettingsTests", withIntermediateDirectories: true)
        let golden = directory + "/SnapshotSettingsTests/testAScopeAppliesToAnXCTestAssertion.txt"
        try Data("Title\n".utf8).write(to: URL(fileURLWithPath: golden))
        withSnapshotTesting(record: .never, snapshotDirectory: directory) {
            assertSnapshot(of: "Title", as: .lines)
        }
        XCTAssertEqual(SnapshotSettings.current, SnapshotSettings())
    }

    func testTheDiffToolIsPrintedWithAnXCTestMismatch() throws {
        let directory = FileManager.default.temporaryDirectory.path + "/wireframe-settings-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/SnapshotSettingsTests", withIntermediateDirectories: true)
        let golden = directory + "/SnapshotSettingsTests/testTheDiffToolIsPrintedWithAnXCTestMismatch.txt"
        try Data("Old\n".utf8).write(to: URL(fileURLWithPath: golden))
        let message = withSnapshotTesting(record: .never, snapshotDirectory: directory, diffTool: "ksdiff %old %new") {
            verifySnapshot(of: "New", as: .lines)
        }
        XCTAssertEqual(message?.hasSuffix("\n\nCompare them with: ksdiff \(golden) \(golden).new"), true)
    }
}
