import BenchKit
import Foundation

/// Runs the selected workloads one after another and prints the report.
@MainActor
struct Suite {
    let options: BenchOptions

    /// Runs the workloads and prints the table or the JSON.
    ///
    /// - Returns: The exit status: 0, or 1 when a workload failed (its error is in the report).
    func run() async -> Int32 {
        let selected = Workload.all.filter { options.selects($0.name) }
        guard !selected.isEmpty else {
            let names = Workload.all.map(\.name).joined(separator: ", ")
            log("no workload matches \(options.filters.map { "'\($0)'" }.joined(separator: ", ")); the workloads are \(names)")
            return 64
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("wireframe-bench-\(getpid())")
        defer { Self.remove(scratch) }
        let executable = Bundle.main.executableURL?.path ?? CommandLine.arguments[0]
        let context = BenchContext(options: options, executablePath: executable, scratch: scratch)
        var figures: [Figure] = []
        var failed = false
        for workload in selected {
            log("running \(workload.name)…")
            do {
                try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
                figures += try await workload.run(context)
            } catch {
                failed = true
                var figure = Figure(workload: workload.name, phase: "failed", items: 0, itemName: "")
                figure.note = "\(workload.name) failed: \(error)"
                figures.append(figure)
                log(figure.note ?? "")
            }
        }
        figures = Figure.linkingSizes(figures)
        let report = Report(machine: .current, figures: figures, targets: Targets.check(figures, isSmoke: options.isSmoke))
        if options.format == .json {
            do {
                print(try report.json())
            } catch {
                log("cannot write the report as JSON: \(error)")
                return 1
            }
        } else {
            print(report.table(), terminator: "")
        }
        return failed ? 1 : 0
    }

    /// Removes the directory tree at `url`: with `rm -rf`, since `FileManager.removeItem` takes
    /// minutes over the tens of thousands of goldens the snapshot workloads leave.
    private static func remove(_ url: URL) {
        let removed = try? ChildProcess.run("/bin/rm", ["-rf", url.path])
        if removed?.status != 0 { try? FileManager.default.removeItem(at: url) }
    }
}

/// Writes a progress or error line on standard error, so standard output holds only the report.
func log(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
