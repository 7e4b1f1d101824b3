import Foundation
import Testing
import WireframeStore

@MainActor
@Suite struct FileStorageTests {
    private let url = URL(fileURLWithPath: "/nonexistent-folder/FileStorageTests/values.json")

    @Test func underTestsAFileIsKeptInMemoryAndNeverWritten() {
        @Shared(.fileStorage(url)) var values = [1, 2]
        $values.withLock { $0.append(3) }
        #expect(values == [1, 2, 3])
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test func aTestSeesItsOwnFilesOnly() {
        // The test above writes this path too, before or beside this one: here it holds nothing.
        @Shared(.fileStorage(url)) var values = [Int]()
        #expect(values == [])
        $values.withLock { $0 = [42] }
        #expect(values == [42])
    }

    @Test func aFileWrittenInMemoryIsReadAgainByTheNextKeyOfIt() {
        let storage = FileStorage.inMemory
        withDependencies {
            $0.defaultFileStorage = storage
        } operation: {
            do {
                @Shared(.fileStorage(url)) var values = [Int]()
                $values.withLock { $0 = [7] }
            }
            @Shared(.fileStorage(url)) var reloaded = [Int]()
            #expect(reloaded == [7])
        }
    }

    @Test func eachInMemoryStorageIsAnotherOne() {
        #expect(FileStorage.inMemory != FileStorage.inMemory)
        #expect(FileStorage.fileSystem == FileStorage.fileSystem)
        let first = withDependencies {
            $0.defaultFileStorage = .inMemory
        } operation: {
            FileStorageKey<Int>(url).id
        }
        let second = withDependencies {
            $0.defaultFileStorage = .inMemory
        } operation: {
            FileStorageKey<Int>(url).id
        }
        #expect(first != second)
        #expect(first.path == url.path)
    }
}
