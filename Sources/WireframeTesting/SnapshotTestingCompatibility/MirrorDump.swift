import Foundation

/// A value that prints itself in a swift-snapshot-testing `.dump` as one line, instead of as
/// the tree of its children.
///
/// ```swift
/// extension UserID: AnySnapshotStringConvertible {
///     public var snapshotDescription: String { "#\(rawValue)" }
/// }
/// // - id: #42
/// ```
public protocol AnySnapshotStringConvertible {
    /// Whether the value's children are printed under its description; `false` by default.
    static var renderChildren: Bool { get }

    /// The value's text in a dump.
    var snapshotDescription: String { get }
}

extension AnySnapshotStringConvertible {
    /// Children are not printed.
    public static var renderChildren: Bool { false }
}

extension Character: AnySnapshotStringConvertible {
    /// The character quoted and escaped: `"a"`.
    public var snapshotDescription: String { debugDescription }
}

extension Data: AnySnapshotStringConvertible {
    /// The size: `13 bytes`.
    public var snapshotDescription: String { debugDescription }
}

extension Date: AnySnapshotStringConvertible {
    /// The instant in ISO 8601, UTC, to the second: `2001-01-01T00:00:00Z`.
    public var snapshotDescription: String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: self)
    }
}

extension NSObject: AnySnapshotStringConvertible {
    #if canImport(ObjectiveC)
        /// The debug description with memory addresses removed: `<NSObject>`.
        @objc open var snapshotDescription: String { MirrorDump.removingAddresses(debugDescription) }
    #else
        /// The debug description with memory addresses removed: `<NSObject>`.
        public var snapshotDescription: String { MirrorDump.removingAddresses(debugDescription) }
    #endif
}

extension String: AnySnapshotStringConvertible {
    /// The string quoted and escaped.
    public var snapshotDescription: String { debugDescription }
}

extension Substring: AnySnapshotStringConvertible {
    /// The substring quoted and escaped.
    public var snapshotDescription: String { debugDescription }
}

extension URL: AnySnapshotStringConvertible {
    /// The URL as written: `https://example.com`.
    public var snapshotDescription: String { debugDescription }
}

/// swift-snapshot-testing's `.dump` format: a tree read through `Mirror`, one `▿ label: Type`
/// line per value with children and `- label: value` per leaf, indented two spaces a level.
///
/// The children of structs, classes, dictionaries and sets are sorted by their own dumps, so
/// that the text does not depend on hashing or declaration order; a class met again inside
/// itself prints `(circular reference detected)`.
package enum MirrorDump {
    /// How deep a value is printed; a deeper one prints `…`, so that a value nested thousands of
    /// levels deep cannot exhaust the stack.
    package static let maximumDepth = 64

    /// The dump of `value`, ending with a newline.
    package static func string(_ value: Any) -> String {
        text(value, label: nil, indent: 0, visited: [])
    }

    private static func text(_ value: Any, label: String?, indent: Int, visited: Set<ObjectIdentifier>) -> String {
        let prefix = String(repeating: " ", count: indent)
        guard indent / 2 < maximumDepth else { return "\(prefix)- \(label.map { "\($0): " } ?? "")…\n" }
        let mirror = Mirror(reflecting: value)
        var children = Array(mirror.children)
        var visited = visited
        let bullet = children.isEmpty ? "-" : "▿"
        let labelText = label.map { "\($0): " } ?? ""
        let typeName = cleanTypeName(mirror.subjectType)
        let summary: String
        switch mirror.displayStyle {
        case .collection?:
            summary = children.count == 1 ? "1 element" : "\(children.count) elements"
        case .dictionary?:
            summary = children.count == 1 ? "1 key/value pair" : "\(children.count) key/value pairs"
            children = sorted(children, visited: visited)
        case .set?:
            summary = children.count == 1 ? "1 member" : "\(children.count) members"
            children = sorted(children, visited: visited)
        case .tuple?:
            summary = children.count == 1 ? "(1 element)" : "(\(children.count) elements)"
        case .optional?:
            summary = children.isEmpty ? "\(typeName).none" : typeName
        default:
            if let convertible = value as? AnySnapshotStringConvertible {
                guard type(of: convertible).renderChildren else {
                    return "\(prefix)- \(labelText)\(convertible.snapshotDescription)\n"
                }
                summary = convertible.snapshotDescription
            } else if let describable = value as? CustomStringConvertible {
                summary = describable.description
            } else if mirror.displayStyle == .class {
                let identifier = ObjectIdentifier(value as AnyObject)
                if visited.contains(identifier) {
                    return "\(prefix)\(bullet) \(label ?? "value") (circular reference detected)\n"
                }
                visited.insert(identifier)
                summary = typeName
                children = sorted(children, visited: visited)
            } else if mirror.displayStyle == .struct {
                summary = typeName
                children = sorted(children, visited: visited)
            } else if mirror.displayStyle == .enum {
                summary = children.isEmpty ? "\(typeName).\(value)" : typeName
            } else {
                summary = String(describing: value)
            }
        }
        var result = "\(prefix)\(bullet) \(labelText)\(summary)\n"
        for child in children {
            result += text(child.value, label: child.label, indent: indent + 2, visited: visited)
        }
        return result
    }

    private static func sorted(_ children: [Mirror.Child], visited: Set<ObjectIdentifier>) -> [Mirror.Child] {
        children
            // The key is the dump of the whole `(label, value)` pair, so fields sort by label.
            .map { (child: $0, key: text(($0.label, $0.value), label: nil, indent: 0, visited: visited)) }
            .sorted { $0.key < $1.key }
            .map(\.child)
    }

    /// The type's name without the ` #1` that local types carry.
    private static func cleanTypeName(_ type: Any.Type) -> String {
        String(describing: type).replacingOccurrences(of: " #\\d+", with: "", options: .regularExpression)
    }

    /// `text` without memory addresses (`: 0x7f…`), so that dumps are the same on every run.
    package static func removingAddresses(_ text: String) -> String {
        text.replacingOccurrences(of: ":?\\s*0x[\\da-f]+(\\s*)", with: "$1", options: .regularExpression)
    }
}
