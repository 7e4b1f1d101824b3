import Foundation
import WireframeDump

/// swift-custom-dump's format, for the `.customDump` strategy: a struct or class as `Type(` with
/// one `label: value,` line per field in declaration order, collections as `[` with `[0]:`
/// indices, dictionaries sorted by key, sets as `Set([`, enums as `Type.case(payload)`, an
/// optional as its value or `nil`, strings quoted (`"""` blocks when they span lines).
///
/// Type names are those `String(reflecting:)` gives, without the module and without the
/// function a local type is declared in: `BaseSuite.Tests.User`.
package enum CustomDumpText {
    /// The dump of `value`.
    package static func string(_ value: Any) -> String {
        var visited: [ObjectIdentifier] = []
        return text(value, indent: "", depth: 0, visited: &visited)
    }

    private static func text(_ value: Any, indent: String, depth: Int, visited: inout [ObjectIdentifier]) -> String {
        // A value nested deeper than the stack allows prints `…` instead.
        guard depth < MirrorDump.maximumDepth else { return "…" }
        let mirror = Mirror(reflecting: value)
        let typeName = ValueDump.typeName(mirror.subjectType)
        let inner = indent + "  "
        func block(_ open: String, _ items: [(label: String?, value: Any)], _ close: String, labelled: (String?) -> String) -> String {
            guard !items.isEmpty else { return open + close }
            let lines = items.map { item in
                inner + labelled(item.label) + text(item.value, indent: inner, depth: depth + 1, visited: &visited)
            }
            return open + "\n" + lines.joined(separator: ",\n") + "\n" + indent + close
        }
        let children = mirror.children.map { (label: $0.label, value: $0.value) }
        switch (value, mirror.displayStyle) {
        case (let string as String, _):
            return quoted(string, indent: indent)
        case (let character as Character, _):
            return quoted(String(character), indent: indent)
        case (_, .optional?):
            guard let wrapped = children.first else { return "nil" }
            return text(wrapped.value, indent: indent, depth: depth + 1, visited: &visited)
        case (_, .collection?):
            var index = 0
            return block("[", children, "]") { _ in
                defer { index += 1 }
                return "[\(index)]: "
            }
        case (_, .dictionary?):
            let pairs = children.map { pair -> (key: String, value: Any) in
                let parts = Array(Mirror(reflecting: pair.value).children)
                guard parts.count == 2 else { return (String(describing: pair.value), pair.value) }
                return (text(parts[0].value, indent: inner, depth: depth + 1, visited: &visited), parts[1].value)
            }
            .sorted { $0.key < $1.key }
            guard !pairs.isEmpty else { return "[:]" }
            return block("[", pairs.map { (label: $0.key, value: $0.value) }, "]") { "\($0 ?? ""): " }
        case (_, .set?):
            let items = children.map { (text: text($0.value, indent: inner, depth: depth + 1, visited: &visited), value: $0.value) }
                .sorted { $0.text < $1.text }
            return block("Set([", items.map { (label: nil, value: $0.value) }, "])") { _ in "" }
        case (_, .tuple?):
            return block("(", children, ")") { label in
                guard let label, !label.hasPrefix(".") else { return "" }
                return "\(label): "
            }
        case (_, .enum?):
            // A case with a payload is named by its child's label; describing the value would
            // walk the whole payload.
            guard let payload = children.first else { return "\(typeName).\(value)" }
            let caseName = payload.label ?? ""
            let payloadChildren = Array(Mirror(reflecting: payload.value).children)
            if Mirror(reflecting: payload.value).displayStyle == .tuple {
                return block("\(typeName).\(caseName)(", payloadChildren.map { (label: $0.label, value: $0.value) }, ")") {
                    label in
                    guard let label, !label.hasPrefix(".") else { return "" }
                    return "\(label): "
                }
            }
            return "\(typeName).\(caseName)(" + text(payload.value, indent: indent, depth: depth + 1, visited: &visited) + ")"
        case (_, .class?):
            let identifier = ObjectIdentifier(value as AnyObject)
            if visited.contains(identifier) { return "\(typeName)(↩︎)" }
            visited.append(identifier)
            defer { visited.removeLast() }
            return block("\(typeName)(", children, ")") { "\($0 ?? ""): " }
        case (_, .struct?) where !(value is CustomStringConvertible) || !children.isEmpty:
            return block("\(typeName)(", children, ")") { "\($0 ?? ""): " }
        default:
            return String(describing: value)
        }
    }

    /// A string as a Swift literal: quoted and escaped on one line, or a `"""` block indented
    /// under `indent` when it holds a line break.
    private static func quoted(_ string: String, indent: String) -> String {
        guard string.contains("\n") else { return string.debugDescription }
        let lines = string.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            indent + line.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"\"\"", with: "\\\"\"\"")
        }
        return "\"\"\"\n" + lines.joined(separator: "\n") + "\n" + indent + "\"\"\""
    }
}
