import Foundation
import WireframeDump

/// A ``SharedKey`` for a value stored as JSON in a file.
///
/// The file is read when the first `@Shared` for it is created; a missing file gives the default
/// value. Every change made with ``Shared/withLock(_:)`` writes the file atomically. A file that
/// cannot be decoded, or a write that fails, is reported with a runtime warning and the value in
/// memory stays usable.
///
/// ```swift
/// @Shared(.fileStorage(.documentsDirectory.appending(path: "memos.json"))) var memos: [Memo] = []
/// ```
public struct FileStorageKey<Value: Codable & Sendable>: SharedKey {
    private let url: URL

    /// Creates a key for the file at `url`.
    public init(_ url: URL) {
        self.url = url
    }

    /// The file's standardized path: keys for the same file share one reference.
    public var id: String {
        url.standardizedFileURL.path
    }

    /// The decoded file, or `defaultValue()` when it is missing or cannot be decoded.
    public func load(default defaultValue: () -> Value) -> Value {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            if FileManager.default.fileExists(atPath: url.path) {
                RuntimeWarning.report("Could not read \"\(url.path)\" for @Shared(.fileStorage): \(error)")
            }
            return defaultValue()
        }
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
            try AtomicFile.write(encoder.encode(value), to: url)
        } catch {
            RuntimeWarning.report("Could not write \"\(url.path)\" for @Shared(.fileStorage): \(error)")
        }
    }
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
