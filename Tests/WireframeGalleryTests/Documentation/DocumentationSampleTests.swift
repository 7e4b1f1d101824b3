import Foundation
import Testing

/// Every Swift sample of the README and of the DocC articles is code this package compiles.
///
/// A ```` ```swift ```` block of a page passes when its lines appear, in order and next to one
/// another, in one of the files that are built: the samples beside this file (one file per
/// article, `<Article>Samples.swift`), those that import the Linux-only `SnapshotTesting` module
/// (in `Tests/SnapshotTestingModuleTests/Documentation`), or the example packages CI builds
/// (`Examples/MyGallery`, `Examples/Reminders`). Lines are compared without their indentation,
/// trailing `//` comments and `import` lines, and blank and comment-only lines are skipped, so a
/// sample may sit inside a function or a type of the samples file and its imports stand at the top
/// of the file.
///
/// A block that leaves code out with `…` outside comments and strings (`Reduce { … }`) is a fragment and
/// is not compiled; so is a package manifest, whose first line is `// swift-tools-version:`
/// (the Getting Started tour's manifest is the one: CI builds the example packages' manifests),
/// or a part of one, whose first line is `// Package.swift`.
@Suite struct DocumentationSampleTests {
    /// A page's Swift block that no compiled file holds.
    struct MissingSample: CustomStringConvertible {
        var page: String
        var line: Int
        var firstLine: String

        var description: String { "\(page):\(line): no compiled file holds the sample starting '\(firstLine)'" }
    }

    private static let packageRoot: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
            folder.deleteLastPathComponent()
        }
        return folder
    }()

    /// The README and every article of the DocC catalogs, relative to the package root.
    static let pages: [String] = {
        var pages = ["README.md"]
        let sources = packageRoot.appendingPathComponent("Sources")
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "md", url.path.contains(".docc/") {
                pages.append(String(url.path.dropFirst(packageRoot.path.count + 1)))
            }
        }
        return pages.sorted()
    }()

    /// The normalized lines of every compiled file a sample may live in.
    private static let compiledFiles: [[String]] = {
        let folders = [
            "Tests/WireframeGalleryTests/Documentation", "Tests/SnapshotTestingModuleTests/Documentation",
            "Examples/MyGallery", "Examples/Reminders",
        ]
        var files: [[String]] = []
        for folder in folders {
            let root = packageRoot.appendingPathComponent(folder)
            let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                guard url.pathExtension == "swift", !url.path.contains("/.build/"),
                    let text = try? String(contentsOf: url, encoding: .utf8)
                else { continue }
                files.append(normalized(text.components(separatedBy: "\n")))
            }
        }
        return files
    }()

    @Test func theSamplesAreFound() {
        #expect(Self.pages.contains("README.md"))
        #expect(Self.pages.contains { $0.hasSuffix("GettingStarted.md") })
        #expect(Self.compiledFiles.count > 5)
    }

    @Test(arguments: pages) func everySwiftSampleOfThePageIsCompiled(page: String) throws {
        let text = try String(contentsOf: Self.packageRoot.appendingPathComponent(page), encoding: .utf8)
        var missing: [MissingSample] = []
        for block in Self.swiftBlocks(in: text) where !Self.isFragment(block.lines) {
            let sample = Self.normalized(block.lines)
            if sample.isEmpty { continue }
            if !Self.compiledFiles.contains(where: { Self.contains($0, sample) }) {
                let first = block.lines.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
                missing.append(MissingSample(page: page, line: block.line, firstLine: first))
            }
        }
        #expect(missing.isEmpty, "\(missing.map(\.description).joined(separator: "\n"))")
    }

    @Test func aFragmentIsABlockElidingCodeOrAManifest() {
        #expect(Self.isFragment(["Reduce { … }.ifLet(\\.$banner, action: \\.banner)"]))
        #expect(!Self.isFragment(["assertSnapshot(of: view, as: .ascii)   // a.txt, b.txt, …"]))
        #expect(!Self.isFragment([#"assertSnapshot(of: log, as: .lines.redacting(#/token=\w+/#, with: "token=…"))"#]))
        #expect(Self.isFragment(["// swift-tools-version:6.0", "import PackageDescription"]))
        #expect(Self.isFragment(["// Package.swift", ".product(name: \"SnapshotTesting\", package: \"Wireframe\"),"]))
    }

    @Test func samplesAreComparedWithoutIndentationCommentsOrImports() {
        let file = Self.normalized(["import Testing", "func f() {", "    let a = 1   // one", "", "    print(a)", "}"])
        #expect(Self.contains(file, Self.normalized(["import Wireframe", "let a = 1", "// then", "print(a)"])))
        #expect(!Self.contains(file, Self.normalized(["print(a)", "let a = 1"])))
        #expect(Self.normalized([#"let url = "https://example.com" // a URL"#]) == [#"let url = "https://example.com""#])
    }

    /// The ```` ```swift ```` blocks of a Markdown page, with the line each starts on.
    static func swiftBlocks(in text: String) -> [(line: Int, lines: [String])] {
        var blocks: [(line: Int, lines: [String])] = []
        var current: [String]?
        var start = 0
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil {
                if trimmed == "```swift" {
                    current = []
                    start = index + 1
                }
            } else if trimmed.hasPrefix("```") {
                blocks.append((start, current ?? []))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    static func isFragment(_ lines: [String]) -> Bool {
        let first = lines.first { !$0.isEmpty } ?? ""
        if first.hasPrefix("// swift-tools-version:") || first == "// Package.swift" { return true }
        return lines.contains { codeOutsideStrings($0).contains("…") }
    }

    static func normalized(_ lines: [String]) -> [String] {
        lines.compactMap { line in
            let code = withoutComment(line).trimmingCharacters(in: .whitespaces)
            if code.isEmpty || code.hasPrefix("import ") || code.hasPrefix("@testable import ") { return nil }
            return code
        }
    }

    /// The line without a trailing `//` comment that starts outside a string literal.
    static func withoutComment(_ line: String) -> String {
        var inString = false
        var previous: Character?
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString, character == "/", previous == "/" {
                return String(line[..<line.index(before: index)])
            }
            previous = character
            index = line.index(after: index)
        }
        return line
    }

    /// The line without its comment and the contents of its string literals.
    static func codeOutsideStrings(_ line: String) -> String {
        var code = ""
        var inString = false
        var previous: Character?
        for character in withoutComment(line) {
            if character == "\"" && previous != "\\" {
                inString.toggle()
            } else if !inString {
                code.append(character)
            }
            previous = character
        }
        return code
    }

    static func contains(_ file: [String], _ sample: [String]) -> Bool {
        guard !sample.isEmpty, sample.count <= file.count else { return sample.isEmpty }
        for start in 0...(file.count - sample.count) where file[start] == sample[0] {
            if Array(file[start..<(start + sample.count)]) == sample { return true }
        }
        return false
    }
}
