import Foundation
import Testing

@testable import WireframeComponents

/// The JSON file store, in a new temporary directory per test.
@Suite struct MemoFileStoreTests {
    private let shopping = MemoFixtures.memo(1, "장보기", "우유, 계란", minutes: 1)
    private let books = MemoFixtures.memo(2, "읽을 책", "데미안")

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

    @Test func aFileOfANewerSchemaIsSetAside() async throws {
        try await withDirectory { directory in
            let file = directory.appendingPathComponent("memos.json")
            try Data("{\"schemaVersion\": 2, \"memos\": []}".utf8).write(to: file)
            await #expect(throws: MemoStoreError.self) { try await makeStore(file).load() }
            #expect(try MemoFixtures.fileNames(in: directory) == ["memos.corrupt-20231114T221320Z.json"])
        }
    }

    @Test func anUnreadableFileIsSetAside() async throws {
        try await withDirectory { directory in
            let file = directory.appendingPathComponent("memos.json")
            try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
            let store = makeStore(file)
            await #expect(throws: MemoStoreError.self) { try await store.load() }
            try await store.save(.add(books))
            var isDirectory: ObjCBool = false
            let aside = directory.appendingPathComponent("memos.corrupt-20231114T221320Z.json")
            #expect(FileManager.default.fileExists(atPath: aside.path, isDirectory: &isDirectory) && isDirectory.boolValue)
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
