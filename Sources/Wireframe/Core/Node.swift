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
    public enum Kind: Equatable, Sendable {
        case empty
        case text(TextNode)
        case image(ImageNode)
        case shape(ShapeNode)
        case spacer(minLength: CGFloat?)
        case divider(Color)
        case stack(StackNode)
        case zStack(Alignment)
        case padding(EdgeInsets)
        case frame(FrameNode)
        case flexibleFrame(FlexibleFrameNode)
        case fixedSize(Axis.Set)
        case layoutPriority(Double)
        /// The first child is the content, the second is drawn behind it at its size.
        case background(Alignment)
        /// The first child is the content, the second is drawn over it at its size.
        case overlay(Alignment)
        case clip(ShapeKind)
        case border(color: Color, width: CGFloat)
        case opacity(Double)
        case shadow(ShadowNode)
        case hidden
        case identified(String)
        case button(ButtonNode)
        case textField(TextFieldNode)
        case scroll(Axis.Set)
        /// A row that can be swiped to delete: the deletion action and the row's offset.
        case deletable(action: ActionID, offset: Int)
        case list(ListStyleKind)
        case listRowSeparator(hidden: Bool)
        case navigationStack(title: String?)
        case ignoresSafeArea(Edge.Set)
        case onAppear(ActionID)
    }
}

/// Text with its resolved style.
public struct TextNode: Equatable, Sendable {
    /// The styled pieces of the text, in order.
    public var runs: [TextRun]
    public var font: Font
    public var color: Color
    public var lineLimit: Int?
    public var alignment: TextAlignment
    public var truncationMode: Text.TruncationMode

    /// The whole text.
    public var string: String { runs.map(\.text).joined() }
}

/// A piece of text with its own style, as `Text("a") + Text("b").bold()` makes.
public struct TextRun: Equatable, Sendable {
    public var text: String
    /// The run's own font, or `nil` for the text's.
    public var font: Font?
    /// The run's own colour, or `nil` for the text's.
    public var color: Color?
    public var isBold: Bool
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
public struct ImageNode: Equatable, Sendable {
    public var systemName: String
    public var font: Font
    public var color: Color
}

/// The outline of a shape.
public enum ShapeKind: Equatable, Sendable, CustomStringConvertible {
    case rectangle
    case roundedRectangle(cornerRadius: CGFloat)
    case capsule
    case circle
    case ellipse

    public var description: String {
        switch self {
        case .rectangle: "rectangle"
        case .roundedRectangle(let radius): "roundedRectangle(\(formatPoints(radius)))"
        case .capsule: "capsule"
        case .circle: "circle"
        case .ellipse: "ellipse"
        }
    }

    /// The corner radius of the shape in a frame of `size`.
    func cornerRadius(in size: CGSize) -> CGFloat {
        switch self {
        case .rectangle: 0
        case .roundedRectangle(let radius): Swift.min(radius, Swift.min(size.width, size.height) / 2)
        case .capsule, .circle, .ellipse: Swift.min(size.width, size.height) / 2
        }
    }
}

/// A shape filled and stroked with colours.
public struct ShapeNode: Equatable, Sendable {
    public var shape: ShapeKind
    public var fill: Color?
    public var stroke: Color?
    public var lineWidth: CGFloat
}

/// A stack's axis, cross-axis alignment and spacing.
public struct StackNode: Equatable, Sendable {
    public var axis: Axis
    /// The alignment across the axis (only its cross component is used).
    public var alignment: Alignment
    public var spacing: CGFloat
}

/// A fixed frame: each given dimension is exact, the others follow the content.
public struct FrameNode: Equatable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?
    public var alignment: Alignment
}

/// A flexible frame with minimum, ideal and maximum dimensions.
public struct FlexibleFrameNode: Equatable, Sendable {
    public var minWidth: CGFloat?
    public var idealWidth: CGFloat?
    public var maxWidth: CGFloat?
    public var minHeight: CGFloat?
    public var idealHeight: CGFloat?
    public var maxHeight: CGFloat?
    public var alignment: Alignment
}

/// A drop shadow.
public struct ShadowNode: Equatable, Sendable {
    public var color: Color
    public var radius: CGFloat
    public var x: CGFloat
    public var y: CGFloat
}

/// A button: its action, whether it is enabled and its role. Its label is the node's child.
public struct ButtonNode: Equatable, Sendable {
    public var action: ActionID?
    public var isEnabled: Bool
    public var role: ButtonRole?
}

/// A text field: its placeholder, its current text and the setter of its binding.
public struct TextFieldNode: Equatable, Sendable {
    public var placeholder: String
    public var text: String
    public var setter: ActionID?
    public var isEnabled: Bool
    public var font: Font
    public var color: Color
}

/// The look of a list.
public enum ListStyleKind: String, Equatable, Sendable, Codable {
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
    public struct Reason: Hashable, Sendable, CustomStringConvertible {
        let name: String
        /// The viewport is not finite or not positive.
        public static let invalidViewport = Reason(name: "invalid viewport")
        /// The viewport needs more cells or pixels than the renderer allows.
        public static let budgetExceeded = Reason(name: "budget exceeded")
        /// The tree is nested deeper than ``maximumViewDepth``.
        public static let nestingTooDeep = Reason(name: "nesting too deep")
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

    public var description: String { "\(reason): \(message)" }
}
