import Foundation

// The tool the PreviewSnapshots build-tool plugin runs: it reads the Swift sources of the modules
// under test, finds their PreviewProvider types and writes the test file that snapshots them.
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
do {
    let found = try modules.map { module in
        let providers = try module.files.sorted().flatMap { path in
            PreviewScanner.providers(in: try String(contentsOfFile: path, encoding: .utf8))
        }
        return (name: module.name, providers: providers)
    }
    try PreviewTestFile(modules: found).source.write(toFile: output, atomically: true, encoding: .utf8)
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
