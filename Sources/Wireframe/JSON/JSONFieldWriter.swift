import Foundation

/// Collects an object's fields while encoding, refusing lengths JSON cannot express.
struct JSONFieldWriter {
    let path: String
    private(set) var fields: [JSONField] = []

    init(path: String) {
        self.path = path
    }

    mutating func append(_ key: String, _ value: JSONValue) {
        fields.append(JSONField(key, value))
    }

    mutating func appendLength(_ key: String, _ value: CGFloat?, allowsInfinity: Bool = false) throws {
        guard let value else { return }
        if allowsInfinity, value == .infinity {
            append(key, .string("infinity"))
            return
        }
        guard value.isFinite else { throw unencodable("\(path).\(key)", "\(formatPoints(value)) cannot be written as JSON") }
        append(key, .number(Double(value)))
    }

    mutating func appendLength(_ key: String, _ value: Double) throws {
        try appendLength(key, CGFloat(value))
    }

    mutating func append(_ key: String, _ color: Color, unless defaultColor: Color?) throws {
        guard color != defaultColor else { return }
        append(key, try color.jsonValue(path: "\(path).\(key)"))
    }

    mutating func append(_ key: String, _ font: Font, unless defaultFont: Font?) throws {
        guard font != defaultFont else { return }
        append(key, try font.jsonValue(path: "\(path).\(key)"))
    }

    mutating func append(_ key: String, _ alignment: Alignment, unless defaultAlignment: Alignment) throws {
        guard alignment != defaultAlignment else { return }
        if case .custom = alignment.horizontal.key {
            throw unencodable(
                "\(path).\(key)", "the custom alignment \(alignment.horizontal) computes its default in code, which JSON cannot hold")
        }
        if case .custom = alignment.vertical.key {
            throw unencodable(
                "\(path).\(key)", "the custom alignment \(alignment.vertical) computes its default in code, which JSON cannot hold")
        }
        append(key, .string(alignment.description))
    }
}

/// The error of an encoding that JSON cannot express.
func unencodable(_ path: String, _ message: String) -> EncodingError {
    EncodingError.invalidValue(message, EncodingError.Context(codingPath: [], debugDescription: "\(path): \(message)"))
}
