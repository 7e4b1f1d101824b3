import Foundation
import Testing

@testable import WireframeComponents

/// The JSON file store, in a new temporary directory per test.
@Suite struct MemoFileStoreTests {
    private let shopping = MemoFixtures.memo(1, "장보기", "우유, 계란", minutes: 1)
    private let books = MemoFixtures.memo(2, "읽을 책", "데미안")
    private let milk = MemoFixtures.memo(3, "장보기", "우유")

    private func withDirectory(_ body: (URL) async throws -> Void) async throws {
        let directory = try MemoFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try await body(directory)
    }

    private func makeStore(_ file: URL) -> MemoFileStore {
        MemoFileStore(fileURL: file, now: { MemoFixtures.start })
    }

    @Test func savedMemosComeBackInANewStore() async throws {
        try await withDirectory { directory in
            let file = directory.appendingPathComponent("memos.json")
            let store = makeStore(file)
            try await store.save(.add(books))
            try await store.save(.add(shopping))
            #expect(try await makeStore(file).load() == [shopping, books])
        }
    }

    @Test func aMissingFileLoadsNoMemos() async throws {
        try await withDirectory { directory in
            let memos = try await makeStore(directory.appendingPathComponent("memos.json")).load()
            #expect(memos == [])
        }
    }

    @Test func theFileHoldsTheSchemaVersionAndTheMemos() async throws {
        try await withDirectory { directory in
            let file = directory.appendingPathComponent("memos.json")
            try await makeStore(file).save(.add(books))
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(
                text == """
                    {
                      "memos" : [
                        {
                          "color" : "blue",
                          "date" : "2023-11-14T22:13:20.000Z",
                          "description" : "데미안",
                          "id" : "00000000-0000-0000-0000-000000000002",
                          "title" : "읽을 책"
                        }
                      ],
                      "schemaVersion" : 1
                    }
                    """)
        }
    }

    @Test func theDirectoryIsCreatedOnTheFirstSave() async throws {
        try await withDirectory { directory in
            let file = directory.appendingPathComponent("Wireframe/memos.json")
            try await makeStore(file).save(.add(books))
            #expect(FileManager.default.fileExists(atPath: file.path))
        }
    }

