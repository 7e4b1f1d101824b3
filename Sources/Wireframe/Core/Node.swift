import Foundation

/// A resolved view: a plain value holding what to draw and how to lay it out.
///
/// Resolution evaluates every `body`, applies the environment (fonts, colours, line limits) and
/// leaves a tree of primitives and modifiers. Nodes compare, print (``dump()``) and encode, so a
/// test can assert on them and the command line can render a tree read from JSON. What each node
/// is (its kind and payload) is the package's own storage, so a new primitive is not a change to
/// the public API.
///
/// ```swift
/// let node = try VStack { Text("a"); Text("b") }.node()
/// node.children.count   // 2
/// ```
public struct Node: Equatable, Sendable {
    /// What the node is.
    package var kind: Kind
    /// The nodes inside it: a stack's children, a modifier's content (and, for backgrounds and
    /// overlays, the decoration after it).
    public var children: [Node]

    /// Creates a node.
    package init(_ kind: Kind, children: [Node] = []) {
        self.kind = kind
        self.children = children
    }

    /// Creates a node of the kind that holds `primitive`.
    init(_ primitive: some NodePrimitive, children: [Node] = []) {
        self.init(Kind(primitive), children: children)
    }

    /// What a node is: the payload of one primitive, whose type gives the node its meaning in
    /// every phase, from JSON to the display list.
    ///
    /// The kinds are open: a primitive is a type conforming to ``NodePrimitive``, in the file of
    /// the view or modifier that makes it, and nothing else in the engine names it. Each
    /// primitive's file also gives the kind a constructor named after it, such as
    /// `.padding(insets)`.
    ///
    /// ```swift
    /// try Text("Hi").node().kind.as(TextNode.self)?.string   // "Hi"
    /// ```
    package struct Kind: Equatable, Sendable {
        /// The primitive that gives the kind its meaning in every phase.
        let primitive: any NodePrimitive

        /// The kind of a node holding `primitive`.
        init(_ primitive: any NodePrimitive) {
            self.primitive = primitive
        }

        /// The primitive when it is of type `P`, or `nil`.
        ///
        /// ```swift
        /// Node.Kind.padding(EdgeInsets()).as(PaddingNode.self)?.insets   // EdgeInsets()
        /// ```
        package func `as`<P: NodePayload>(_ type: P.Type) -> P? {
            // Comparing metadata first keeps the common miss cheap; the cast then always succeeds.
            Swift.type(of: primitive) == type ? primitive as? P : nil
        }

        /// Whether the primitive is of type `P`.
        package func `is`<P: NodePayload>(_ type: P.Type) -> Bool {
            Swift.type(of: primitive) == type
        }

        /// Two kinds are equal when their primitives have the same type and are equal.
        package static func == (lhs: Kind, rhs: Kind) -> Bool {
            lhs.primitive.isEqual(to: rhs.primitive)
        }
    }
}

/// What a node's kind holds: the payload of a primitive, which the package's other modules can
/// look at through ``Node/Kind/as(_:)``. The engine reads it as a ``NodePrimitive``.
///
/// ```swift
/// node.kind.as(TextNode.self)?.string
/// ```
package protocol NodePayload: Equatable, Sendable {}

/// A non-recoverable problem with a render request.
///
/// ```swift
/// do { _ = try Text("x").renderASCII(width: .nan, height: 10) }
/// catch let error as RenderError { print(error) }   // invalid viewport: the width is not a finite number
/// ```
public struct RenderError: Error, Equatable, CustomStringConvertible {
    /// What kind of problem it is.
    ///
    /// ```swift
    /// catch let error as RenderError where error.reason == .invalidViewport { … }
    /// ```
    public struct Reason: Hashable, Sendable, CustomStringConvertible {
        let name: String
        /// The viewport is not finite or not positive.
        public static let invalidViewport = Reason(name: "invalid viewport")
        /// The viewport needs more cells or pixels than the renderer allows.
        public static let budgetExceeded = Reason(name: "budget exceeded")
        /// The tree is nested deeper than ``maximumViewDepth``.
        public static let nestingTooDeep = Reason(name: "nesting too deep")
        /// A view reads an object from the environment that no view above put there.
        public static let missingEnvironmentObject = Reason(name: "missing environment object")
        /// The reason's name, such as `invalid viewport`.
        public var description: String { name }
    }

    /// What kind of problem it is.
    public let reason: Reason
    /// A sentence for people.
    public let message: String

    init(_ reason: Reason, _ message: String) {
        self.reason = reason
        self.message = message
    }

    /// The reason and the message, such as `invalid viewport: the width is not a finite number`.
    public var description: String { "\(reason): \(message)" }
}
