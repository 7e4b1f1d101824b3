import Foundation
import Testing

@testable import WireframeComponents

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A process killed with `SIGKILL` in the middle of a save leaves the memo file as it was before
/// that save or as it is after it, never torn, and the next load removes what the killed save
/// left behind.
@Suite(.serialized) struct MemoFileStoreCrashTests {
    /// The memos the file starts with: long ones, so that each save writes and flushes a few
    /// megabytes, most of its time, and a kill often lands inside the write.
    private static let initialMemos = (1...50).map {
        MemoFixtures.memo($0, "처음 메모 \($0)", String(repeating: "긴 내용 ", count: 10_000), minutes: Double($0))
    }

    @Test func aSaveKilledAtAnyMomentLeavesTheOldFileOrTheNewOne() async throws {
        let directory = try MemoFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("memos.json")
        try MemoFile(memos: Self.initialMemos).encoded().write(to: file)

        var generator = SystemRandomNumberGenerator()
        var killedWhileWriting = 0
        for trial in 0..<20 {
            let first = trial * 1_000
            let moment: KillMoment = trial.isMultiple(of: 2) ? .random : .whileWriting
            let printed = try Self.runSaverAndKill(file: file, first: first, at: moment, using: &generator)
            killedWhileWriting += try Self.temporaryFiles(in: directory).isEmpty ? 0 : 1

            // Read by the store's own decoder first: a torn file would not decode.
            let decoded = try MemoFile.decode(Data(contentsOf: file))
            let added = decoded.memos.compactMap { memo -> Int? in
                guard memo.title.hasPrefix("메모 "), let number = Int(memo.title.dropFirst(3)) else { return nil }
                return number
            }
            let thisTrial = added.filter { $0 >= first }.sorted()
            #expect(thisTrial == Array(first..<first + thisTrial.count), "trial \(trial): the saves are a run from the first")
            #expect(thisTrial.count >= printed.count, "trial \(trial): every save the process reported is in the file")
            #expect(thisTrial.count <= printed.count + 1, "trial \(trial): at most the save it was killed in is added unreported")
            #expect(decoded.memos.count == Self.initialMemos.count + added.count)

            // The next load sees the same memos, reports nothing and removes the killed save's file.
            let loaded = try await MemoFileStore(fileURL: file).load()
            #expect(loaded.count == decoded.memos.count)
            #expect(try Self.temporaryFiles(in: directory).isEmpty, "trial \(trial): the next load removed the temporary file")
        }
        // Some kills must fall inside a write; otherwise the test tested nothing.
        #expect(killedWhileWriting > 0, "no kill landed while a temporary file was being written")
    }

    @Test func aLoadRemovesTheTemporaryFilesOfKilledSaves() async throws {
        let directory = try MemoFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("memos.json")
        try await MemoFileStore(fileURL: file).save(.add(Self.initialMemos[0]))
        let stale = directory.appendingPathComponent(".memos.json.0A1B2C3D.tmp")
        try Data(repeating: 0x20, count: 1_000).write(to: stale)
        #expect(try await MemoFileStore(fileURL: file).load() == [Self.initialMemos[0]])
        #expect(!FileManager.default.fileExists(atPath: stale.path))
    }

    @Test func loadingAnUntouchedDirectoryCreatesNothing() async throws {
        let directory = try MemoFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try await MemoFileStore(fileURL: directory.appendingPathComponent("memos.json")).load() == [])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    /// When the saver is killed, once it has finished two saves.
    private enum KillMoment {
        /// Anywhere in one save's time: reading, encoding, writing or renaming.
        case random
        /// As soon as the next save's temporary file is seen.
        case whileWriting
    }

    /// Starts `memo-saver`, lets it finish two saves to learn how long one takes, kills it with
    /// `SIGKILL` at `moment` and returns the numbers it reported saved.
    private static func runSaverAndKill(
        file: URL, first: Int, at moment: KillMoment, using generator: inout some RandomNumberGenerator
    ) throws -> [Int] {
        let executable = productsDirectory.appendingPathComponent("memo-saver")
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build the memo-saver product first")
        let output = file.deletingLastPathComponent().appendingPathComponent("saver-output")
        try Data().write(to: output)
        let handle = try FileHandle(forWritingTo: output)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = executable
        process.arguments = [file.path, String(first)]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = handle
        try process.run()
        func saves() -> Int { (try? String(contentsOf: output, encoding: .utf8))?.split(separator: "\n").count ?? 0 }
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(60)
        while saves() < 1, clock.now < deadline { Thread.sleep(forTimeInterval: 0.001) }
        let firstSave = clock.now
        while saves() < 2, clock.now < deadline { Thread.sleep(forTimeInterval: 0.001) }
        let period = clock.now - firstSave
        switch moment {
        case .random:
            Thread.sleep(forTimeInterval: Double.random(in: 0..<1, using: &generator) * Self.seconds(period))
        case .whileWriting:
            let directory = file.deletingLastPathComponent()
            let giveUp = clock.now + period * 3
            while (try? temporaryFiles(in: directory).isEmpty) ?? true, clock.now < giveUp {}
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal, "the saver ran until killed")
        let printed = try String(contentsOf: output, encoding: .utf8)
        try FileManager.default.removeItem(at: output)
        return printed.split(separator: "\n").compactMap { Int($0) }
    }

    /// Where SwiftPM puts the built products: beside the test bundle.
    private static var productsDirectory: URL {
        #if os(macOS)
            for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
                return bundle.bundleURL.deletingLastPathComponent()
            }
        #endif
        return Bundle.main.bundleURL
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    private static func temporaryFiles(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tmp") }
    }
}
