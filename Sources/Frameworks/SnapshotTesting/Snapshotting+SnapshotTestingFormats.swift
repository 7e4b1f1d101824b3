import Foundation

// The strategies whose format differs between the two libraries. Declared here with the same
// names and types as WireframeTesting's, they shadow them under `import SnapshotTesting`.

extension Snapshotting where Format == String {
    /// Snapshots any value as swift-snapshot-testing's `.dump` does: a tree read through
    /// `Mirror`, `▿ Type` for a value with children and `- label: value` for a leaf, the
    /// fields of structs and classes sorted by their text, in a `.txt` reference.
    ///
    /// ```swift
    /// struct User { let id: Int, name: String }
    /// assertSnapshot(of: User(id: 1, name: "Blob"), as: .dump)
    /// ```
    /// ```
    /// ▿ User
    ///   - id: 1
    ///   - name: "Blob"
    /// ```
    ///
    /// For swift-custom-dump's format (declaration order, `User(id: 1, …)`) use `.customDump`.
    public static var dump: Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { value in MirrorDump.string(value) }
    }
}

extension Snapshotting where Value: Encodable, Format == String {
    /// Snapshots an `Encodable` value as pretty-printed JSON with sorted keys, as
    /// swift-snapshot-testing writes it (slashes escaped), in a `.json` reference.
    ///
    /// ```swift
    /// assertSnapshot(of: user, as: .json)
    /// ```
    public static var json: Snapshotting {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return json(encoder)
    }

    /// Snapshots an `Encodable` value as `encoder` writes it, its settings as they are, in a
    /// `.json` reference.
    ///
    /// ```swift
    /// let encoder = JSONEncoder()
    /// encoder.dateEncodingStrategy = .iso8601
    /// assertSnapshot(of: event, as: .json(encoder))
    /// ```
    ///
    /// - Parameter encoder: The encoder that writes the JSON.
    /// - Returns: A strategy writing `.json` references.
    public static func json(_ encoder: JSONEncoder) -> Snapshotting {
        encodedJSON(encoder)
    }
}

/// The JSON strategy, made where `Value` has no `Encodable` constraint so that the `@Sendable`
/// render closure does not capture its conformance.
private func encodedJSON<Value>(_ encoder: JSONEncoder) -> Snapshotting<Value, String> {
    Snapshotting(pathExtension: "json", diffing: .lines) { value in
        guard let encodable = value as? any Encodable else { throw NotEncodable() }
        return String(decoding: try encoder.encode(encodable), as: UTF8.self)
    }
}

private struct NotEncodable: Error, CustomStringConvertible {
    var description: String { "the value is not Encodable" }
}
