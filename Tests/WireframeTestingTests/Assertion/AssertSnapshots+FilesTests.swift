import Foundation
import Testing
import Wireframe
import XCTest

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

@Suite struct AssertSnapshotsFilesTests {
    private func makeInputs(_ sandbox: SnapshotSandbox, _ files: [String: String]) throws {
        for (name, text) in files {
            let path = sandbox.root + "/Inputs/" + name
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
    }

    private func verifyInputs(_ sandbox: SnapshotSandbox, matching pattern: String = "*.txt") -> [SnapshotOutcome] {
        verifySnapshots(
            forEachFileIn: "Inputs", matching: pattern, as: .lines, request: sandbox.request(),
            environment: sandbox.environment, registry: sandbox.registry
        ) { url in
            try String(contentsOf: url, encoding: .utf8).uppercased()
        }
    }

    @Test func eachMatchingFileGetsAGoldenNamedAfterIt() throws {
        let sandbox = SnapshotSandbox()
        try makeInputs(sandbox, ["b.txt": "bee", "a.txt": "ay", "notes.md": "no", ".hidden.txt": "no", "dir.txt/x": "no"])
        let outcomes = verifyInputs(sandbox)
        #expect(outcomes.map(\.status) == [.recorded, .recorded])
        let goldens = outcomes.map { $0.goldenPath.map { ($0 as NSString).lastPathComponent } }
        #expect(goldens == ["showsTitle.a.txt.txt", "showsTitle.b.txt.txt"])
        #expect(sandbox.read("CardTests/showsTitle.a.txt.txt") == "AY\n")
        #expect(sandbox.read("CardTests/showsTitle.b.txt.txt") == "BEE\n")
    }

    @Test func aNewInputRecordsAndTheOthersMatch() throws {
        let sandbox = SnapshotSandbox()
        try makeInputs(sandbox, ["a.txt": "ay"])
        _ = verifyInputs(sandbox)
        try makeInputs(sandbox, ["c.txt": "see"])
        let outcomes = verifyInputs(sandbox.nextRun())
        #expect(outcomes.map(\.status) == [.matched, .recorded])
        #expect(sandbox.read("CardTests/showsTitle.c.txt.txt") == "SEE\n")
    }

    @Test func noMatchingFileFails() throws {
        let sandbox = SnapshotSandbox()
        try makeInputs(sandbox, ["a.md": "x"])
        let outcomes = verifyInputs(sandbox)
        #expect(outcomes.map(\.status) == [.failed])
        #expect(
            outcomes.first?.message
                == "No file in Inputs matches \"*.txt\". Check the folder (relative to the package root) and the pattern (* and ? wildcards)."
        )
    }

    @Test func aMissingFolderFails() {
        let sandbox = SnapshotSandbox()
        let outcomes = verifyInputs(sandbox)
        #expect(outcomes.first?.message == "Cannot list the input files in \(sandbox.root)/Inputs: there is no such folder.")
    }

    @Test func anErrorReadingOneFileNamesItAndTheOthersStillRun() throws {
        struct Unreadable: Error, CustomStringConvertible {
            var description: String { "not a tree" }
        }
        let sandbox = SnapshotSandbox()
        try makeInputs(sandbox, ["a.txt": "ok", "b.txt": "bad"])
        let outcomes = verifySnapshots(
            forEachFileIn: sandbox.root + "/Inputs", matching: "?.txt", as: .lines, request: sandbox.request(),
            environment: sandbox.environment, registry: sandbox.registry
        ) { url -> String in
            guard url.lastPathComponent == "a.txt" else { throw Unreadable() }
            return "fine"
        }
        #expect(outcomes.map(\.status) == [.recorded, .failed])
        #expect(outcomes.last?.message == "Could not take the snapshot: b.txt: not a tree")
    }

    /// Every JSON tree in Examples/ renders as its golden, through the entry point of
    /// `wireframe render --tree`.
    @MainActor @Test func examplesRenderAsTheirGoldens() {
        assertSnapshots(forEachFileIn: "Examples", matching: "*.json", as: .ascii(width: 390, height: nil)) { url in
            try Node(json: Data(contentsOf: url))
        }
    }
}

final class AssertSnapshotsFilesXCTestTests: XCTestCase {
    func testEveryExampleTreeDecodesToTheSameDump() {
        assertSnapshots(forEachFileIn: "Examples", matching: "*.json", as: .lines) { url in
            try Node(json: Data(contentsOf: url)).dump()
        }
    }
}
