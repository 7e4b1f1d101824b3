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
