import Foundation

// The tool the PreviewSnapshots build-tool plugin runs: it reads the Swift sources of the modules
// under test, finds their PreviewProvider types and #Preview uses, and writes the test file that
// snapshots them.
//
// USAGE: WireframePreviewScanner --output <file.swift> (--module <name> <source.swift>...)...

let usage = "USAGE: WireframePreviewScanner --output <file.swift> (--module <name> <source.swift>...)..."
var output: String?
var modules: [(name: String, files: [String])] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--output":
        output = arguments.popFirst()
    case "--module":
        guard let name = arguments.popFirst() else { break }
        modules.append((name, []))
    default:
        guard !modules.isEmpty else {
            FileHandle.standardError.write(Data("error: unexpected argument '\(argument)'\n\(usage)\n".utf8))
            exit(2)
        }
        modules[modules.count - 1].files.append(argument)
    }
}
guard let output else {
    FileHandle.standardError.write(Data("error: missing --output <file.swift>\n\(usage)\n".utf8))
    exit(2)
}
/// The text of the Swift file at `path`; an unreadable file or one that is not UTF-8 is an
/// error that names it.
func readSource(at path: String) throws -> String {
    guard let data = FileManager.default.contents(atPath: path) else {
        throw ScanError(description: "cannot read \(path)")
    }
    guard let text = String(data: data, encoding: .utf8) else {
        throw ScanError(description: "\(path) is not UTF-8 text")
    }
    return text
}

struct ScanError: Error, CustomStringConvertible {
    let description: String
}

do {
    let found = try modules.map { module in
        let sources = try module.files.sorted().map { path in (path, try readSource(at: path)) }
        return PreviewTestFile.Module(
            name: module.name,
            providers: sources.flatMap { PreviewScanner.providers(in: $0.1) },
            hasMacroPreviews: sources.contains { PreviewScanner.hasMacroPreviews(in: $0.1) })
    }
    try PreviewTestFile(modules: found).source.write(toFile: output, atomically: true, encoding: .utf8)
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
