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

    // MARK: Written as a careful tool writes (issue 29)

    @Test func aSymlinkIsWrittenThroughToItsTargetAndStaysALink() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("target.svg")
        let link = directory.appendingPathComponent("link.svg")
        try AtomicFile.write("old", to: target)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "target.svg")
        try AtomicFile.write("new", to: link)
        #expect(try String(contentsOf: target, encoding: .utf8) == "new")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "target.svg")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["link.svg", "target.svg"])
    }

    @Test func aDanglingSymlinkIsWrittenThroughAsAShellRedirectionWould() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let link = directory.appendingPathComponent("memos.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: directory.path + "/real.json")
        try AtomicFile.write("[]", to: link)
        #expect(try String(contentsOf: directory.appendingPathComponent("real.json"), encoding: .utf8) == "[]")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == directory.path + "/real.json")
    }

    @Test func aSymlinkLoopIsRefused() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = directory.appendingPathComponent("a")
        try FileManager.default.createSymbolicLink(atPath: first.path, withDestinationPath: "b")
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("b").path, withDestinationPath: "a")
        #expect(throws: FileWriteError(path: first.path, code: ELOOP)) { try AtomicFile.write("x", to: first) }
    }

    @Test func aDirectoryAtTheTargetIsRefusedAndLeftAsItIs() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        #expect(throws: FileWriteError(path: target.path, reason: "it is a directory, not a regular file")) {
            try AtomicFile.write("x", to: target)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out"])
    }

    @Test func aFIFOAtTheTargetIsRefusedAndLeftAsItIs() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("pipe")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let link = directory.appendingPathComponent("to-pipe")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "pipe")
        for url in [fifo, link] {
            #expect(throws: FileWriteError(path: url.path, reason: "it is a FIFO (a named pipe), not a regular file")) {
                try AtomicFile.write("x", to: url)
            }
        }
        var status = stat()
        #expect(lstat(fifo.path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFIFO)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["pipe", "to-pipe"])
    }

    @Test func aNameThatFitsIsWrittenThoughItsTemporaryNameWouldNot() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let name = String(repeating: "가", count: 78) + ".svg"  // 238 bytes
        let file = directory.appendingPathComponent(name)
        try AtomicFile.write("x", to: file)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [name])
        #expect(AtomicFile.temporaryPrefix(for: file).utf8.count + 36 + 4 <= 255)
    }

    @Test func aNameLongerThanTheFileSystemAllowsIsRefusedByItsLength() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent(String(repeating: "😀", count: 64) + ".svg")  // 260 bytes
        #expect(
            throws: FileWriteError(
                path: file.path, reason: "its name is 260 bytes long, and the file system allows at most 255; choose a shorter name",
                code: ENAMETOOLONG)
        ) { try AtomicFile.write("x", to: file) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [])
    }

    @Test func createMakesTheFileOnlyWhenNoneIsThere() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("golden.txt")
        #expect(try AtomicFile.create(Data("winner".utf8), at: file))
        #expect(try !AtomicFile.create(Data("loser".utf8), at: file))
        #expect(try String(contentsOf: file, encoding: .utf8) == "winner")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["golden.txt"])
    }

    @Test func errorsDescribeThePathAndReason() {
        #expect(FileWriteError(path: "out/a.svg", reason: "Permission denied").description == "cannot write 'out/a.svg': Permission denied")
    }
}
