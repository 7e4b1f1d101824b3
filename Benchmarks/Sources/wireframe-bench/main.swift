import BenchKit
import Foundation

// wireframe-bench: see `BenchCommand.usage`, or BENCHMARKS.md at the package root.
let command: BenchCommand
do {
    command = try BenchCommand(parsing: Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data((error.description + "\n").utf8))
    exit(64)
}

switch command {
case .help:
    print(BenchCommand.usage)
case .probe(let name, let arguments):
    do {
        print(try Probe.run(name, arguments))
    } catch {
        FileHandle.standardError.write(Data("probe \(name) failed: \(error)\n".utf8))
        exit(1)
    }
case .run(let options):
    let suite = Suite(options: options)
    exit(await suite.run())
}
