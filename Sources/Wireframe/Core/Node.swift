import Foundation

/// A resolved view: a plain value holding what to draw and how to lay it out.
///
/// Resolution evaluates every `body`, applies the environment (fonts, colours, line limits) and
/// leaves a tree of primitives and modifiers. Nodes compare, print (``dump()``) and encode, so a
/// test can assert on them and the command line can render a tree read from JSON.
///
/// ```swift
/// let node = try VStack { Text("a"); Text("b") }.node()
/// node.children.count   // 2
/// ```
public struct Node: Equatable, Sendable {
    /// What the node is.
    public var kind: Kind
    /// The nodes inside it: a stack's children, a modifier's content (and, for backgrounds and
    /// overlays, the decoration after it).
    public var children: [Node]

    /// Creates a node.
    public init(_ kind: Kind, children: [Node] = []) {
        self.kind = kind
        self.children = children
    }

    /// The kinds of node: primitives, containers and resolved modifiers.
    ///
    /// ```swift
    /// if case .text(let text) = try Text("Hi").node().kind { text.string }   // "Hi"
    /// ```
    public enum Kind: Equatable, Sendable {
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
        /// The child's space kept, with nothing drawn and no taps taken.
        case hidden
        /// The child with the explicit identity `id(_:)` gave it, as text.
        case identified(String)
        /// A button; its label is the child.
        case button(ButtonNode)
        /// A one-line text field.
        case textField(TextFieldNode)
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
    }
}

/// Text with its resolved style.
///
/// ```swift
/// if case .text(let text) = try Text("Hi").bold().node().kind { text.runs[0].isBold }   // true
/// ```
public struct TextNode: Equatable, Sendable {
    /// The styled pieces of the text, in order.
    public var runs: [TextRun]
    /// The font of runs that have none of their own.
    public var font: Font
    /// The colour of runs that have none of their own.
    public var color: Color
    /// The most lines shown, or `nil` for no limit.
    public var lineLimit: Int?
    /// How the lines align with each other.
    public var alignment: TextAlignment
    /// Where the text is cut when it does not fit.
    public var truncationMode: Text.TruncationMode

    /// The whole text.
    public var string: String { runs.map(\.text).joined() }
}

/// A piece of text with its own style, as `Text("a") + Text("b").bold()` makes.
///
/// ```swift
/// TextRun(text: "memo", color: .red, isUnderlined: true)
/// ```
public struct TextRun: Equatable, Sendable {
    /// The characters of the run.
    public var text: String
    /// The run's own font, or `nil` for the text's.
    public var font: Font?
    /// The run's own colour, or `nil` for the text's.
    public var color: Color?
    /// Whether the run is drawn bold, whatever its font's weight.
    public var isBold: Bool
    /// Whether the run is underlined.
    public var isUnderlined: Bool

    /// Creates a run.
    public init(text: String, font: Font? = nil, color: Color? = nil, isBold: Bool = false, isUnderlined: Bool = false) {
        self.text = text
        self.font = font
        self.color = color
        self.isBold = isBold
        self.isUnderlined = isUnderlined
    }
}

/// A system image with the font and colour it draws at.
///
/// ```swift
/// if case .image(let image) = try Image(systemName: "xmark").node().kind { image.systemName }   // "xmark"
/// ```
public struct ImageNode: Equatable, Sendable {
    /// The SF Symbols name, such as `"xmark"`.
    public var systemName: String
    /// The font whose size the image is drawn at.
    public var font: Font
    /// The colour the image is drawn in.
    public var color: Color
}

/// The outline of a shape.
///
/// ```swift
/// ShapeKind.roundedRectangle(cornerRadius: 8).description   // "roundedRectangle(8)"
/// ```
public enum ShapeKind: Equatable, Sendable, CustomStringConvertible {
    /// A rectangle filling the frame.
    case rectangle
    /// A rectangle with corners of `cornerRadius` points, at most half its shorter side.
    case roundedRectangle(cornerRadius: CGFloat)
    /// A rectangle whose short sides are half circles.
    case capsule
    /// A circle centred in the frame.
    case circle
    /// An ellipse filling the frame.
    case ellipse
    /// A shape of the program's own, drawn from its path.
    case path(CustomShape)

    /// The shape as dumps print it, such as `roundedRectangle(8)`.
    public var description: String {
        switch self {
        case .rectangle: "rectangle"
        case .roundedRectangle(let radius): "roundedRectangle(\(formatPoints(radius)))"
        case .capsule: "capsule"
        case .circle: "circle"
        case .ellipse: "ellipse"
        case .path(let shape): "path(\(terminalSafe(shape.description)))"
        }
    }

    /// The corner radius of the shape in a frame of `size`.
    func cornerRadius(in size: CGSize) -> CGFloat {
        switch self {
        case .rectangle: 0
        case .roundedRectangle(let radius): Swift.min(radius, Swift.min(size.width, size.height) / 2)
        case .capsule, .circle, .ellipse: Swift.min(size.width, size.height) / 2
        case .path: 0
        }
    }
}

/// A shape of a program's own, kept with its value so its path can be drawn in any frame.
///
/// ```swift
/// if case .shape(let node) = try Triangle().node().kind, case .path(let shape) = node.shape {
///     shape.description   // "Triangle()"
/// }
/// ```
public struct CustomShape: Equatable, Sendable, CustomStringConvertible {
    // Boxed, so a shape node stays a few bytes: nodes are copied through deep recursions.
    private final class Storage: Sendable {
        let shape: any Shape
        let description: String

