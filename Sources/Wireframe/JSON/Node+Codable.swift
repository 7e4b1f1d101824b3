import Foundation

extension Node {
    /// Decodes a tree from JSON, refusing nesting deeper than ``maximumJSONDepth``.
    ///
    /// The schema is documented in `Examples/README.md`: each node is an object with a `"kind"`,
    /// its own fields and an optional `"children"` array. Lengths are clamped or ignored as the
    /// view modifiers clamp or ignore them.
    ///
    /// ```swift
    /// let node = try Node(json: Data(#"{"kind": "padding", "padding": 16, "children": [{"kind": "text", "text": "메모"}]}"#.utf8))
    /// print(node.dump())
    /// // padding(16)
    /// // └─ Text("메모")
    /// ```
    /// - Parameter data: UTF-8 JSON, optionally starting with a byte order mark.
    /// - Throws: ``NodeDecodingError`` naming the path of the first problem, such as
    ///   `root.children[2].padding: expected a number`.
    public init(json data: Data) throws {
        self = try JSONParser.parseNode(data)
    }

    /// The tree as indented JSON that ``init(json:)`` reads back as an equal node.
    ///
    /// Fields come in a fixed order (`kind` first, `children` last) and those equal to their
    /// defaults are left out, so the same tree always gives the same bytes.
    ///
    /// - Throws: `EncodingError.invalidValue` when a length is NaN or infinite where JSON cannot say
    ///   so (only `maxWidth` and `maxHeight` may be `"infinity"`), or when the tree is nested deeper
    ///   than ``maximumJSONDepth`` allows.
    public func jsonData() throws -> Data {
        Data(try jsonValue().prettyPrinted().utf8)
    }

    /// The tree as a JSON value that ``init(json:)`` accepts.
    func jsonValue() throws -> JSONValue {
        let value = try jsonValue(path: "root", depth: 1)
        guard value.nestingDepth <= maximumJSONDepth else {
            throw unencodable("root", "the tree is nested deeper than the \(maximumJSONDepth) JSON levels a reader accepts")
        }
        return value
    }

    private func jsonValue(path: String, depth: Int) throws -> JSONValue {
        guard depth <= maximumJSONDepth else {
            throw unencodable(path, "the tree is nested deeper than the \(maximumJSONDepth) JSON levels a reader accepts")
        }
        let (name, fields) = try kind.jsonFields(path: path)
        var object = [JSONField("kind", .string(name))] + fields
        if !children.isEmpty {
            let elements = try children.enumerated().map { index, child in
                try child.jsonValue(path: "\(path).children[\(index)]", depth: depth + 2)
            }
            object.append(JSONField("children", .array(elements)))
        }
        return .object(object)
    }

    /// Reads the node at `reader` from an already parsed value, as `Codable` hands it over.
    private init(reading reader: JSONReader, depth: Int) throws {
        guard depth <= maximumJSONDepth else {
            throw reader.error("the tree is nested deeper than \(maximumJSONDepth) JSON levels")
        }
        let object = try reader.object()
        let children = try object["children"]?.array().map { try Node(reading: $0, depth: depth + 2) } ?? []
        try self.init(decoding: object, children: children, depth: depth)
    }

    /// The node of a JSON object at `depth` levels, from its fields and its decoded children: the
    /// one reading of the schema, for the streaming parser and for `Codable` alike.
    init(decoding object: JSONObjectReader, children: [Node], depth: Int) throws {
        guard depth <= maximumJSONDepth else {
            throw NodeDecodingError(path: object.path, message: "the tree is nested deeper than \(maximumJSONDepth) JSON levels")
        }
        let name = try object.required("kind").string()
        guard let allowed = NodePrimitives.fields[name] else {
            let known = NodePrimitives.fields.keys.sorted().joined(separator: ", ")
            throw JSONReader(value: .string(name), path: object.path + ".kind").error(
                "unknown node kind \"\(name)\"; known kinds: \(known)")
        }
        try object.refuseUnknownFields(allowed + ["kind", "children"], in: "a \(name) node")
        let kind = try Node.Kind(name, object)
        switch kind.childArity {
        case .none where !children.isEmpty:
            throw JSONReader(value: .null, path: object.path + ".children").error(
                "a \(name) node has no children; draw them beside it in a stack")
        case .contentAndDecoration where children.count > 2:
            throw JSONReader(value: .null, path: object.path + ".children").error(
                "a \(name) node holds its content and one decoration, not \(children.count) children")
        case .one where children.count > 1:
            // Several views where one is laid out are stacked, as a ScrollView's content is.
            self.init(kind, children: [Node.implicitStack(of: children)])
        case .none, .one, .contentAndDecoration, .many:
            self.init(kind, children: children)
        }
    }
}

extension Node: Codable {
    /// Decodes a node from any decoder holding the JSON schema of ``init(json:)``.
    ///
    /// - Throws: `DecodingError.dataCorrupted` whose description is the ``NodeDecodingError``.
    public init(from decoder: any Decoder) throws {
        let value = try JSONValue(from: decoder)
        do {
            self = try Node(reading: JSONReader(value: value, path: "root"), depth: 1)
        } catch let error as NodeDecodingError {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.description, underlyingError: error)
            )
        }
    }

    /// Encodes the node in the JSON schema of ``jsonData()``.
    public func encode(to encoder: any Encoder) throws {
        try jsonValue().encode(to: encoder)
    }
}
