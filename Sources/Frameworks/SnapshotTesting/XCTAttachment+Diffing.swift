import Foundation
import XCTest

#if !canImport(Darwin)
    /// A file attached to a test failure. XCTest on Linux has no attachments; this stands in
    /// for Apple's type so that a `Diffing` written for swift-snapshot-testing compiles, and the
    /// attachments it returns are dropped.
    ///
    /// ```swift
    /// return (message, [XCTAttachment(data: Data(message.utf8))])
    /// ```
    public struct XCTAttachment {
        /// An attachment of bytes.
        public init(data: Data) {}

        /// An attachment of bytes of a uniform type.
        public init(data: Data, uniformTypeIdentifier: String) {}

        /// An attachment of text.
        public init(string: String) {}
    }
#endif

extension Diffing {
    /// Creates a diffing from swift-snapshot-testing's shape of closures: `diff` returns the
    /// failure text and attachments for two different values, or `nil` when they match.
    ///
    /// ```swift
    /// let exact = Diffing<String>(toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) }) { old, new in
    ///     old == new ? nil : ("\(old) ≠ \(new)", [])
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - toData: Stores a value.
    ///   - fromData: Reads a stored value.
    ///   - diff: Explains the difference between the reference and the new value, or `nil`.
    public init(
        toData: @escaping @Sendable (_ value: Value) -> Data,
        fromData: @escaping @Sendable (_ data: Data) -> Value,
        diff: @escaping @Sendable (_ lhs: Value, _ rhs: Value) -> (String, [XCTAttachment])?
    ) {
        self.init(toData: toData, fromData: { data in fromData(data) }, diff: { golden, actual, _ in diff(golden, actual)?.0 })
    }
}