        init(shape: any Shape, description: String) {
            self.shape = shape
            self.description = description
        }
    }

    private let storage: Storage

    init<S: Shape>(_ shape: S) {
        storage = Storage(shape: shape, description: String(describing: shape))
    }

    /// The shape's value as `String(describing:)` prints it, which is what makes two equal.
    public var description: String { storage.description }

    /// The shape's outline in `rect`.
    public func path(in rect: CGRect) -> Path { storage.shape.path(in: rect) }

    /// The shape when it is a ``Path``, which draws the same in every frame.
    var fixedPath: Path? { storage.shape as? Path }

    /// Two shapes are equal when they have the same type and print the same.
    public static func == (lhs: CustomShape, rhs: CustomShape) -> Bool {
        lhs.storage === rhs.storage
            || (type(of: lhs.storage.shape) == type(of: rhs.storage.shape) && lhs.description == rhs.description)
    }
}

/// A shape filled and stroked with colours.
///
/// ```swift
/// if case .shape(let shape) = try Circle().fill(.red).node().kind { shape.fill == .red }   // true
/// ```
public struct ShapeNode: Equatable, Sendable {
    /// The outline.
    public var shape: ShapeKind
    /// The colour inside the outline, or `nil` for none.
    public var fill: Color?
    /// The colour of the outline, or `nil` for none.
    public var stroke: Color?
    /// The width of the outline in points; 0 when there is no stroke.
    public var lineWidth: CGFloat
}

/// A stack's axis, cross-axis alignment and spacing.
///
/// ```swift
/// if case .stack(let stack) = try HStack(spacing: 4) { Text("a") }.node().kind { stack.spacing }   // 4
/// ```
public struct StackNode: Equatable, Sendable {
    /// The axis the children follow each other along.
    public var axis: Axis
    /// The alignment across the axis (only its cross component is used).
    public var alignment: Alignment
    /// The space between neighbouring children, in points.
    public var spacing: CGFloat
}

/// A fixed frame: each given dimension is exact, the others follow the content.
///
/// ```swift
/// if case .frame(let frame) = try Text("a").frame(width: 40).node().kind { frame.height == nil }   // true
/// ```
public struct FrameNode: Equatable, Sendable {
    /// The exact width, or `nil` to follow the content.
    public var width: CGFloat?
    /// The exact height, or `nil` to follow the content.
    public var height: CGFloat?
    /// Where the content sits in the frame.
    public var alignment: Alignment
}

/// A flexible frame with minimum, ideal and maximum dimensions.
///
/// ```swift
/// if case .flexibleFrame(let frame) = try Text("a").frame(maxWidth: .infinity).node().kind { frame.maxWidth == .infinity }   // true
/// ```
public struct FlexibleFrameNode: Equatable, Sendable {
    /// The smallest width, or `nil` for no minimum.
    public var minWidth: CGFloat?
    /// The width taken when none is proposed, or `nil` for the content's.
    public var idealWidth: CGFloat?
    /// The largest width (`.infinity` to fill the proposal), or `nil` for no maximum.
    public var maxWidth: CGFloat?
    /// The smallest height, or `nil` for no minimum.
    public var minHeight: CGFloat?
    /// The height taken when none is proposed, or `nil` for the content's.
    public var idealHeight: CGFloat?
    /// The largest height (`.infinity` to fill the proposal), or `nil` for no maximum.
    public var maxHeight: CGFloat?
    /// Where the content sits in the frame.
    public var alignment: Alignment
}

/// A drop shadow.
///
/// ```swift
/// if case .shadow(let shadow) = try Text("a").shadow(radius: 5).node().kind { shadow.radius }   // 5
/// ```
public struct ShadowNode: Equatable, Sendable {
    /// The colour of the shadow.
    public var color: Color
    /// The blur radius, in points.
    public var radius: CGFloat
    /// The horizontal offset from the view, in points.
    public var x: CGFloat
    /// The vertical offset from the view, in points.
    public var y: CGFloat
}

/// A button: its action, whether it is enabled and its role. Its label is the node's child.
///
/// ```swift
/// if case .button(let button) = try Button("OK") {}.disabled(true).node().kind { button.isEnabled }   // false
/// ```
public struct ButtonNode: Equatable, Sendable {
    /// The id of the action a tap runs, or `nil` for none.
    public var action: ActionID?
    /// Whether a tap runs the action.
    public var isEnabled: Bool
    /// The button's role, or `nil` for a plain button.
    public var role: ButtonRole?
}

/// A text field: its placeholder, its current text and the setter of its binding.
///
/// ```swift
/// if case .textField(let field) = try TextField("제목", text: $title).node().kind { field.placeholder }   // "제목"
/// ```
public struct TextFieldNode: Equatable, Sendable {
    /// The text shown while the field is empty.
    public var placeholder: String
    /// The text in the field.
    public var text: String
    /// The id of the closure that sets the bound text, or `nil` for none.
    public var setter: ActionID?
    /// Whether the field takes input.
    public var isEnabled: Bool
    /// The font of the text.
    public var font: Font
    /// The colour of the text.
    public var color: Color
}

/// The look of a list.
///
/// ```swift
/// if case .list(let style) = try List { Text("a") }.listStyle(.plain).node().kind { style == .plain }   // true
/// ```
public enum ListStyleKind: String, Equatable, Sendable, Codable {
    /// Rows edge to edge on white; on a rounded card over grey; edge to edge over grey; inset
    /// from the edges on white.
    case plain, insetGrouped, grouped, inset
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
