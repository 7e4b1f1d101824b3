import Foundation

/// The deepest nesting of JSON arrays and objects that ``Node/init(json:)`` reads: 512 levels.
///
/// A node takes two levels, its object and its `children` array, so a tree may nest about 250
/// nodes deep. Deeper input is refused with a ``NodeDecodingError`` as soon as the parser meets
/// the first level too many, so no input can exhaust the stack.
public let maximumJSONDepth = 512

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

/// A strict JSON parser (RFC 8259) over UTF-8 bytes that refuses nesting deeper than a limit
/// before recursing, and reports errors with their line and column.
struct JSONParser {
    private let bytes: [UInt8]
    private let depthLimit: Int
    private var offset = 0

    /// Parses `data` as one JSON value.
    static func parse(_ data: Data, depthLimit: Int = maximumJSONDepth) throws -> JSONValue {
        var bytes = [UInt8](data)
        try validateUTF8(bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        var parser = JSONParser(bytes: bytes, depthLimit: depthLimit)
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.offset == bytes.count else { throw parser.failure("unexpected text after the JSON value") }
        return value
    }

    private init(bytes: [UInt8], depthLimit: Int) {
        self.bytes = bytes
        self.depthLimit = depthLimit
    }

    private static func validateUTF8(_ bytes: [UInt8]) throws {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return
            case .error:
                let byte = String(bytes[offset], radix: 16, uppercase: true)
                throw NodeDecodingError(path: "", message: "the input is not UTF-8: invalid byte 0x\(byte) at offset \(offset)")
            }
        }
    }

    private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { offset += 1 }
    }

    private mutating func parseValue(depth: Int) throws -> JSONValue {
        guard let byte = current else { throw failure("unexpected end of input") }
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard depth < depthLimit else {
                throw NodeDecodingError(path: "", message: "the JSON is nested deeper than \(depthLimit) levels (\(location))")
            }
            return byte == UInt8(ascii: "{") ? try parseObject(depth: depth + 1) : try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw failure("unexpected \(describeCurrent())")
        }
    }

    private mutating func parseObject(depth: Int) throws -> JSONValue {
        offset += 1
        var fields: [JSONField] = []
        var keys: Set<String> = []
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            offset += 1
            return .object(fields)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw failure("expected a quoted field name, found \(describeCurrent())") }
            let keyOffset = offset
            let key = try parseString()
            guard keys.insert(key).inserted else {
                offset = keyOffset
                throw failure("duplicate field \"\(key)\"")
            }
            skipWhitespace()
            try expect(":", after: "a field name")
            skipWhitespace()
            fields.append(JSONField(key, try parseValue(depth: depth)))
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                offset += 1
                continue
            }
            try expect("}", after: "an object field", or: ",")
            return .object(fields)
        }
    }

    private mutating func parseArray(depth: Int) throws -> JSONValue {
        offset += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            offset += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth))
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                offset += 1
                continue
            }
            try expect("]", after: "an array element", or: ",")
            return .array(elements)
        }
    }

    private mutating func expect(_ character: Unicode.Scalar, after context: String, or alternative: Unicode.Scalar? = nil) throws {
        guard current != UInt8(ascii: character) else {
            offset += 1
            return
        }
        let wanted = alternative.map { "'\($0)' or '\(character)'" } ?? "'\(character)'"
        throw failure("expected \(wanted) after \(context), found \(describeCurrent())")
    }

    private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws -> JSONValue {
        let expected = Array(word.utf8)
        guard bytes[offset...].starts(with: expected) else { throw failure("unexpected \(describeCurrent())") }
        offset += expected.count
        return value
    }

    private mutating func parseNumber() throws -> Double {
        let start = offset
        func digits() -> Int {
            let first = offset
            while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { offset += 1 }
            return offset - first
        }
        if current == UInt8(ascii: "-") { offset += 1 }
        let leadingZero = current == UInt8(ascii: "0")
        let integerDigits = digits()
        guard integerDigits > 0, !(leadingZero && integerDigits > 1) else { throw failure("invalid number", at: start) }
        if current == UInt8(ascii: ".") {
            offset += 1
            guard digits() > 0 else { throw failure("invalid number", at: start) }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            offset += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
            guard digits() > 0 else { throw failure("invalid number", at: start) }
        }
        // Out-of-range numbers become infinite here; the node decoder refuses them with their path.
        guard let value = Double(String(decoding: bytes[start..<offset], as: UTF8.self)) else {
            throw failure("invalid number", at: start)
        }
        return value
    }

    private mutating func parseString() throws -> String {
        let start = offset
        offset += 1
        var scalars: [UInt8] = []
        while true {
            guard let byte = current else { throw failure("unterminated string", at: start) }
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return String(decoding: scalars, as: UTF8.self)
            case UInt8(ascii: "\\"):
                offset += 1
                try parseEscape(into: &scalars)
            case 0..<0x20:
                throw failure("control character in a string (write it as an escape such as \\n or \\u001B)")
            default:
                scalars.append(byte)
                offset += 1
            }
        }
    }

    private mutating func parseEscape(into scalars: inout [UInt8]) throws {
        guard let byte = current else { throw failure("unterminated string") }
        offset += 1
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
            UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        if let replacement = simple[byte] {
            scalars.append(replacement)
            return
        }
        guard byte == UInt8(ascii: "u") else { throw failure("invalid escape '\\\(Unicode.Scalar(byte))'", at: offset - 2) }
        var value = try parseHex4()
        if (0xD800...0xDBFF).contains(value) {
            guard bytes[offset...].starts(with: Array("\\u".utf8)) else { throw failure("unpaired surrogate in a \\u escape") }
            offset += 2
            let low = try parseHex4()
            guard (0xDC00...0xDFFF).contains(low) else { throw failure("unpaired surrogate in a \\u escape") }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(value) {
            throw failure("unpaired surrogate in a \\u escape")
        }
        guard let scalar = Unicode.Scalar(value) else { throw failure("invalid \\u escape") }
        scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    private mutating func parseHex4() throws -> UInt32 {
        guard offset + 4 <= bytes.count,
            let value = UInt32(String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16),
            bytes[offset..<offset + 4].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") })
        else { throw failure("expected four hexadecimal digits after \\u") }
        offset += 4
        return value
    }

    // MARK: Errors

    /// The line and column (both from 1, columns counted in Unicode scalars) of the current offset.
    private var location: String { location(of: offset) }

    private func location(of position: Int) -> String {
        var line = 1
        var column = 1
        for byte in bytes[..<min(position, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return "line \(line), column \(column)"
    }

    private func describeCurrent() -> String {
        guard let byte = current else { return "the end of the input" }
        if (0x21..<0x7F).contains(byte) { return "'\(Unicode.Scalar(byte))'" }
        return byte < 0x80 ? "byte 0x\(String(byte, radix: 16, uppercase: true))" : "a non-ASCII character"
    }

    private func failure(_ message: String, at position: Int? = nil) -> NodeDecodingError {
        NodeDecodingError(path: "", message: "invalid JSON at \(location(of: position ?? offset)): \(message)")
    }
}

// MARK: - Writing

extension JSONValue {
    /// The value as indented JSON ending in a newline: containers that hold only scalars stay on
    /// one line, the others put each element on its own line, two spaces deeper.
    func prettyPrinted() -> String {
        var output = ""
        write(to: &output, indent: "")
        return output + "\n"
    }

    private var isContainer: Bool {
        switch self {
        case .array, .object: true
        default: false
        }
    }

    private func write(to output: inout String, indent: String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let value): output += JSONValue.format(value)
        case .string(let value): JSONValue.writeString(value, to: &output)
        case .array(let elements):
            writeContainer(elements, open: "[", close: "]", to: &output, indent: indent) { element, output, indent in
                element.write(to: &output, indent: indent)
            }
        case .object(let fields):
            writeContainer(fields, open: "{", close: "}", to: &output, indent: indent) { field, output, indent in
                JSONValue.writeString(field.key, to: &output)
                output += ": "
                field.value.write(to: &output, indent: indent)
            }
        }
    }

    private func writeContainer<Element>(
        _ elements: [Element], open: String, close: String, to output: inout String, indent: String,
        writeElement: (Element, inout String, String) -> Void
    ) {
        let isFlat: Bool
        switch self {
        case .array(let values): isFlat = !values.contains(where: \.isContainer)
        case .object(let fields): isFlat = !fields.contains(where: \.value.isContainer)
        default: isFlat = true
        }
        output += open
        if isFlat {
            for (index, element) in elements.enumerated() {
                if index > 0 { output += ", " }
                writeElement(element, &output, indent)
            }
        } else {
            let inner = indent + "  "
            for (index, element) in elements.enumerated() {
                output += (index > 0 ? ",\n" : "\n") + inner
                writeElement(element, &output, inner)
            }
            output += "\n" + indent
        }
        output += close
    }

    /// A finite number in the shortest form that reads back as the same `Double`.
    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    /// A string literal; control characters, DEL, C1 controls and line separators are escaped
    /// so the file shows no invisible characters.
    private static func writeString(_ string: String, to output: inout String) {
        output += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case "\r": output += "\\r"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}

// MARK: - Payloads

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
        append(key, .string(alignment.description))
    }
}

