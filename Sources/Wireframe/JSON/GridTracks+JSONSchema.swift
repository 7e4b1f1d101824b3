import Foundation

extension GridTracks {
    static let jsonFields = ["columns", "alignment", "spacing"]

    /// Reads a grid whose items are under `itemsKey` (`columns` or `rows`).
    init(json object: JSONObjectReader, itemsKey: String) throws {
        let items = try object[itemsKey]?.array().map { try GridItem(json: $0) } ?? []
        self.init(
            items: items,
            lineSpacing: try object["spacing"].map { CGFloat(try $0.number()) },
            alignment: try object["alignment"].map(Alignment.init(json:)) ?? .center
        )
    }

    func write(to fields: inout JSONFieldWriter, itemsKey: String) throws {
        let path = fields.path
        fields.append(itemsKey, .array(try items.enumerated().map { try $1.jsonValue(path: "\(path).\(itemsKey)[\($0)]") }))
        try fields.append("alignment", alignment, unless: .center)
        try fields.appendLength("spacing", lineSpacing)
    }
}

extension GridItem {
    /// Reads `{"size": "fixed", "length": 60}`, `{"size": "flexible", "minimum": 10, "maximum": "infinity"}`
    /// or `{"size": "adaptive", "minimum": 40}`, with optional `spacing` and `alignment`.
    init(json reader: JSONReader) throws {
        let object = try reader.object()
        try object.refuseUnknownFields(["size", "length", "minimum", "maximum", "spacing", "alignment"], in: "a grid item")
        func length(_ key: String) throws -> CGFloat? {
            guard let value = object[key] else { return nil }
            if case .string("infinity") = value.value { return .infinity }
            return CGFloat(try value.number())
        }
        let kind = try object["size"].map { try $0.name(of: "grid item size", among: ["fixed", "flexible", "adaptive"]) } ?? "flexible"
        let size: Size =
            switch kind {
            case "fixed": .fixed(try length("length") ?? 0)
            case "adaptive": .adaptive(minimum: try length("minimum") ?? 10, maximum: try length("maximum") ?? .infinity)
            default: .flexible(minimum: try length("minimum") ?? 10, maximum: try length("maximum") ?? .infinity)
            }
        self.init(
            size, spacing: try object["spacing"].map { CGFloat(try $0.number()) },
            alignment: try object["alignment"].map(Alignment.init(json:)))
        self = sanitized
    }

    func jsonValue(path: String) throws -> JSONValue {
        var fields = JSONFieldWriter(path: path)
        switch size {
        case .fixed(let length):
            fields.append("size", .string("fixed"))
            try fields.appendLength("length", length)
        case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
            if case .adaptive = size { fields.append("size", .string("adaptive")) } else { fields.append("size", .string("flexible")) }
            try fields.appendLength("minimum", minimum)
            if maximum != .infinity { try fields.appendLength("maximum", maximum) }
        }
        try fields.appendLength("spacing", spacing)
        if let alignment { fields.append("alignment", .string(alignment.description)) }
        return .object(fields.fields)
    }
}
