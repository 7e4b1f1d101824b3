/// A JSON value and its path, read with typed accessors whose errors name the path.
struct JSONReader {
    let value: JSONValue
    let path: String

    func error(_ message: String) -> NodeDecodingError {
        NodeDecodingError(path: path, message: message)
    }

    func object() throws -> JSONObjectReader {
        guard case .object(let fields) = value else { throw error("expected an object") }
        return JSONObjectReader(fields: fields, path: path)
    }

    func array() throws -> [JSONReader] {
        guard case .array(let elements) = value else { throw error("expected an array") }
        return elements.enumerated().map { JSONReader(value: $1, path: "\(path)[\($0)]") }
    }

    func string() throws -> String {
        guard case .string(let string) = value else { throw error("expected a string") }
        return string
    }

    func bool() throws -> Bool {
        guard case .bool(let bool) = value else { throw error("expected true or false") }
        return bool
    }

    /// A finite number; JSON has no NaN, and numbers too large for a `Double` are refused. `-0`
    /// reads as 0, which is how it is written back, so a decoded tree encodes to what decodes equal.
    func number() throws -> Double {
        guard case .number(let number) = value else { throw error("expected a number") }
        guard number.isFinite else { throw error("the number is out of range") }
        return number + 0
    }

    func wholeNumber() throws -> Int {
        guard let whole = Int(exactly: try number()), abs(whole) <= 1 << 53 else { throw error("expected a whole number") }
        return whole
    }

    /// The case of `Case` this string names (as Swift prints it), or an error listing the names.
    func caseNamed<Case: CaseIterable>(_ what: String) throws -> Case {
        let cases = Array(Case.allCases)
        let names = cases.map { "\($0)" }
        let chosen = try name(of: what, among: names)
        guard let index = names.firstIndex(of: chosen) else { throw error("unknown \(what) \"\(chosen)\"") }
        return cases[index]
    }

    /// One of `names`, or an error listing them.
    func name(of what: String, among names: [String]) throws -> String {
        let text = try string()
        guard names.contains(text) else {
            throw error("unknown \(what) \"\(text)\"; expected one of: \(names.joined(separator: ", "))")
        }
        return text
    }
}

/// A JSON object and its path.
struct JSONObjectReader {
    let fields: [JSONField]
    let path: String

    /// The field's value when present and not `null`.
    subscript(key: String) -> JSONReader? {
        guard let field = fields.first(where: { $0.key == key }), field.value != .null else { return nil }
        return JSONReader(value: field.value, path: "\(path).\(key)")
    }

    /// Whether the field is present, even as `null`.
    func contains(_ key: String) -> Bool {
        fields.contains { $0.key == key }
    }

    func required(_ key: String) throws -> JSONReader {
        guard let reader = self[key] else { throw NodeDecodingError(path: path, message: "missing field \"\(key)\"") }
        return reader
    }

    func refuseUnknownFields(_ allowed: [String], in context: String) throws {
        guard let unknown = fields.first(where: { !allowed.contains($0.key) }) else { return }
        let expected = allowed.sorted().joined(separator: ", ")
        throw NodeDecodingError(path: "\(path).\(unknown.key)", message: "unknown field in \(context); expected one of: \(expected)")
    }
}

/// A length clamped to `minimum...maximumLength`, as the view modifiers clamp theirs.
func clampLength(_ value: Double, minimum: CGFloat) -> CGFloat {
    min(max(CGFloat(value), minimum), maximumLength)
}
