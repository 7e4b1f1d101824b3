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

    /// The kinds of node: primitives, containers and resolved modifiers.
    ///
    /// ```swift
    /// if case .text(let text) = try Text("Hi").node().kind { text.string }   // "Hi"
    /// ```
    package enum Kind: Equatable, Sendable {
        /// Nothing: draws nothing and takes no space, as a view that resolves to no node.
        case empty
        /// Styled text.
        case text(TextNode)
        /// A system image.
        case image(ImageNode)
        /// A filled or stroked shape that takes the space it is offered.
        case shape(ShapeNode)
        /// Flexible space along the enclosing stack's axis, at least `minLength` long (8 points when `nil`).
        case spacer(minLength: CGFloat?)
        /// A thin line across the enclosing stack's axis, in the colour given.
        case divider(Color)
        /// An `HStack` or `VStack`: the children one after another along the axis.
        case stack(StackNode)
        /// The children layered in order, the last on top, each placed by the alignment.
        case zStack(Alignment)
        /// The children arranged by a ``Layout`` of the program's own.
        case layout(CustomLayoutNode)
        /// The child inset by the given lengths on each edge.
        case padding(EdgeInsets)
        /// The child in a frame of fixed width, height or both.
        case frame(FrameNode)
        /// The child in a frame with minimum, ideal and maximum dimensions.
        case flexibleFrame(FlexibleFrameNode)
        /// The child at its ideal size along the given axes, whatever it is offered.
        case fixedSize(Axis.Set)
        /// The child's priority when a stack shares out space; higher priorities are served first.
        case layoutPriority(Double)
        /// The child with a value for a ``LayoutValueKey``, read by the layout that arranges it.
        case layoutValue(LayoutValueNode)
        /// The first child is the content, the second is drawn behind it at its size.
        case background(Alignment)
        /// The first child is the content, the second is drawn over it at its size.
        case overlay(Alignment)
        /// The child clipped to the shape.
        case clip(ShapeKind)
        /// The child with a border of `color`, `width` points wide, along its frame.
        case border(color: Color, width: CGFloat)
        /// The child drawn with the opacity, from 0 (invisible) to 1.
        case opacity(Double)
        /// The child with a drop shadow behind it.
        case shadow(ShadowNode)
        /// The child drawn turned about a point of its frame.
        case rotation(RotationNode)
        /// The child drawn through an affine transform about a point of its frame: scaled, turned
        /// flat in 3D, or transformed.
        case transform(TransformNode)
        /// The child drawn through a graphics effect: a blur, a colour filter or a blend mode.
        case effect(GraphicsEffectNode)
        /// The first child is the content, drawn where the second, laid out at its size and
        /// aligned on it, is opaque.
        case mask(Alignment)
        /// The child drawn in front of its siblings with lower values, behind those with higher.
        case zIndex(Double)
        /// The child laid out in `direction`, the other one from the direction around it: its
        /// layout mirrored in its frame.
        case layoutDirection(LayoutDirection)
        /// The child drawn in an appearance: its colours in their light or dark values.
        case colorScheme(ColorScheme)
        /// The child's space kept, with nothing drawn and no taps taken.
        case hidden
        /// The child drawn, taking no taps: `allowsHitTesting(false)`.
        case hitTestingDisabled
        /// The child with the explicit identity `id(_:)` gave it, as text.
        case identified(String)
        /// A button; its label is the child.
        case button(ButtonNode)
        /// A text field. Its payload, the largest and a rare one, is kept in a box of its own, so
        /// every other node stays as small as its own kind needs.
        indirect case textField(TextFieldNode)
        /// A scroll view along the given axes; the child is its content.
        case scroll(Axis.Set)
        /// A row that can be swiped to delete: the deletion action and the row's offset.
        case deletable(action: ActionID, offset: Int)
        /// A list in the given style; the child holds its rows.
        case list(ListStyleKind)
        /// A list row that shows or hides the separator below it.
        case listRowSeparator(hidden: Bool)
        /// A navigation stack: its top screen (the child) under a bar with the title.
        case navigationStack(title: String?)
        /// The child extended into the safe area on the given edges.
        case ignoresSafeArea(Edge.Set)
        /// The child with an action that runs when it appears.
        case onAppear(ActionID)
        /// The child with one accessibility property: a label, a value, traits, …; nothing
        /// changes in layout or drawing.
        case accessibility(AccessibilityNode)
        /// A view that measures and draws itself: a ``DrawingPrimitive``, such as `Canvas` or a
        /// program's own.
        case drawing(DrawingNode)
    }
}

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
