import Foundation

extension ShapeKind {
    private static let names = ["rectangle", "roundedRectangle", "capsule", "circle", "ellipse", "path"]

    init(_ object: JSONObjectReader) throws {
        let name = try object.required("shape").name(of: "shape", among: ShapeKind.names)
        switch name {
        case "roundedRectangle":
            self = .roundedRectangle(cornerRadius: clampLength(try object.required("cornerRadius").number(), minimum: 0))
        case "capsule": self = .capsule
        case "circle": self = .circle
        case "ellipse": self = .ellipse
        case "path": self = .path(CustomShape(try Path(svgData: try object.required("path").string(), at: object.path + ".path")))
        default: self = .rectangle
        }
        if name != "path", object.contains("path") {
            throw NodeDecodingError(path: object.path + ".path", message: "only a path shape has path data")
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
        case .path(let shape):
            guard let path = shape.fixedPath else {
                throw unencodable(fields.path, "the shape \(shape.description) is a program's own Shape, which JSON cannot name")
            }
            fields.append("shape", .string("path"))
            fields.append("path", .string(path.svgData))
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

extension Path {
    /// Reads SVG path data of the commands `M`, `L`, `Q`, `C` and `Z` with absolute coordinates, as
    /// ``svgData`` writes it.
    init(svgData: String, at jsonPath: String) throws {
        self.init()
        var numbers: [CGFloat] = []
        var command: Character?
        func fail(_ message: String) -> NodeDecodingError { NodeDecodingError(path: jsonPath, message: message) }
        func flush() throws {
            guard let command else {
                if !numbers.isEmpty { throw fail("path data must start with a command") }
                return
            }
            let counts: [Character: Int] = ["M": 2, "L": 2, "Q": 4, "C": 6, "Z": 0]
            guard let count = counts[command], numbers.count == count else {
                throw fail("the path command \(command) takes \(counts[command] ?? 0) numbers, not \(numbers.count)")
            }
            let points = stride(from: 0, to: numbers.count, by: 2).map { CGPoint(x: numbers[$0], y: numbers[$0 + 1]) }
            switch command {
            case "M": move(to: points[0])
            case "L": addLine(to: points[0])
            case "Q": addQuadCurve(to: points[1], control: points[0])
            case "C": addCurve(to: points[2], control1: points[0], control2: points[1])
            default: closeSubpath()
            }
            numbers = []
        }
        var token = ""
        func endNumber() throws {
            guard !token.isEmpty else { return }
            guard let value = Double(token), value.isFinite else { throw fail("\"\(token)\" is not a number") }
            numbers.append(CGFloat(value))
            token = ""
        }
        for character in svgData {
            switch character {
            case "M", "L", "Q", "C", "Z":
                try endNumber()
                try flush()
                command = character
            case " ", ",":
                try endNumber()
            case "0"..."9", ".", "-", "e", "+":
                token.append(character)
            default:
                throw fail("path data holds \"\(character)\"; only M, L, Q, C, Z and numbers are read")
            }
        }
        try endNumber()
        try flush()
    }
}
