import Foundation

/// A key for a value that a view hands to the ``Layout`` around it.
///
/// Set it with ``View/layoutValue(key:value:)`` and read it from a subview with
/// ``LayoutSubview/subscript(_:)``:
///
/// ```swift
/// struct Rank: LayoutValueKey {
///     static let defaultValue = 0
/// }
/// Text("first").layoutValue(key: Rank.self, value: 1)
/// // in a layout: subviews[0][Rank.self] == 1
/// ```
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a subview that sets none.
    static var defaultValue: Value { get }
}

extension View {
    /// Hands `value` for `key` to the layout that arranges this view.
    ///
    /// The value is read through the modifiers around the view (`.padding()`, `.frame`, …), so
    /// `Text("a").layoutValue(key: Rank.self, value: 1).padding()` still carries it; of two values
    /// for one key, the outer one wins.
    ///
    /// ```swift
    /// Text("Wide").layoutValue(key: ColumnSpan.self, value: 2)
    /// ```
    public func layoutValue<Key: LayoutValueKey>(key: Key.Type, value: Key.Value) -> some View {
        modifier(WrappingModifier(kind: .layoutValue(LayoutValueNode(key: key, value: value))))
    }
}

/// A value for a ``LayoutValueKey``, as a node holds it.
///
/// ```swift
/// try Text("a").layoutValue(key: Rank.self, value: 1).node().kind.as(LayoutValueNode.self)?.key   // "Rank"
/// ```
package struct LayoutValueNode: Equatable, Sendable {
    // Boxed, so the node stays a few bytes; `@unchecked` because a key's value need not be
    // `Sendable`, as in SwiftUI, and it is only read.
    private final class Storage: @unchecked Sendable {
        let keyType: ObjectIdentifier
        let value: Any
        let key: String
        let valueDescription: String

        init(keyType: ObjectIdentifier, value: Any, key: String, valueDescription: String) {
            self.keyType = keyType
            self.value = value
            self.key = key
            self.valueDescription = valueDescription
        }
    }

    private let storage: Storage

    init<Key: LayoutValueKey>(key: Key.Type, value: Key.Value) {
        storage = Storage(
            keyType: ObjectIdentifier(key), value: value, key: String(describing: key), valueDescription: String(describing: value))
    }

    var keyType: ObjectIdentifier { storage.keyType }
    var value: Any { storage.value }
    /// The key's type name.
    package var key: String { storage.key }
    /// The value as `String(describing:)` prints it, which is what makes two nodes equal.
    package var valueDescription: String { storage.valueDescription }

    /// Two values are equal when their keys are the same type and the values print the same.
    package static func == (lhs: LayoutValueNode, rhs: LayoutValueNode) -> Bool {
        lhs.keyType == rhs.keyType && lhs.valueDescription == rhs.valueDescription
    }
}

extension LayoutValueNode: ContentModifierPrimitive {
    /// A layout value holds a program's own key and value, which JSON cannot name.
    static let jsonSchema: [JSONKindSchema] = []

    static func kind(named name: String, json object: JSONObjectReader) throws -> Node.Kind {
        throw JSONReader(value: .string(name), path: object.path + ".kind").error("unknown node kind \"\(name)\"")
    }

    func jsonFields(path: String) throws -> (name: String, fields: [JSONField]) {
        throw unencodable(path, "the layout value for \(key) is a program's own type, which JSON cannot hold")
    }

    var summary: String { "layoutValue(key: \(terminalSafe(key)), value: \(terminalSafe(valueDescription)))" }

    /// The content draws as usual; only layouts read the value.
    func draw(_ node: PlacedNode, into builder: inout DisplayListBuilder) {
        builder.drawChildren(of: node)
    }
}

extension LayoutNode {
    /// The value this node carries for `key`, looking through single-child modifiers.
    func layoutValue<Key: LayoutValueKey>(for key: Key.Type) -> Key.Value? {
        var node: LayoutNode? = self
        while let current = node {
            if let entry = current.kind.as(LayoutValueNode.self), entry.keyType == ObjectIdentifier(key),
                let value = entry.value as? Key.Value
            {
                return value
            }
            node = current.primitive.isTransparentToLayout ? current.children.first : nil
        }
        return nil
    }
}

extension Node {
    /// The value this node carries for `key`, read through the single-child nodes around the view
    /// that set it (the key's default when none did), as a list reads its rows' settings before
    /// layout.
    func layoutValue<Key: LayoutValueKey>(for key: Key.Type) -> Key.Value {
        var node = self
        while true {
            if let entry = node.kind.as(LayoutValueNode.self), entry.keyType == ObjectIdentifier(key), let value = entry.value as? Key.Value
            {
                return value
            }
            guard node.children.count == 1, let child = node.children.first else { return Key.defaultValue }
            node = child
        }
    }
}

extension Node.Kind {
    /// The child with a value for a ``LayoutValueKey``, read by the layout that arranges it.
    package static func layoutValue(_ value: LayoutValueNode) -> Self { Self(value) }
}
