import Foundation

extension Snapshotting where Value: Encodable, Format == String {
    /// Snapshots an `Encodable` value as pretty-printed JSON with sorted keys, in a `.json`
    /// golden compared line by line.
    ///
    /// Numbers are written in their shortest round-trip form and slashes are not escaped, so the
    /// bytes are the same on every run. An error the encoding throws fails the assertion with
    /// the encoder's description of it.
    ///
    /// ```swift
    /// struct Config: Encodable { var name = "memo"; var ratio = 0.5 }
    /// assertSnapshot(of: Config(), as: .json)
    /// ```
    /// ```
    /// {
    ///   "name" : "memo",
    ///   "ratio" : 0.5
    /// }
    /// ```
    public static var json: Snapshotting {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return json(encoder)
    }

    /// Snapshots an `Encodable` value as JSON written by `encoder`, in a `.json` golden.
    ///
    /// The encoder's settings (date and data strategies, key strategy, formatting) are used as
    /// they are, except that `.sortedKeys` is added to its `outputFormatting` when the strategy is
    /// made, so that dictionaries are written in a stable order.
    ///
    /// ```swift
    /// let encoder = JSONEncoder()
    /// encoder.dateEncodingStrategy = .iso8601
    /// encoder.outputFormatting = .prettyPrinted
    /// assertSnapshot(of: invoice, as: .json(encoder))
    /// ```
    ///
    /// - Parameter encoder: The encoder that writes the JSON.
    /// - Returns: A strategy writing `.json` goldens.
    public static func json(_ encoder: JSONEncoder) -> Snapshotting {
        encoder.outputFormatting.insert(.sortedKeys)
        return jsonStrategy(encoder)
    }
}

/// The JSON strategy, made where `Value` has no `Encodable` constraint: the conformance is found
/// by a dynamic cast, so that the `@Sendable` render closure does not capture the value's
/// metatype. Only the `Encodable` extension above calls it, so the cast succeeds.
private func jsonStrategy<Value>(_ encoder: JSONEncoder) -> Snapshotting<Value, String> {
    Snapshotting(pathExtension: "json", diffing: .lines) { value in
        guard let encodable = value as? any Encodable else { throw JSONTextError() }
        let data = try encoder.encode(encodable)
        guard let text = String(data: data, encoding: .utf8) else { throw JSONTextError() }
        return text
    }
}

/// The value could not be encoded as JSON text.
private struct JSONTextError: Error, CustomStringConvertible {
    var description: String { "the value did not encode as UTF-8 JSON text" }
}
