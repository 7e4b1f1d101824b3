/// A problem with a JSON node tree: where it is and what is wrong.
///
/// The path starts at `root` and names each object field with `.field` and each array element
/// with `[index]`; it is empty when the bytes are not JSON at all, and the message then gives the
/// line and column.
///
/// ```swift
/// do { _ = try Node(json: Data(#"{"kind": "padding", "padding": "wide"}"#.utf8)) }
/// catch let error as NodeDecodingError { print(error) }   // root.padding: expected a number
/// ```
public struct NodeDecodingError: Error, Equatable, CustomStringConvertible {
    /// Where the problem is, such as `root.children[2].padding`; empty for invalid JSON.
    public let path: String
    /// What is wrong, such as `expected a number`.
    public let message: String

    /// Creates an error at `path`.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// The path, a colon and the message, such as `root.children[2].padding: expected a number`;
    /// the message alone when the path is empty.
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
