import BenchKit
import Foundation

/// One workload of the suite: a name `--filter` matches, and the figures it measures.
@MainActor
struct Workload {
    /// The name in the report and for `--filter`, such as `memo-column`.
    var name: String
    /// Measures the workload and returns its figures, in the order they are printed.
    var run: @MainActor (BenchContext) async throws -> [Figure]

    /// Every workload, in the order the suite runs them.
    static let all: [Workload] = [
        .memoColumn, .nestedStacks, .textWrapping, .snapshotLines, .snapshotView, .storeSends, .toastFlow, .jsonTree,
        .renderCommand, .screenHost, .renderDiff,
    ]
}

/// What every workload needs: how many runs to time, which sizes to use, where to put files.
@MainActor
struct BenchContext {
    /// The options of the run.
    let options: BenchOptions
    /// This executable, for starting probes in a process of their own.
    let executablePath: String
    /// A directory of this run's own, removed when the run ends.
    let scratch: URL

    /// Times with the options' runs after a warm-up, or once without one in a smoke run.
    var stopwatch: Stopwatch {
        options.isSmoke ? Stopwatch(runs: 1, warmsUp: false) : Stopwatch(runs: options.runs, warmsUp: true)
    }

    /// `sizes`, or only the smallest in a smoke run.
    func sizes(_ sizes: [Int]) -> [Int] {
        options.isSmoke ? [sizes[0]] : sizes
    }

    /// `full`, or `smoke` in a smoke run: the count of a workload that has one size.
    func count(_ full: Int, smoke: Int) -> Int {
        options.isSmoke ? smoke : full
    }

    /// A new empty directory under ``scratch``.
    func directory(_ name: String) throws -> URL {
        let url = scratch.appendingPathComponent(name + "-" + UUID().uuidString, isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs the probe `name` in a new process of this executable and returns what it measured.
    ///
    /// - Throws: ``ProbeFailure`` when the probe exits unsuccessfully or prints something else.
    func probe(_ name: String, _ arguments: [String]) throws -> Probe.Result {
        let result = try ChildProcess.run(
            executablePath, [BenchCommand.probeCommand, name] + arguments, capturesOutput: true)
        guard result.status == 0, let measured = Probe.Result(result.output) else {
            throw ProbeFailure(name: name, status: result.status, output: result.output)
        }
        return measured
    }
}

/// A probe process that did not exit successfully.
struct ProbeFailure: Error, CustomStringConvertible {
    var name: String
    var status: Int32
    var output = ""

    var description: String {
        status == 0 ? "the \(name) probe printed '\(output)'" : "the \(name) probe exited with status \(status)"
    }
}
