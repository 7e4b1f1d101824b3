import Foundation

extension ShapeKind {
    private static let names = ["rectangle", "roundedRectangle", "capsule", "circle", "ellipse"]

    init(_ object: JSONObjectReader) throws {
        let name = try object.required("shape").name(of: "shape", among: ShapeKind.names)
        switch name {
        case "roundedRectangle":
            self = .roundedRectangle(cornerRadius: clampLength(try object.required("cornerRadius").number(), minimum: 0))
        case "capsule": self = .capsule
        case "circle": self = .circle
        case "ellipse": self = .ellipse
        default: self = .rectangle
        }
        if name != "roundedRectangle", object.contains("cornerRadius") {
            throw NodeDecodingError(path: object.path + ".cornerRadius", message: "only a roundedRectangle has a corner radius")
        }
    }

    func write(to fields: inout JSONFieldWriter) throws {
        switch self {
        case .rectangle: fields.append("shape", .string("rectangle"))
        case .roundedRectangle(let radius):
            fields.append("shape", .string("roundedRectangle"))
            try fields.appendLength("cornerRadius", radius)
        case .capsule: fields.append("shape", .string("capsule"))
        case .circle: fields.append("shape", .string("circle"))
        case .ellipse: fields.append("shape", .string("ellipse"))
        }
    }
}

extension ShapeNode {
    /// Without `fill` a shape fills with the primary colour, unless it has a `stroke`;
    /// `"fill": null` asks for no fill.
    init(_ object: JSONObjectReader) throws {
        shape = try ShapeKind(object)
        stroke = try object["stroke"].map(Color.init(json:))
        let defaultFill = object.contains("fill") || stroke != nil ? nil : Color.primary
        fill = try object["fill"].map(Color.init(json:)) ?? defaultFill
        lineWidth = try object["lineWidth"].map { min(max(try $0.number(), 0), 100) } ?? (stroke == nil ? 0 : 1)
    }

    func write(to fields: inout JSONFieldWriter) throws {
        try shape.write(to: &fields)
        if let fill {
            try fields.append("fill", fill, unless: stroke == nil ? .primary : nil)
        } else if stroke == nil {
            fields.append("fill", .null)
        }
        if let stroke { try fields.append("stroke", stroke, unless: nil) }
        if lineWidth != (stroke == nil ? 0 : 1) { try fields.appendLength("lineWidth", lineWidth) }
    }
}

extension ShadowNode {
    init(_ object: JSONObjectReader) throws {
        func clean(_ key: String) throws -> CGFloat {
            try object[key].map { min(max(CGFloat(try $0.number()), -1000), 1000) } ?? 0
        }
        color = try object["color"].map(Color.init(json:)) ?? Color(white: 0, opacity: 0.33)
        radius = max(CGFloat(min(try object.required("radius").number(), 1000)), 0)
        x = try clean("x")
        y = try clean("y")
    }
}
