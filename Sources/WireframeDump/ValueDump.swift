import Foundation

/// A deterministic, structural text form of any value, used for the store's state diffs and
/// diagnostics and for the `.dump` snapshot strategy.
///
/// Structs and classes print as `Type(label: value)`, enums as `.case(payload)`, collections as
/// `[[0]: value]`, strings quoted and escaped; nested values go on indented lines. The same value
/// prints the same text on every run and machine: dictionary entries are sorted by their keys'
/// dumps and set elements by their own, no memory address is printed, numbers use Swift's
/// shortest round-trip form (`CGFloat` too, and `Decimal` its own), dates are ISO 8601 in UTC, and
/// a class instance met again inside itself prints as `Type(↩︎)`:
///
/// ```
/// Memos.State(
///   memos: [
///     [0]: Memo(
///       title: "장보기"
///     )
///   ]
///   query: ""
/// )
/// ```
@usableFromInline
package enum ValueDump {
    /// How deep nested values are printed before `…` stands in for the rest.
    package static let maximumDepth = 40

    /// The multi-line form of `value`.
    package static func string(_ value: Any) -> String {
        lines(value).joined(separator: "\n")
    }

    /// The lines of the multi-line form of `value`.
    package static func lines(_ value: Any) -> [String] {
        var lines: [String] = []
        var visited: Set<ObjectIdentifier> = []
        node(for: value, depth: 0, visited: &visited).render(indent: "", prefix: "", into: &lines)
        return lines
    }

    /// The form of `value` on a single line.
    @usableFromInline
    package static func line(_ value: Any) -> String {
        var visited: Set<ObjectIdentifier> = []
        return node(for: value, depth: 0, visited: &visited).singleLine
    }

    private static func node(for value: Any, depth: Int, visited: inout Set<ObjectIdentifier>) -> DumpNode {
        if let custom = value as? CustomDumpRepresentable {
            return node(for: custom.dumpValue, depth: depth, visited: &visited)
        }
        guard depth < maximumDepth else { return .leaf("…") }
        if let entries = value as? CustomDumpEntries {
            let items = entries.dumpEntries.map { entry in
                (Optional(entry.label), node(for: entry.value, depth: depth + 1, visited: &visited))
            }
            return .container(open: "[", close: "]", items: items)
        }
        if let record = value as? DumpStruct {
            let items = record.fields.map { field in
                (Optional(field.label), node(for: field.value, depth: depth + 1, visited: &visited))
            }
            return .container(open: "\(record.name)(", close: ")", items: items)
        }
        switch value {
        case let text as DumpText: return .leaf(text.text)
        case let string as String: return .leaf(quoted(string))
        case let substring as Substring: return .leaf(quoted(String(substring)))
        case let character as Character: return .leaf(quoted(String(character)))
        case let uuid as UUID: return .leaf("UUID(\(uuid.uuidString))")
        case let date as Date: return .leaf("Date(\(formatted(date)))")
        case let number as CGFloat: return .leaf(Double(number).description)
        case let number as Decimal: return .leaf(number.description)
        case let url as URL: return .leaf("URL(\(url.absoluteString))")
        case let data as Data: return .leaf("Data(\(data.count) bytes)")
        case let keyPath as AnyKeyPath: return .leaf(String(describing: keyPath))
        default: break
        }
        let mirror = Mirror(reflecting: value)
        let children = { (visited: inout Set<ObjectIdentifier>) -> [(String?, DumpNode)] in
            mirror.children.map { ($0.label, node(for: $0.value, depth: depth + 1, visited: &visited)) }
        }
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first else { return .leaf("nil") }
            return node(for: wrapped.value, depth: depth, visited: &visited)
        case .enum:
            let name = caseName(of: value)
            guard let payload = mirror.children.first else { return .leaf(".\(name)") }
            let inner = node(for: payload.value, depth: depth + 1, visited: &visited)
            if case .container(let open, let close, let items) = inner, open == "(", close == ")" {
                return .container(open: ".\(name)(", close: ")", items: items)
            }
            return .container(open: ".\(name)(", close: ")", items: [(nil, inner)])
        case .tuple:
            return .container(open: "(", close: ")", items: children(&visited))
        case .collection:
            let items = mirror.children.enumerated().map { index, child in
                (Optional("[\(index)]"), node(for: child.value, depth: depth + 1, visited: &visited))
            }
            return .container(open: "[", close: "]", items: items)
        case .set:
            let items = children(&visited).map { (String?.none, $0.1) }.sorted { $0.1.singleLine < $1.1.singleLine }
            return .container(open: "Set([", close: "])", items: items)
        case .dictionary:
            return dictionaryNode(mirror, depth: depth, visited: &visited)
        case .struct, .class:
            if mirror.displayStyle == .class {
                let id = ObjectIdentifier(value as AnyObject)
                guard visited.insert(id).inserted else { return .leaf("\(typeName(type(of: value)))(↩︎)") }
                defer { visited.remove(id) }
                return .container(open: "\(typeName(type(of: value)))(", close: ")", items: children(&visited))
            }
            return .container(open: "\(typeName(type(of: value)))(", close: ")", items: children(&visited))
        default:
            return .leaf(String(describing: value))
        }
    }

    private static func dictionaryNode(
        _ mirror: Mirror, depth: Int, visited: inout Set<ObjectIdentifier>
    ) -> DumpNode {
        var entries: [(key: String, value: DumpNode)] = []
        for child in mirror.children {
            let pair = Mirror(reflecting: child.value).children.map(\.value)
            guard pair.count == 2 else { continue }
            let key = node(for: pair[0], depth: depth + 1, visited: &visited).singleLine
            entries.append((key, node(for: pair[1], depth: depth + 1, visited: &visited)))
        }
        guard !entries.isEmpty else { return .leaf("[:]") }
        entries.sort { $0.key < $1.key }
        return .container(open: "[", close: "]", items: entries.map { (Optional($0.key), $0.value) })
    }

    /// The name of `value`'s enum case, without its payload.
    private static func caseName(of value: Any) -> String {
        if let label = Mirror(reflecting: value).children.first?.label { return label }
        let description = String(describing: value)
        return String(description.prefix { $0 != "(" })
    }

    /// `string` in double quotes, with quotes, backslashes and control characters escaped.
    package static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    private static func formatted(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        return formatter.string(from: date)
    }

    /// The name of `type` without module names or private-context markers, such as
    /// `Counter.State`.
    package static func typeName(_ type: Any.Type) -> String {
        var name = String(reflecting: type)
        while let start = name.range(of: "(unknown context at "),
            let end = name[start.upperBound...].range(of: ").")
        {
            name.removeSubrange(start.lowerBound..<end.upperBound)
        }
        while let start = name.range(of: "(extension in "),
            let end = name[start.upperBound...].range(of: "):")
        {
            name.removeSubrange(start.lowerBound..<end.upperBound)
        }
        var result = ""
        var token = ""
        func flush() {
            if let dot = token.firstIndex(of: "."), token[token.index(after: dot)...].first?.isLetter == true {
                result += token[token.index(after: dot)...]
            } else {
                result += token
            }
            token = ""
        }
        for character in name {
            if character.isLetter || character.isNumber || character == "_" || character == "." {
                token.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }
}

/// A value that prints as another value in diffs and diagnostics.
package protocol CustomDumpRepresentable {
    /// The value printed in place of this one.
    var dumpValue: Any { get }
}

/// A collection that prints as labelled entries, such as `[#0: …, #1: …]`.
package protocol CustomDumpEntries {
    /// The entries, in order.
    var dumpEntries: [(label: String, value: Any)] { get }
}

/// A struct printed under `name` with the given fields, for a type that leaves some out.
package struct DumpStruct {
    package let name: String
    package let fields: [(label: String, value: Any)]

    package init(name: String, fields: [(label: String, value: Any)]) {
        self.name = name
        self.fields = fields
    }
}

/// Text printed as is.
package struct DumpText {
    package let text: String

    package init(_ text: String) {
        self.text = text
    }
}

/// The printed tree of a value.
private indirect enum DumpNode {
    case leaf(String)
    case container(open: String, close: String, items: [(String?, DumpNode)])

    var singleLine: String {
        switch self {
        case .leaf(let text):
            return text
        case .container(let open, let close, let items):
            let parts = items.map { label, node in (label.map { "\($0): " } ?? "") + node.singleLine }
            return open + parts.joined(separator: ", ") + close
        }
    }

    func render(indent: String, prefix: String, into lines: inout [String]) {
        switch self {
        case .leaf(let text):
            lines.append(indent + prefix + text)
        case .container(let open, let close, let items):
            guard !items.isEmpty else {
                lines.append(indent + prefix + open + close)
                return
            }
            lines.append(indent + prefix + open)
            for (label, node) in items {
                node.render(indent: indent + "  ", prefix: label.map { "\($0): " } ?? "", into: &lines)
            }
            lines.append(indent + close)
        }
    }
}
