import Foundation

/// The deepest nesting of JSON arrays and objects that ``Node/init(json:)`` reads: 512 levels.
///
/// A node takes two levels, its object and its `children` array, so a tree may nest about 250
/// nodes deep. Deeper input is refused with a ``NodeDecodingError`` as soon as the parser meets
/// the first level too many, so no input can exhaust the stack.
public let maximumJSONDepth = 512

/// A strict JSON parser (RFC 8259) over UTF-8 bytes that refuses nesting deeper than a limit
/// before recursing, and reports errors with their line and column.
///
/// It reads the caller's bytes in place, and a node tree is built as it is read: each node's own
/// fields are parsed as values, its `children` straight into nodes, so no parsed copy of the
/// whole document is ever held beside the tree.
struct JSONParser {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let depthLimit: Int
    private var offset = 0

    /// Parses `data` as one node tree, in the schema of ``Node/init(json:)``.
    static func parseNode(_ data: Data) throws -> Node {
        try withParser(over: data, depthLimit: maximumJSONDepth) { parser in try parser.parseNode(path: "root", depth: 0) }
    }

    /// Runs `parse` over the bytes of `data`, after the byte order mark, and checks that nothing
    /// but whitespace follows what it read.
    private static func withParser<Result>(
        over data: Data, depthLimit: Int, _ parse: (inout JSONParser) throws -> Result
    ) throws -> Result {
        try data.withUnsafeBytes { raw in
            let all = raw.bindMemory(to: UInt8.self)
            try validateUTF8(all)
            let bytes = all.starts(with: [0xEF, 0xBB, 0xBF]) ? UnsafeBufferPointer(rebasing: all[3...]) : all
            var parser = JSONParser(bytes: bytes, depthLimit: depthLimit)
            parser.skipWhitespace()
            let result = try parse(&parser)
            parser.skipWhitespace()
            guard parser.offset == bytes.count else { throw parser.failure("unexpected text after the JSON value") }
            return result
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, depthLimit: Int) {
        self.bytes = bytes
        self.depthLimit = depthLimit
    }

    private static func validateUTF8(_ bytes: UnsafeBufferPointer<UInt8>) throws {
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
            try checkDepth(depth)
            return byte == UInt8(ascii: "{") ? try parseObject(depth: depth + 1) : try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw failure("unexpected \(describeCurrent())")
        }
    }

    private func checkDepth(_ depth: Int) throws {
        guard depth < depthLimit else {
            throw NodeDecodingError(path: "", message: "the JSON is nested deeper than \(depthLimit) levels (\(location))")
        }
    }

    private mutating func parseObject(depth: Int) throws -> JSONValue {
        var fields: [JSONField] = []
        try parseFields { parser, key in fields.append(JSONField(key, try parser.parseValue(depth: depth))) }
        return .object(fields)
    }

    private mutating func parseArray(depth: Int) throws -> JSONValue {
        var elements: [JSONValue] = []
        try parseElements { parser, _ in elements.append(try parser.parseValue(depth: depth)) }
        return .array(elements)
    }

    /// Reads an object from its opening brace, handing each field's value to `parseValue` with its
    /// key; duplicate keys are refused.
    private mutating func parseFields(_ parseValue: (inout JSONParser, String) throws -> Void) throws {
        offset += 1
        var keys: Set<String> = []
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            offset += 1
            return
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
            try parseValue(&self, key)
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                offset += 1
                continue
            }
            try expect("}", after: "an object field", or: ",")
            return
        }
    }

    /// Reads an array from its opening bracket, handing each element to `parseElement` with its
    /// index.
    private mutating func parseElements(_ parseElement: (inout JSONParser, Int) throws -> Void) throws {
        offset += 1
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            offset += 1
            return
        }
        var index = 0
        while true {
            skipWhitespace()
            try parseElement(&self, index)
            index += 1
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                offset += 1
                continue
            }
            try expect("]", after: "an array element", or: ",")
            return
        }
    }

    // MARK: Nodes

    /// Reads the node object at `path`: its own fields as values, its `children` as nodes, each
    /// built as soon as its object closes.
    private mutating func parseNode(path: String, depth: Int) throws -> Node {
        guard current == UInt8(ascii: "{") else {
            _ = try parseValue(depth: depth)
            throw NodeDecodingError(path: path, message: "expected an object")
        }
        try checkDepth(depth)
        var fields: [JSONField] = []
        var children: [Node] = []
        try parseFields { parser, key in
            guard key == "children", parser.current != UInt8(ascii: "n") else {
                fields.append(JSONField(key, try parser.parseValue(depth: depth + 1)))
                return
            }
            let childrenPath = path + ".children"
            guard parser.current == UInt8(ascii: "[") else {
                _ = try parser.parseValue(depth: depth + 1)
                throw NodeDecodingError(path: childrenPath, message: "expected an array")
            }
            try parser.checkDepth(depth + 1)
            try parser.parseElements { parser, index in
                children.append(try parser.parseNode(path: "\(childrenPath)[\(index)]", depth: depth + 2))
            }
        }
        return try Node(decoding: JSONObjectReader(fields: fields, path: path), children: children, depth: depth + 1)
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
