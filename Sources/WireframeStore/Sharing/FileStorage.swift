import Foundation
import WireframeDump

/// Where ``FileStorageKey``s read and write their files, as swift-sharing's `FileStorage`: the
/// file system, or files kept in memory.
///
/// A key uses the ``DependencyValues/defaultFileStorage`` in effect where it is created. In an
/// app that is ``fileSystem``. In a test process it is ``inMemory`` for each Swift Testing test
/// (in a test that links `WireframeTesting`): a test's `@Shared(.fileStorage(url))` starts from
/// its default, never reads or writes the disk, and never sees another test's files, even when
/// tests run in parallel. Outside a Swift Testing test (XCTest, a test's detached task), one
/// in-memory storage serves the whole test process.
///
/// ```swift
/// // An app that must not touch the disk, as SyncUps does when UI-testing:
/// let store = Store(initialState: AppFeature.State()) { AppFeature() } withDependencies: {
///     $0.defaultFileStorage = .inMemory
/// }
/// // A test that checks the file it writes:
/// withDependencies { $0.defaultFileStorage = .fileSystem } operation: {
///     @Shared(.fileStorage(url)) var settings = Settings()
/// }
/// ```
public struct FileStorage: Hashable, Sendable {
    private let identity: Identity
    private let files: InMemoryFiles?

    private init(files: InMemoryFiles?) {
        self.identity = Identity()
        self.files = files
    }

    private final class Identity: Sendable {}

    /// The file system: files are read with `Data(contentsOf:)` and written atomically.
    public static let fileSystem = FileStorage(files: nil)

    /// A new, empty storage kept in memory: each use of `inMemory` is a different storage.
    public static var inMemory: FileStorage { FileStorage(files: InMemoryFiles()) }

    /// The storage of the running test, or of the test process where no Swift Testing test runs.
    static let perTest = FileStorage(files: nil)
    private static let testStorages = LockIsolated<[String: FileStorage]>([:])
    private static let processTestStorage = FileStorage.inMemory

    /// This storage, with ``perTest`` made the running test's own in-memory storage.
    func resolved() -> FileStorage {
        guard self == .perTest else { return self }
        guard let test = TestFrameworkBridge.currentSwiftTestingTestID else { return Self.processTestStorage }
        return Self.testStorages.withValue { storages in
            if let storage = storages[test] { return storage }
            let storage = FileStorage.inMemory
            storages[test] = storage
            return storage
        }
    }

    /// Whether this storage is the file system: only there do the reports name real files.
    var isFileSystem: Bool { files == nil }

    /// The contents of the file at `url`; `nil` when there is no such file.
    ///
    /// - Throws: The file system's error when the file exists but cannot be read.
    func load(from url: URL) throws -> Data? {
        if let files { return files.data(at: url) }
        do {
            return try Data(contentsOf: url)
        } catch {
            if FileManager.default.fileExists(atPath: url.path) { throw error }
            return nil
        }
    }

    /// Writes `data` to the file at `url`, atomically on the file system.
    func save(_ data: Data, to url: URL) throws {
        if let files {
            files.store(data, at: url)
        } else {
            try AtomicFile.write(data, to: url)
        }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity === rhs.identity }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(identity)) }
}

/// Files kept in memory, by standardized path.
private final class InMemoryFiles: Sendable {
    private let files = LockIsolated<[String: Data]>([:])

    func data(at url: URL) -> Data? {
        files.value[url.standardizedFileURL.path]
    }

    func store(_ data: Data, at url: URL) {
        files.withValue { $0[url.standardizedFileURL.path] = data }
    }
}

extension DependencyValues {
    /// Where ``FileStorageKey``s keep their files: the file system in an app, an in-memory storage
    /// of each test's own in a test process (see ``FileStorage``).
    ///
    /// ```swift
    /// let store = Store(initialState: AppFeature.State()) { AppFeature() } withDependencies: {
    ///     $0.defaultFileStorage = .inMemory
    /// }
    /// ```
    public var defaultFileStorage: FileStorage {
        get { self[DefaultFileStorageKey.self] }
        set { self[DefaultFileStorageKey.self] = newValue }
    }
}

private enum DefaultFileStorageKey: DependencyKey {
    static let liveValue: FileStorage = isTesting ? .perTest : .fileSystem
    static let testValue: FileStorage = .perTest
}
