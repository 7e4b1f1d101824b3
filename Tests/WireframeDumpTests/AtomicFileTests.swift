import Foundation
import Testing
import WireframeDump

@MainActor
@Suite struct AtomicFileTests {
    private func makeDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("AtomicFileTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func writeStoresTheContentsAsUTF8() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("memo.txt")
        try AtomicFile.write("메모\n", to: file)
        #expect(try Data(contentsOf: file) == Data("메모\n".utf8))
    }

    @Test func writeReplacesAnExistingFileAndLeavesNoTemporaryFile() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("memo.txt")
        try AtomicFile.write("old contents that are longer", to: file)
        try AtomicFile.write("new", to: file)
        #expect(try String(contentsOf: file, encoding: .utf8) == "new")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["memo.txt"])
    }

    @Test func aMissingDirectoryIsAnErrorNamingTheFile() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("missing/memo.txt")
        #expect(throws: FileWriteError(path: file.path, reason: "No such file or directory", code: ENOENT)) {
            try AtomicFile.write("x", to: file)
        }
    }

    @Test func aFailedRenameLeavesTheTargetAndNoTemporaryFile() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("taken")
        try FileManager.default.createDirectory(at: target.appendingPathComponent("inside"), withIntermediateDirectories: true)
        #expect(throws: FileWriteError.self) { try AtomicFile.write("x", to: target) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["taken"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: target.path) == ["inside"])
    }

    @Test func errorsDescribeThePathAndReason() {
        #expect(FileWriteError(path: "out/a.svg", reason: "Permission denied").description == "cannot write 'out/a.svg': Permission denied")
    }
}
