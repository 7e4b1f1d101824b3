import Foundation
import WireframeStore

/// Where the memo app keeps its memos: a dependency with a load and a save.
///
/// The app uses ``live(fileURL:now:)``, a JSON file in the user's data directory (see
/// ``defaultFileURL(environment:)``). Under a `TestStore` each read of the dependency gives a new
/// empty ``inMemory(_:)`` client; a test that looks at what was saved sets its own:
///
/// ```swift
/// let client = MemoClient.inMemory([memo])
/// let store = TestStore(initialState: Memos.State()) {
///     Memos()
/// } withDependencies: {
///     $0.memoClient = client
/// }
/// ```
public struct MemoClient: Sendable {
    /// Reads the saved memos, newest first.
    public var load: @Sendable () async throws -> [Memo]
    /// Saves one change to the memos.
    public var save: @Sendable (_ change: MemoChange) async throws -> Void

    /// Creates a client from its two operations.
    public init(
        load: @escaping @Sendable () async throws -> [Memo],
        save: @escaping @Sendable (_ change: MemoChange) async throws -> Void
    ) {
        self.load = load
        self.save = save
    }

    /// A client keeping the memos in the JSON file at `fileURL`, through a ``MemoFileStore``.
    ///
    /// ```swift
    /// let client = MemoClient.live(fileURL: URL(fileURLWithPath: "/tmp/memos.json"))
    /// ```
    public static func live(fileURL: URL, now: @escaping @Sendable () -> Date = { Date() }) -> MemoClient {
        let store = MemoFileStore(fileURL: fileURL, now: now)
        return MemoClient(
            load: { try await store.load() },
            save: { try await store.save($0) }
        )
    }

    /// A client keeping the memos in memory, starting with `memos`.
    public static func inMemory(_ memos: [Memo] = []) -> MemoClient {
        let store = InMemoryMemos(memos: memos.sortedNewestFirst())
        return MemoClient(
            load: { await store.memos },
            save: { await store.apply($0) }
        )
    }

    /// The memo file's path: `WIREFRAME_MEMOS_PATH` when set, else `Wireframe/memos.json` in the
    /// user's application-support directory (`~/Library/Application Support` on macOS,
    /// `$XDG_DATA_HOME` or `~/.local/share` on Linux).
    ///
    /// ```swift
    /// MemoClient.defaultFileURL(environment: ["WIREFRAME_MEMOS_PATH": "/tmp/m.json"]).path   // "/tmp/m.json"
    /// ```
    public static func defaultFileURL(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        if let path = environment["WIREFRAME_MEMOS_PATH"], !path.isEmpty {
            return URL(fileURLWithPath: (path as NSString).expandingTildeInPath)
        }
        let support =
            FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
        return support.appendingPathComponent("Wireframe").appendingPathComponent("memos.json")
    }
}

/// The memos of an in-memory client.
private actor InMemoryMemos {
    var memos: [Memo]

    init(memos: [Memo]) {
        self.memos = memos
    }

    func apply(_ change: MemoChange) {
        change.apply(to: &memos)
    }
}

extension DependencyValues {
    /// Where the memo app keeps its memos: the JSON file at ``MemoClient/defaultFileURL(environment:)``
    /// when live, a new empty in-memory client under a `TestStore`.
    public var memoClient: MemoClient {
        get { self[MemoClientKey.self] }
        set { self[MemoClientKey.self] = newValue }
    }
}

private enum MemoClientKey: DependencyKey {
    static let liveValue = MemoClient.live(fileURL: MemoClient.defaultFileURL())
    static var testValue: MemoClient { .inMemory() }
}