    @Test func aDamagedFileIsSetAsideWithItsBytesAndReported() async throws {
        try await withDirectory { directory in
            let file = directory.appendingPathComponent("memos.json")
            let damaged = Data("{\"schemaVersion\": 1, \"memos\": [{\"title\": ".utf8)
            try damaged.write(to: file)
            let store = makeStore(file)
            let aside = directory.appendingPathComponent("memos.corrupt-20231114T221320Z.json")
            await #expect(
                throws: MemoStoreError.fileSetAside(
                    path: file.path, setAsideAt: aside.path,
                    reason: "the file is not a memo document (damaged or not JSON)")
            ) {
                try await store.load()
            }
            #expect(try Data(contentsOf: aside) == damaged)
            #expect(try MemoFixtures.fileNames(in: directory) == ["memos.corrupt-20231114T221320Z.json"])
            #expect(try await store.load() == [])
        }
    }

    @Test func theNextSaveStartsANewFileAndLeavesTheSetAsideOne() async throws {
        try await withDirectory { directory in
            let file = directory.appendingPathComponent("memos.json")
            let damaged = Data("garbage".utf8)
            try damaged.write(to: file)
            let store = makeStore(file)
            try await store.save(.add(books))
            let aside = directory.appendingPathComponent("memos.corrupt-20231114T221320Z.json")
            #expect(try Data(contentsOf: aside) == damaged)
            #expect(try await makeStore(file).load() == [books])
            await #expect(throws: MemoStoreError.self) { try await store.load() }
        }
    }

    @Test func aSetAsideFileIsNeverReplaced() async throws {
        try await withDirectory { directory in
            let file = directory.appendingPathComponent("memos.json")
            let first = directory.appendingPathComponent("memos.corrupt-20231114T221320Z.json")
            try Data("earlier".utf8).write(to: first)
            try Data("later".utf8).write(to: file)
            _ = try? await makeStore(file).load()
            let second = directory.appendingPathComponent("memos.corrupt-20231114T221320Z-2.json")
            #expect(try Data(contentsOf: first) == Data("earlier".utf8))
            #expect(try Data(contentsOf: second) == Data("later".utf8))
        }
    }

    @Test func aFileOfANewerSchemaIsKeptAndRefusedNamingItsVersion() async throws {
        try await withDirectory { directory in
            let file = directory.appendingPathComponent("memos.json")
            let newer = Data("{\"schemaVersion\": 2, \"memos\": [], \"folders\": []}".utf8)
            try newer.write(to: file)
            let store = makeStore(file)
            let refusal = MemoStoreError.newerSchemaVersion(path: file.path, version: 2)
            await #expect(throws: refusal) { try await store.load() }
            await #expect(throws: refusal) { try await store.save(.add(books)) }
            #expect(try Data(contentsOf: file) == newer)
            #expect(try MemoFixtures.fileNames(in: directory) == ["memos.json"])
            #expect(refusal.description.contains("schema version 2"))
            #expect(refusal.message.contains("memos.json") && refusal.message.contains("스키마 버전 2"))
        }
    }

    @Test func aDirectoryAtTheMemoPathIsReportedByNameWithWhatToDo() async throws {
        try await withDirectory { directory in
            let file = directory.appendingPathComponent("memos.json")
            try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
            await #expect(
                throws: MemoStoreError.fileUnusable(path: file.path, reason: "it is a directory, not a file; move it out of the way")
            ) { try await makeStore(file).load() }
        }
    }

    @Test func aDanglingSymlinkIsWrittenThroughToTheFileItNames() async throws {
        try await withDirectory { directory in
            let target = directory.appendingPathComponent("real.json")
            let link = directory.appendingPathComponent("memos.json")
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real.json")
            #expect(try await makeStore(link).load() == [])
            try await makeStore(link).save(.add(books))
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "real.json")
            #expect(try await makeStore(target).load() == [books])
        }
    }

    @Test func aSymlinkToADamagedFileSetsAsideTheTargetAndKeepsTheLink() async throws {
        try await withDirectory { directory in
            let data = directory.appendingPathComponent("data")
            try FileManager.default.createDirectory(at: data, withIntermediateDirectories: false)
            let target = data.appendingPathComponent("real.json")
            let link = directory.appendingPathComponent("memos.json")
            try Data("damaged".utf8).write(to: target)
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "data/real.json")
            let store = makeStore(link)
            let aside = data.appendingPathComponent("real.corrupt-20231114T221320Z.json")
            await #expect(
                throws: MemoStoreError.fileSetAside(
                    path: link.path, setAsideAt: aside.path, reason: "the file is not a memo document (damaged or not JSON)")
            ) { try await store.load() }
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "data/real.json")
            #expect(try Data(contentsOf: aside) == Data("damaged".utf8))
            try await store.save(.add(books))
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "data/real.json")
            #expect(try await makeStore(target).load() == [books])
        }
    }

    @Test func aFileThatCannotBeReadIsLeftWhereItIsAndReported() async throws {
        try await withDirectory { directory in
            // A directory in the file's place cannot be read as a file, whoever runs the test.
            let file = directory.appendingPathComponent("memos.json")
            try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
            let store = makeStore(file)
            await #expect(throws: MemoStoreError.self) { try await store.load() }
            await #expect(throws: MemoStoreError.self) { try await store.save(.add(books)) }
            var isDirectory: ObjCBool = false
            #expect(FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory) && isDirectory.boolValue)
            #expect(try MemoFixtures.fileNames(in: directory) == ["memos.json"])
        }
    }

    @Test func aSymlinkedFileIsWrittenThroughToItsTarget() async throws {
        try await withDirectory { directory in
            let target = directory.appendingPathComponent("real.json")
            let link = directory.appendingPathComponent("memos.json")
            try await makeStore(target).save(.add(books))
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
            try await makeStore(link).save(.add(milk))
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
            #expect(try await makeStore(target).load() == [milk, books])
        }
    }

    @Test func filesAreCreatedPrivateWhateverTheUmask() async throws {
        try await withDirectory { directory in
            let folder = directory.appendingPathComponent("memos")
            let file = folder.appendingPathComponent("memos.json")
            let old = umask(0)
            defer { umask(old) }
            try await makeStore(file).save(.add(books))
            func permissions(_ url: URL) throws -> Int {
                try (FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int) ?? -1
            }
            #expect(try permissions(folder) == 0o700)
            #expect(try permissions(file) == 0o600)
            #expect(try permissions(folder.appendingPathComponent(".memos.json.lock")) == 0o600)
        }
    }

    @Test func theLockIsNeverOpenedThroughALink() async throws {
        try await withDirectory { directory in
            let file = directory.appendingPathComponent("memos.json")
            let elsewhere = directory.appendingPathComponent("planted")
            try FileManager.default.createSymbolicLink(
                at: directory.appendingPathComponent(".memos.json.lock"), withDestinationURL: elsewhere)
            await #expect(throws: MemoStoreError.self) { try await makeStore(file).save(.add(books)) }
            #expect(!FileManager.default.fileExists(atPath: elsewhere.path))
        }
    }

    @Test func temporaryFilesOfUnfinishedSavesAreRemovedByTheNextSave() async throws {
        try await withDirectory { directory in
            let file = directory.appendingPathComponent("memos.json")
            let stale = directory.appendingPathComponent(".memos.json.0A1B2C3D.tmp")
            try Data(repeating: 0x20, count: 1_000).write(to: stale)
            try await makeStore(file).save(.add(books))
            #expect(!FileManager.default.fileExists(atPath: stale.path))
            #expect(try await makeStore(file).load() == [books])
        }
    }

    @Test func concurrentSavesLoseNoMemo() async throws {
        try await withDirectory { directory in
            let file = directory.appendingPathComponent("memos.json")
            let store = makeStore(file)
            await withThrowingTaskGroup(of: Void.self) { group in
                for number in 1...100 {
                    group.addTask {
                        try await store.save(.add(MemoFixtures.memo(number, "메모 \(number)", minutes: Double(number))))
                    }
                }
            }
            let saved = try await makeStore(file).load()
            #expect(saved.count == 100)
            #expect(saved.map(\.title) == (1...100).reversed().map { "메모 \($0)" })
        }
    }

    @Test func concurrentAddsAndDeletesKeepEveryUndeletedMemo() async throws {
        try await withDirectory { directory in
            let file = directory.appendingPathComponent("memos.json")
            let store = makeStore(file)
            for number in 1...20 {
                try await store.save(.add(MemoFixtures.memo(number, "old \(number)")))
            }
            await withThrowingTaskGroup(of: Void.self) { group in
                for number in 1...20 {
                    group.addTask { try await store.save(.delete([MemoFixtures.id(number)])) }
                    group.addTask {
                        try await store.save(.add(MemoFixtures.memo(100 + number, "new \(number)", minutes: 1)))
                    }
                }
            }
            let saved = try await makeStore(file).load()
            #expect(Set(saved.map(\.title)) == Set((1...20).map { "new \($0)" }))
        }
    }

    @Test func twoStoresOnOneFileLoseNoMemo() async throws {
        try await withDirectory { directory in
            let file = directory.appendingPathComponent("memos.json")
            let first = makeStore(file)
            let second = makeStore(file)
            _ = try await first.load()
            _ = try await second.load()
            await withThrowingTaskGroup(of: Void.self) { group in
                for number in 1...20 {
                    let store = number.isMultiple(of: 2) ? first : second
                    group.addTask { try await store.save(.add(MemoFixtures.memo(number, "메모 \(number)"))) }
                }
            }
            let saved = try await makeStore(file).load()
            #expect(Set(saved.map(\.title)) == Set((1...20).map { "메모 \($0)" }))
        }
    }

    @Test func savingLeavesNoTemporaryFiles() async throws {
        try await withDirectory { directory in
            let file = directory.appendingPathComponent("memos.json")
            let store = makeStore(file)
            for number in 1...10 {
                try await store.save(.add(MemoFixtures.memo(number, "메모 \(number)")))
            }
            #expect(try MemoFixtures.fileNames(in: directory) == ["memos.json"])
            // Besides it, only the lock file that serialises saves across stores.
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent(".memos.json.lock").path))
        }
    }

    @Test func aFailedWriteLeavesTheFileAndNoTemporaryFile() async throws {
        try await withDirectory { directory in
            // A regular file where the memo file's folder should be: nothing can be written.
            let blocker = directory.appendingPathComponent("blocker")
            try Data("keep".utf8).write(to: blocker)
            let store = makeStore(blocker.appendingPathComponent("memos.json"))
            await #expect(throws: MemoStoreError.self) { try await store.save(.add(shopping)) }
            #expect(try MemoFixtures.fileNames(in: directory) == ["blocker"])
            #expect(try Data(contentsOf: blocker) == Data("keep".utf8))
        }
    }
}