/// A length clamped to `minimum...maximumLength`, as the view modifiers clamp theirs.
func clampLength(_ value: Double, minimum: CGFloat) -> CGFloat {
    min(max(CGFloat(value), minimum), maximumLength)
}

/// A frame dimension as `frame` accepts it: negative ones are ignored, huge ones clamped.
func validDimension(_ value: Double) -> CGFloat? {
    value >= 0 ? min(CGFloat(value), maximumLength) : nil
}

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

extension FlexibleFrameNode {
    init(_ object: JSONObjectReader) throws {
        func bounds(_ prefix: String) throws -> (CGFloat?, CGFloat?, CGFloat?) {
            let low = try object["min" + prefix].flatMap { validDimension(try $0.number()) }
            let ideal = try object["ideal" + prefix].flatMap { validDimension(try $0.number()) }
            var high: CGFloat?
            if let reader = object["max" + prefix] {
                if case .string("infinity") = reader.value {
                    high = .infinity
                } else {
                    guard case .number = reader.value else { throw reader.error("expected a number or \"infinity\"") }
                    let value = try reader.number()
                    high = value >= 0 ? CGFloat(value) : nil
                }
            }
            if let low, let upper = high, upper < low { high = low }
            return (low, ideal, high)
        }
        (minWidth, idealWidth, maxWidth) = try bounds("Width")
        (minHeight, idealHeight, maxHeight) = try bounds("Height")
        alignment = try object["alignment"].map(Alignment.init(json:)) ?? .center
    }

