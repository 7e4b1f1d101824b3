import BenchKit
import Foundation
import Wireframe
import WireframeComponents
import WireframeStore
import WireframeTesting

extension Workload {
    /// 1,000 `.lines` assertions against goldens of about 2.5 KB, matching and then differing.
    static let snapshotLines = Workload(name: "snapshot-lines") { context in
        let count = context.count(1_000, smoke: 20)
        let text = try SnapshotFixtures.linesText()
        let bench = SnapshotBench(workload: "snapshot-lines", context: context, count: count, strategy: .lines)
        let note = "goldens of \(Format.count(text.utf8.count + 1)) bytes, in a temporary directory"
        return [
            try bench.measure(phase: "matching", golden: text, note: note) { name, directory in
                assertSnapshot(
                    of: text, as: .lines, named: name, record: .never, snapshotDirectory: directory,
                    filePath: "SnapshotBench.swift", testName: "matching")
            },
            try bench.measure(phase: "differing", golden: SnapshotFixtures.changed(text)) { name, directory in
                assertSnapshot(
                    of: text, as: .lines, named: name, record: .never, snapshotDirectory: directory,
                    filePath: "SnapshotBench.swift", testName: "differing")
            },
        ]
    }

    /// 200 view snapshots of a 390 × 844 memo screen, rendered and compared, matching and then
    /// differing.
    static let snapshotView = Workload(name: "snapshot-view") { context in
        let count = context.count(200, smoke: 5)
        let screen = SnapshotFixtures.memoScreen()
        let strategy = Snapshotting<MemosView, String>.ascii(width: 390, height: 844)
        let text = try screen.renderASCII(width: 390, height: 844)
        let bench = SnapshotBench(workload: "snapshot-view", context: context, count: count, strategy: strategy)
        return [
            try bench.measure(phase: "matching 390×844", golden: text) { name, directory in
                assertSnapshot(
                    of: screen, as: strategy, named: name, record: .never, snapshotDirectory: directory,
                    filePath: "SnapshotBench.swift", testName: "matching")
            },
            try bench.measure(phase: "differing 390×844", golden: SnapshotFixtures.changed(text)) { name, directory in
                assertSnapshot(
                    of: screen, as: strategy, named: name, record: .never, snapshotDirectory: directory,
                    filePath: "SnapshotBench.swift", testName: "differing")
            },
        ]
    }
}

/// Snapshot assertions through the public `assertSnapshot`, with goldens written beforehand in
/// a directory of their own for every run (a process claims each golden once).
///
/// Outside a test, `assertSnapshot` reports nothing, so the outcome is read from the files: a
/// mismatch leaves a `<golden>.new` beside its golden, a match leaves none.
@MainActor
struct SnapshotBench<Value> {
    let workload: String
    let context: BenchContext
    let count: Int
    let strategy: Snapshotting<Value, String>

    /// Times `count` assertions against goldens holding `golden`.
    ///
    /// - Parameter assert: Asserts the snapshot named by its first argument, with its goldens
    ///   in the directory given as its second; the golden it reads is
    ///   `<directory>/SnapshotBench/<phase>.<name>.<extension>`.
    func measure(phase: String, golden: String, note: String? = nil, _ assert: (String, String) -> Void) throws -> Figure {
        let matching = phase.hasPrefix("matching")
        let testName = matching ? "matching" : "differing"
        let data = strategy.diffing.toData(golden)
        let setup = { () throws -> String in
            let directory = try context.directory("snapshots")
            try Self.writeGoldens(data, count: count, testName: testName, pathExtension: strategy.pathExtension, in: directory)
            return directory.path
        }
        let check = try setup()
        for index in 0..<count { assert(String(index), check) }
        let pending = try Self.pendingFiles(in: check)
        guard pending == (matching ? 0 : count) else {
            throw SnapshotBenchFailure(phase: phase, expected: matching ? 0 : count, pending: pending)
        }
        var figure = Figure(workload: workload, phase: phase, items: count, itemName: "assertion")
        figure.note = note
        figure.record(
            try context.stopwatch.measure(setup: setup) { directory in
                for index in 0..<count { assert(String(index), directory) }
            })
        return figure
    }

    /// Writes `count` goldens holding `data` in `directory`, where the assertions of `testName`
    /// in `SnapshotBench.swift` named `0`, `1`, … look for them.
    static func writeGoldens(_ data: Data, count: Int, testName: String, pathExtension: String, in directory: URL) throws {
        let folder = directory.appendingPathComponent("SnapshotBench", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for index in 0..<count {
            try data.write(to: folder.appendingPathComponent("\(testName).\(index).\(pathExtension)"))
        }
    }

    /// The `.new` files in the snapshots `directory`.
    static func pendingFiles(in directory: String) throws -> Int {
        let folder = directory + "/SnapshotBench"
        return try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".new") }.count
    }
}

/// Assertions that did not match, or mismatch, as the phase expected.
struct SnapshotBenchFailure: Error, CustomStringConvertible {
    var phase: String
    var expected: Int
    var pending: Int

    var description: String { "\(phase) snapshots left \(pending) pending .new files, expected \(expected)" }
}

/// The goldens and the screen the snapshot workloads compare.
@MainActor
enum SnapshotFixtures {
    /// About 2.5 KB of memo rows as ASCII: whole lines, Korean, Japanese and box drawing.
    static func linesText() throws -> String {
        let picture = try MemoFixtures.column(MemoFixtures.memos(count: 12)).renderASCII(width: 390, height: nil)
        var text = ""
        for line in picture.split(separator: "\n", omittingEmptySubsequences: false) where text.utf8.count < 2_500 {
            text += line + "\n"
        }
        return text
    }

    /// `text` with one character changed in its middle line, so a diff has something to show.
    static func changed(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let middle = lines.count / 2
        lines[middle] = lines[middle].isEmpty ? "changed" : "X" + lines[middle].dropFirst()
        return lines.joined(separator: "\n")
    }

    /// The memo list with six memos, its data in memory.
    static func memoScreen() -> MemosView {
        let state = Memos.State(memos: MemoFixtures.memos(count: 6), hasLoaded: true)
        let memos = state.memos
        let store = Store(initialState: state) {
            Memos()
        } withDependencies: {
            $0.memoClient = .inMemory(memos)
        }
        return MemosView(store: store)
    }
}
