import Foundation

extension TextNode {
    init(_ object: JSONObjectReader) throws {
        if object["text"] != nil, object["runs"] != nil {
            throw NodeDecodingError(path: object.path, message: "a text takes either \"text\" or \"runs\", not both")
        }
        if let runs = object["runs"] {
            self.runs = try runs.array().map(TextRun.init(json:))
        } else {
            self.runs = [TextRun(text: try object.required("text").string())]
        }
        font = try object["font"].map(Font.init(json:)) ?? .body
        color = try object["color"].map(Color.init(json:)) ?? .primary
        lineLimit = try object["lineLimit"].map { max(try $0.wholeNumber(), 1) }
        alignment =
            try object["alignment"].flatMap {
                TextAlignment(rawValue: try $0.name(of: "text alignment", among: ["leading", "center", "trailing"]))
            } ?? .leading
        truncationMode =
            try object["truncationMode"].flatMap {
                Text.TruncationMode(rawValue: try $0.name(of: "truncation mode", among: ["head", "middle", "tail"]))
            } ?? .tail
    }

    func write(to fields: inout JSONFieldWriter) throws {
        if runs.count == 1, runs[0] == TextRun(text: runs[0].text) {
            fields.append("text", .string(runs[0].text))
        } else {
            fields.append("runs", .array(try runs.enumerated().map { try $1.jsonValue(path: "\(fields.path).runs[\($0)]") }))
        }
        try fields.append("font", font, unless: .body)
        try fields.append("color", color, unless: .primary)
        if let lineLimit { fields.append("lineLimit", .number(Double(lineLimit))) }
        if alignment != .leading { fields.append("alignment", .string(alignment.rawValue)) }
        if truncationMode != .tail { fields.append("truncationMode", .string(truncationMode.rawValue)) }
    }
}

extension TextRun {
    init(json reader: JSONReader) throws {
        let object = try reader.object()
        try object.refuseUnknownFields(["text", "font", "color", "bold", "underline"], in: "a text run")
        self.init(
            text: try object.required("text").string(),
            font: try object["font"].map(Font.init(json:)),
            color: try object["color"].map(Color.init(json:)),
            isBold: try object["bold"]?.bool() ?? false,
            isUnderlined: try object["underline"]?.bool() ?? false
        )
    }

    func jsonValue(path: String) throws -> JSONValue {
        var fields = JSONFieldWriter(path: path)
        fields.append("text", .string(text))
        if let font { try fields.append("font", font, unless: nil) }
        if let color { try fields.append("color", color, unless: nil) }
        if isBold { fields.append("bold", .bool(true)) }
        if isUnderlined { fields.append("underline", .bool(true)) }
        return .object(fields.fields)
    }
}

extension TextFieldNode {
    init(_ object: JSONObjectReader) throws {
        placeholder = try object["placeholder"]?.string() ?? ""
        text = try object["text"]?.string() ?? ""
        setter = try object["setter"].map(ActionID.init(json:))
        isEnabled = !(try object["disabled"]?.bool() ?? false)
        font = try object["font"].map(Font.init(json:)) ?? .body
        color = try object["color"].map(Color.init(json:)) ?? .primary
    }

    func write(to fields: inout JSONFieldWriter) throws {
        if !placeholder.isEmpty { fields.append("placeholder", .string(placeholder)) }
        if !text.isEmpty { fields.append("text", .string(text)) }
        if let setter { fields.append("setter", .number(Double(setter.rawValue))) }
        if !isEnabled { fields.append("disabled", .bool(true)) }
        try fields.append("font", font, unless: .body)
        try fields.append("color", color, unless: .primary)
    }
}
