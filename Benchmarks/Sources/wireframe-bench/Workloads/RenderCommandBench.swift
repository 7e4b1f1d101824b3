import BenchKit
import Foundation

extension Workload {
    /// `wireframe render dialog` as a whole process, from spawn to exit, output discarded.
    static let renderCommand = Workload(name: "render-command") { context in
        var figure = Figure(workload: "render-command", phase: "wireframe render dialog", items: 1, itemName: "process")
        let path = context.options.wireframePath ?? RenderCommandBench.defaultPath
        guard FileManager.default.isExecutableFile(atPath: path) else {
            figure.note = "not measured: \(path) is not built (run `swift build -c release --product wireframe` at the package root)"
            return [figure]
        }
        figure.record(
            try context.stopwatch.measure {
                let result = try ChildProcess.run(path, ["render", "dialog"])
                guard result.status == 0 else { throw ProbeFailure(name: "wireframe render dialog", status: result.status) }
                return result.status
            })
        figure.note = "\(path), wall time from spawn to exit"
        return [figure]
    }
}

/// Where the main package builds its command.
enum RenderCommandBench {
    /// `.build/release/wireframe` in the main package, found from this source file's path
    /// (`Benchmarks/Sources/wireframe-bench/Workloads/`).
    static var defaultPath: String {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<5 { root.deleteLastPathComponent() }
        return root.appendingPathComponent(".build/release/wireframe").path
    }
}
