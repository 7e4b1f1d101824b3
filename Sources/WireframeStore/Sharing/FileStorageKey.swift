import Foundation
import WireframeDump

/// A ``SharedKey`` for a value stored as JSON in a file.
///
/// The file is read when the first `@Shared` for it is created; a missing file gives the default
/// value. Every change made with ``Shared/withLock(_:)`` writes the file atomically. A file that
/// cannot be decoded, or a write that fails, is reported with a runtime warning and the value in
/// memory stays usable.
///
/// The file lives in the ``DependencyValues/defaultFileStorage`` in effect where the key is
/// created: the file system in an app, a test's own in-memory storage in a test.
///
/// ```swift
/// @Shared(.fileStorage(.documentsDirectory.appending(path: "memos.json"))) var memos: [Memo] = []
/// ```
public struct FileStorageKey<Value: Codable & Sendable>: SharedKey {
    private let url: URL
    private let storage: FileStorage

    /// Creates a key for the file at `url`.
    public init(_ url: URL) {
        self.url = url
        self.storage = DependencyValues.current.defaultFileStorage.resolved()
    }

    /// The file's standardized path in its storage: keys for the same file share one reference.
    public var id: FileStorageKeyID {
        FileStorageKeyID(storage: storage, path: url.standardizedFileURL.path)
    }

    /// The decoded file, or `defaultValue()` when it is missing or cannot be decoded.
    public func load(default defaultValue: () -> Value) -> Value {
        let loaded: Data?
        do {
            loaded = try storage.load(from: url)
        } catch {
            RuntimeWarning.report("Could not read \"\(url.path)\" for @Shared(.fileStorage): \(error)")
            return defaultValue()
        }
        guard let data = loaded else { return defaultValue() }
        do {
            return try JSONDecoder().decode(Value.self, from: data)
        } catch {
            RuntimeWarning.report(
                "Could not decode \"\(url.path)\" as \(ValueDump.typeName(Value.self)) for @Shared(.fileStorage); "
                    + "using the default value: \(error)")
            return defaultValue()
        }
    }

    /// Writes `value` to the file as JSON, atomically.
    public func save(_ value: Value) {
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try storage.save(encoder.encode(value), to: url)
        } catch {
            RuntimeWarning.report("Could not write \"\(url.path)\" for @Shared(.fileStorage): \(error)")
        }
    }
}

/// What identifies a ``FileStorageKey``: its file's standardized path in one ``FileStorage``.
///
/// ```swift
/// FileStorageKey<Int>(url).id == FileStorageKey<Int>(url.standardizedFileURL).id   // true
/// ```
public struct FileStorageKeyID: Hashable, Sendable {
    let storage: FileStorage
    /// The file's standardized path.
    public let path: String
}

extension SharedKey {
    /// A key for a value stored as JSON in the file at `url`.
    ///
    /// ```swift
    /// @Shared(.fileStorage(URL.temporaryDirectory.appending(path: "settings.json"))) var settings = Settings()
    /// ```
    public static func fileStorage<Value>(_ url: URL) -> Self where Self == FileStorageKey<Value> {
        FileStorageKey(url)
    }
}
