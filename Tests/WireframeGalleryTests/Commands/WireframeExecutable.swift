import Foundation
import Testing

/// The built `wireframe` executable, run as a separate process the way a user runs it.
///
/// SwiftPM builds it next to the test bundle (`.build/debug/wireframe`), as
/// swift-argument-parser's `AssertExecuteCommand` expects.
struct WireframeExecutable {
    /// What a run printed and how it ended.
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The directory holding the test bundle and the built products.
    static var productsDirectory: URL {
        #if os(macOS)
            for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
                return bundle.bundleURL.deletingLastPathComponent()
            }
        #endif
        return Bundle.main.bundleURL
    }

    /// Runs `wireframe` with `arguments` in `directory`, with standard input empty.
    static func run(_ arguments: [String], in directory: URL? = nil) throws -> Result {
        let executable = productsDirectory.appendingPathComponent("wireframe")
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build the wireframe product first: \(executable.path)")
        // Output goes to files rather than pipes, so a large output cannot fill a pipe and stall.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("wireframe-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return Result(
            status: process.terminationStatus,
            standardOutput: try String(contentsOf: outURL, encoding: .utf8),
            standardError: try String(contentsOf: errURL, encoding: .utf8)
        )
    }
}
