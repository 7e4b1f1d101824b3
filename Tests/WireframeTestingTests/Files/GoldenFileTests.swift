import Foundation
import Testing

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

@Suite struct GoldenFileTests {
    @Test func writeCreatesFoldersAndReadReturnsTheBytes() throws {
        let sandbox = SnapshotSandbox()
        let path = sandbox.snapshots + "/A/b.txt"
        try GoldenFile.write(Data("x\n".utf8), to: path, displayPath: "b.txt")
        #expect(try GoldenFile.read(path, displayPath: "b.txt") == .data(Data("x\n".utf8)))
    }

    @Test func missingFileReadsAsMissing() throws {
        let sandbox = SnapshotSandbox()
        #expect(try GoldenFile.read(sandbox.snapshots + "/none.txt", displayPath: "none.txt") == .missing)
    }

    @Test func directoryIsAnError() throws {
        let sandbox = SnapshotSandbox()
        #expect(throws: SnapshotError.goldenIsDirectory(path: "Tests")) {
            try GoldenFile.read(sandbox.root + "/Tests", displayPath: "Tests")
        }
    }

    @Test func concurrentWritesOfOneFileNeverLeaveItTorn() async throws {
        let sandbox = SnapshotSandbox()
        let path = sandbox.snapshots + "/A/contended.txt"
        let versions = (0..<16).map { Data(String(repeating: "\($0 % 10)", count: 64 * 1024).utf8) }
        try GoldenFile.write(versions[0], to: path, displayPath: "contended.txt")
        let torn = await withTaskGroup(of: Bool.self) { group in
            for version in versions {
                group.addTask {
                    (try? GoldenFile.write(version, to: path, displayPath: "contended.txt")) == nil
                }
                group.addTask {
                    guard case .data(let data)? = try? GoldenFile.read(path, displayPath: "contended.txt") else { return true }
                    return !versions.contains(data)
                }
            }
            var any = false
            for await result in group { any = any || result }
            return any
        }
        #expect(!torn)
        guard case .data(let final) = try GoldenFile.read(path, displayPath: "contended.txt") else {
            Issue.record("the file is missing")
            return
        }
        #expect(versions.contains(final))
        let hidden = try FileManager.default.contentsOfDirectory(atPath: sandbox.snapshots + "/A").filter { $0.hasPrefix(".") }
        #expect(hidden.isEmpty)
    }
}