    func write(to fields: inout JSONFieldWriter) throws {
        try fields.appendLength("minWidth", minWidth)
        try fields.appendLength("idealWidth", idealWidth)
        try fields.appendLength("maxWidth", maxWidth, allowsInfinity: true)
        try fields.appendLength("minHeight", minHeight)
        try fields.appendLength("idealHeight", idealHeight)
        try fields.appendLength("maxHeight", maxHeight, allowsInfinity: true)
        try fields.append("alignment", alignment, unless: .center)
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

// MARK: - Values

/// The named colours of ``Color``, which JSON writes by name.
private let namedColors: [String: Color] = [
    "black": .black, "white": .white, "clear": .clear, "gray": .gray, "red": .red, "orange": .orange,
    "yellow": .yellow, "green": .green, "mint": .mint, "teal": .teal, "cyan": .cyan, "blue": .blue,
    "indigo": .indigo, "purple": .purple, "pink": .pink, "brown": .brown, "primary": .primary,
    "secondary": .secondary, "accentColor": .accentColor,
]

extension Color {
    /// Reads a colour: a name (`"white"`), `"#RRGGBB"`, `"#RRGGBBAA"`, `{"color": "black",
    /// "opacity": 0.4}` or `{"red": 1, "green": 0.5, "blue": 0, "opacity": 1, "name": "brand"}`.
    init(json reader: JSONReader) throws {
        switch reader.value {
        case .string(let text) where text.hasPrefix("#"):
            let digits = text.dropFirst()
            guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else {
                throw reader.error("expected a colour as \"#RRGGBB\" or \"#RRGGBBAA\"")
            }
            let rgba = digits.count == 6 ? value << 8 | 0xFF : value
            func byte(_ shift: UInt32) -> Double { Double((rgba >> shift) & 0xFF) / 255 }
            self.init(red: byte(24), green: byte(16), blue: byte(8), opacity: byte(0))
        case .string:
            let name = try reader.name(of: "colour", among: namedColors.keys.sorted())
            self = namedColors[name] ?? .primary
        case .object:
            let object = try reader.object()
            if let base = object["color"] {
                try object.refuseUnknownFields(["color", "opacity"], in: "a colour with an opacity")
                self = try Color(json: base).opacity(try object["opacity"]?.number() ?? 1)
            } else {
                try object.refuseUnknownFields(["red", "green", "blue", "opacity", "name"], in: "a colour")
                self.init(
                    red: try object.required("red").number(),
                    green: try object.required("green").number(),
                    blue: try object.required("blue").number(),
                    opacity: try object["opacity"]?.number() ?? 1,
                    name: try object["name"]?.string()
                )
            }
        default:
            throw reader.error(
                "expected a colour: a name such as \"white\", \"#RRGGBB\", \"#RRGGBBAA\" or an object with red, green and blue")
        }
    }

    /// The shortest form that reads back as an equal colour: a name, a named colour with an
    /// opacity, a hex string, or the components.
    func jsonValue(path: String) throws -> JSONValue {
        guard [red, green, blue, opacity].allSatisfy(\.isFinite) else {
            throw unencodable(path, "the colour has a component that is not a finite number")
        }
        if let name, namedColors[name] == self { return .string(name) }
        if let name, let dot = name.firstIndex(of: "."), let base = namedColors[String(name[..<dot])], base.opacity == 1,
            base.opacity(opacity) == self
        {
            return .object([JSONField("color", .string(String(name[..<dot]))), JSONField("opacity", .number(opacity))])
        }
        let components = [red, green, blue, opacity]
        if name == nil, components.allSatisfy({ ($0 * 255).rounded() / 255 == $0 }) {
            let hex = components.map { String(format: "%02X", Int(($0 * 255).rounded())) }
            return .string("#" + hex.prefix(opacity == 1 ? 3 : 4).joined())
        }
        var fields = [JSONField("red", .number(red)), JSONField("green", .number(green)), JSONField("blue", .number(blue))]
        if opacity != 1 { fields.append(JSONField("opacity", .number(opacity))) }
        if let name { fields.append(JSONField("name", .string(name))) }
        return .object(fields)
    }
}

/// The text styles of ``Font``, which JSON writes by name.
private let textStyles: [String: Font] = [
    "largeTitle": .largeTitle, "title": .title, "title2": .title2, "title3": .title3, "headline": .headline,
    "body": .body, "callout": .callout, "subheadline": .subheadline, "footnote": .footnote,
    "caption": .caption, "caption2": .caption2,
]

private let weightNames: [String: Font.Weight] = [
    "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
    "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
]

extension Font {
    /// Reads a font: a text style name (`"headline"`) or `{"size": 18, "weight": "bold"}`, the
    /// size defaulting to 17 and the weight to regular (a name or a number from 1 to 1000).
    init(json reader: JSONReader) throws {
        if case .string = reader.value {
            let name = try reader.name(of: "text style", among: textStyles.keys.sorted())
            self = textStyles[name] ?? .body
            return
        }
        guard case .object = reader.value else {
            throw reader.error("expected a font: a text style such as \"headline\" or an object with a size")
        }
        let object = try reader.object()
        try object.refuseUnknownFields(["size", "weight"], in: "a font")
        var weight = Weight.regular
        if let weightReader = object["weight"] {
            if case .number = weightReader.value {
                let value = try weightReader.wholeNumber()
                guard (1...1000).contains(value) else { throw weightReader.error("expected a weight from 1 to 1000") }
                weight = Weight(value: value)
            } else {
                weight = weightNames[try weightReader.name(of: "font weight", among: weightNames.keys.sorted())] ?? .regular
            }
        }
        self.init(size: CGFloat(try object["size"]?.number() ?? 17), weight: weight)
    }

    func jsonValue(path: String) throws -> JSONValue {
        if let styleName, textStyles[styleName] == self { return .string(styleName) }
        guard size.isFinite else { throw unencodable(path, "the font size is not a finite number") }
        var fields = [JSONField("size", .number(Double(size)))]
        if weight != .regular {
            let name = weight.description
            fields.append(JSONField("weight", weightNames[name] == weight ? .string(name) : .number(Double(weight.value))))
        }
        return .object(fields)
    }
}

extension Alignment {
    private static let named: [String: Alignment] = [
        "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
    ]

    /// Reads an alignment by name, such as `"leading"` or `"topTrailing"`.
    init(json reader: JSONReader) throws {
        self = Alignment.named[try reader.name(of: "alignment", among: Alignment.named.keys.sorted())] ?? .center
    }
}

extension EdgeInsets {
    /// Reads padding: one number for every edge, or `{"top": 8, "leading": 16}` with the missing
    /// edges zero; lengths are clamped to ±1,000,000 as `padding(_:)` clamps them.
    init(json reader: JSONReader) throws {
        guard case .object = reader.value else {
            self = EdgeInsets(.all, try reader.number()).sanitized
            return
        }
        let object = try reader.object()
        try object.refuseUnknownFields(["top", "leading", "bottom", "trailing"], in: "padding")
        func edge(_ key: String) throws -> CGFloat { CGFloat(try object[key]?.number() ?? 0) }
        self =
            EdgeInsets(top: try edge("top"), leading: try edge("leading"), bottom: try edge("bottom"), trailing: try edge("trailing"))
            .sanitized
    }

    func jsonValue(path: String) throws -> JSONValue {
        let values = [("top", top), ("leading", leading), ("bottom", bottom), ("trailing", trailing)]
        var fields = JSONFieldWriter(path: path)
        if Set(values.map(\.1)).count == 1 {
            try fields.appendLength("value", top)
            return fields.fields[0].value
        }
        for (key, value) in values where value != 0 { try fields.appendLength(key, value) }
        return .object(fields.fields)
    }
}

/// Reads a set written as one name or an array of names, such as `"vertical"` or `["top", "bottom"]`.
private func readSet<Element>(
    _ reader: JSONReader, of what: String, named: [(String, Element)], empty: Element, union: (Element, Element) -> Element
) throws -> Element {
    let names = named.map(\.0)
    let readers = if case .array = reader.value { try reader.array() } else { [reader] }
    return try readers.reduce(empty) { set, element in
        let name = try element.name(of: what, among: names)
        return union(set, named.first { $0.0 == name }?.1 ?? empty)
    }
}

extension Axis.Set {
    private static let named: [(String, Axis.Set)] = [("horizontal", .horizontal), ("vertical", .vertical)]

    init(json reader: JSONReader) throws {
        self = try readSet(reader, of: "axis", named: Axis.Set.named, empty: []) { $0.union($1) }
    }

    var jsonValue: JSONValue {
        if let name = Axis.Set.named.first(where: { $0.1 == self })?.0 { return .string(name) }
        return .array(Axis.Set.named.filter { contains($0.1) }.map { .string($0.0) })
    }
}

extension Edge.Set {
    private static let named: [(String, Edge.Set)] = [
        ("all", .all), ("horizontal", .horizontal), ("vertical", .vertical),
        ("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
    ]

    init(json reader: JSONReader) throws {
        self = try readSet(reader, of: "edge", named: Edge.Set.named, empty: []) { $0.union($1) }
    }

    var jsonValue: JSONValue {
        if let name = Edge.Set.named.first(where: { $0.1 == self })?.0 { return .string(name) }
        return .array(Edge.Set.named.dropFirst(3).filter { contains($0.1) }.map { .string($0.0) })
    }
}

extension ActionID {
    /// Reads an action id: a whole number.
    init(json reader: JSONReader) throws {
        self.init(rawValue: try reader.wholeNumber())
    }
}

extension ButtonRole {
    /// Reads a role: `"destructive"` or `"cancel"`.
    init(json reader: JSONReader) throws {
        self = try reader.name(of: "button role", among: ["cancel", "destructive"]) == "cancel" ? .cancel : .destructive
    }
}
