/// A declaration read from Swift source: its attributes, modifiers and keyword, and what the
/// macros and scanners of the package need of each kind — a type's name, inheritance and
/// members, an enum case's elements, a property's bindings.
///
/// ```swift
/// let file = SwiftFile("@Reducer struct Feature { enum Action { case child(Child.Action) } }")
/// let feature = file.declarations[0]            // keyword "struct", name "Feature"
/// feature.attributes[0].name                      // "Reducer"
/// feature.memberDeclarations[0].name              // "Action"
/// ```
package struct SwiftDeclaration: Sendable {
    package var attributes: [SwiftAttribute] = []
    /// Modifiers as written, with their arguments: `public`, `private(set)`, `static`.
    package var modifiers: [String] = []
    /// `struct`, `enum`, `class`, `actor`, `extension`, `protocol`, `var`, `let`, `func`, `init`,
    /// `case`, `typealias`, …; empty for something that is not a declaration.
    package var keyword = ""
    /// The declared name: a type's, a function's, the first binding's; an extension's extended
    /// type as written.
    package var name = ""
    /// A type's generic parameter clause as written, `<T: Equatable>`, or `""`.
    package var genericParameters = ""
    /// A type's inherited types as written, one entry each.
    package var inheritance: [String] = []
    /// A type's members, `#if` blocks kept.
    package var members: [SwiftMember] = []
    /// The elements of an enum `case` declaration.
    package var cases: [SwiftEnumCase] = []
    /// The bindings of a `var` or `let` declaration.
    package var bindings: [SwiftBinding] = []
    /// The tokens the declaration spans, attributes included.
    package var tokens: Range<Int> = 0..<0

    /// Whether the declaration has the attribute `name` (`"Reducer"` matches `@Reducer` and
    /// `@ComposableArchitecture.Reducer`).
    package func hasAttribute(_ name: String) -> Bool {
        attributes.contains { $0.name == name || $0.name.hasSuffix(".\(name)") }
    }

    /// Whether the declaration has the modifier `name`.
    package func hasModifier(_ name: String) -> Bool {
        modifiers.contains { $0 == name || $0.hasPrefix("\(name)(") }
    }

    /// The access level written on the declaration (`public`, `package`, …), or `nil`.
    package var accessLevel: String? {
        modifiers.first { ["open", "public", "package", "internal", "fileprivate", "private"].contains($0) }
    }

    /// Whether the declaration is a type: a struct, enum, class, actor or protocol.
    package var isType: Bool {
        ["struct", "enum", "class", "actor", "protocol"].contains(keyword)
    }

    /// The member declarations outside `#if` blocks and inside every clause of them, in order.
    package var memberDeclarations: [SwiftDeclaration] {
        members.flatMap(\.allDeclarations)
    }

    /// Whether `name` is one of the inherited types, qualified or not.
    package func inherits(_ name: String) -> Bool {
        inheritance.contains { $0 == name || $0.hasSuffix(".\(name)") }
    }
}

/// A member of a type: a declaration, or an `#if` block of members.
package enum SwiftMember: Sendable {
    case declaration(SwiftDeclaration)
    case ifConfig([SwiftIfConfigClause])

    /// The declarations of this member, those of every `#if` clause included.
    package var allDeclarations: [SwiftDeclaration] {
        switch self {
        case .declaration(let declaration): [declaration]
        case .ifConfig(let clauses): clauses.flatMap { $0.members.flatMap(\.allDeclarations) }
        }
    }
}

/// One clause of an `#if` block: its directive line (`#if DEBUG`, `#else`) and its members.
package struct SwiftIfConfigClause: Sendable {
    package var directive: String
    package var members: [SwiftMember]
}

/// An attribute: `@Reducer`, `@Dependency(\.uuid)`, `@ReducerBuilder<State, Action>`.
package struct SwiftAttribute: Sendable {
    /// The attribute's name as written, qualified or not, without `@` or arguments.
    package var name: String
    /// The generic arguments as written, `<State, Action>`, or `""`.
    package var genericArguments: String
    /// The text between the parentheses, or `nil` without parentheses.
    package var arguments: String?
    /// The tokens the attribute spans, `@` included.
    package var tokens: Range<Int>
}

/// One element of an enum `case` declaration: `child(Child.Action)`, `move(IndexSet, Int)`.
package struct SwiftEnumCase: Sendable {
    package var name: String
    /// The associated values; `nil` when the case has none (`case tapped`).
    package var associatedValues: [SwiftAssociatedValue]?
}

/// One associated value of an enum case: `id: ID`, or just `Child.Action`.
package struct SwiftAssociatedValue: Sendable {
    /// The label, or `nil` when there is none (or it is `_`).
    package var label: String?
    /// The type as written.
    package var type: String
}

/// One binding of a `var` or `let`: `count: Int = 0`.
package struct SwiftBinding: Sendable {
    /// The bound name; `""` for a tuple pattern.
    package var name: String
    /// The type annotation as written, or `nil`.
    package var type: String?
    /// The initial value as written, or `nil`.
    package var initializer: String?
    /// The accessor block's accessor names (`get`, `set`, `didSet`, …); `["get"]` for a block
    /// that is a getter's body; empty without a block.
    package var accessors: [String]

    /// Whether the binding stores a value: no accessor block, or only observers.
    package var isStored: Bool {
        accessors.allSatisfy { $0 == "willSet" || $0 == "didSet" }
    }
}
