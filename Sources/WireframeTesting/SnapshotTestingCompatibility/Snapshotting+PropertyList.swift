import Foundation

extension Snapshotting where Value: Encodable, Format == String {
    /// Snapshots an `Encodable` value as an XML property list, in a `.plist` golden.
    ///
    /// ```swift
    /// struct User: Encodable { var id: Int }
    /// assertSnapshot(of: User(id: 1), as: .plist)
    /// ```
    public static var plist: Snapshotting {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .xml
        return plist(encoder)
    }

    /// Snapshots an `Encodable` value as `encoder` writes it, in a `.plist` golden.
    ///
    /// ```swift
    /// let encoder = PropertyListEncoder()
    /// encoder.outputFormat = .xml
    /// assertSnapshot(of: settings, as: .plist(encoder))
    /// ```
    ///
    /// - Parameter encoder: The encoder that writes the property list.
    /// - Returns: A strategy writing `.plist` goldens.
    public static func plist(_ encoder: PropertyListEncoder) -> Snapshotting {
        plistStrategy(SendableEncoder(encoder))
    }
}

/// The property list strategy, made where `Value` has no `Encodable` constraint so that the
/// `@Sendable` render closure does not capture the value's metatype; only the `Encodable`
/// extension above calls it, so the cast succeeds.
private func plistStrategy<Value>(_ box: SendableEncoder) -> Snapshotting<Value, String> {
    Snapshotting(pathExtension: "plist", diffing: .lines) { value in
        guard let encodable = value as? any Encodable else { throw PropertyListValueError() }
        return String(decoding: try box.encoder.encode(encodable), as: UTF8.self)
    }
}

/// The value is not `Encodable`.
private struct PropertyListValueError: Error, CustomStringConvertible {
    var description: String { "the value is not Encodable" }
}

extension Snapshotting where Format == String {
    /// Snapshots a JSON object (dictionaries, arrays, strings, numbers, as `JSONSerialization`
    /// takes them) as pretty-printed JSON with sorted keys, in a `.json` golden.
    ///
    /// ```swift
    /// let object = try JSONSerialization.jsonObject(with: data)
    /// assertSnapshot(of: object, as: .json)
    /// ```
    ///
    /// A value `JSONSerialization` cannot write fails the assertion with the reason.
    @_disfavoredOverload
    public static var json: Snapshotting {
        Snapshotting(pathExtension: "json", diffing: .lines) { object in
            guard JSONSerialization.isValidJSONObject(object) else { throw JSONObjectError() }
            let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
            return String(decoding: data, as: UTF8.self)
        }
    }
}

/// The value is not one `JSONSerialization` writes.
private struct JSONObjectError: Error, CustomStringConvertible {
    var description: String { "the value is not a JSON object (dictionaries, arrays, strings, numbers, NSNull)" }
}

/// A property list encoder used only to encode, from any thread.
private final class SendableEncoder: @unchecked Sendable {
    let encoder: PropertyListEncoder
    init(_ encoder: PropertyListEncoder) { self.encoder = encoder }
}
