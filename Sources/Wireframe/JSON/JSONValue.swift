/// A parsed JSON value. Objects keep their fields in document order.
enum JSONValue: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([JSONField])

    /// The levels of arrays and objects, counting this one.
    var nestingDepth: Int {
        switch self {
        case .array(let elements): 1 + (elements.map(\.nestingDepth).max() ?? 0)
        case .object(let fields): 1 + (fields.map(\.value.nestingDepth).max() ?? 0)
        default: 0
        }
    }
}

/// One field of a JSON object.
struct JSONField: Equatable {
    var key: String
    var value: JSONValue

    init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}

// MARK: - Bridging JSON values to Codable

extension JSONValue: Codable {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        if let container = try? decoder.container(keyedBy: Key.self) {
            // Keyed containers do not keep the document's order; sorting keeps decoding deterministic.
            self = .object(
                try container.allKeys.sorted { $0.stringValue < $1.stringValue }.map { key in
                    JSONField(key.stringValue, try container.decode(JSONValue.self, forKey: key))
                })
        } else if var container = try? decoder.unkeyedContainer() {
            var elements: [JSONValue] = []
            while !container.isAtEnd { elements.append(try container.decode(JSONValue.self)) }
            self = .array(elements)
        } else {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .null
            } else if let value = try? container.decode(Bool.self) {
                self = .bool(value)
            } else if let value = try? container.decode(Double.self) {
                self = .number(value)
            } else {
                self = .string(try container.decode(String.self))
            }
        }
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .number(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .string(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(element) }
        case .object(let fields):
            var container = encoder.container(keyedBy: Key.self)
            for field in fields { try container.encode(field.value, forKey: Key(stringValue: field.key)) }
        }
    }
}
