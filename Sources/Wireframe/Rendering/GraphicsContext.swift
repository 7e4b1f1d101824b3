import Foundation

/// What a drawing primitive draws with, as SwiftUI's `GraphicsContext` in a `Canvas`: paths
/// filled and stroked in a colour, under a transform and an opacity the context keeps.
///
/// Coordinates are points from the top-leading corner of the view's own frame. What is drawn
/// becomes the display list's generic commands, so the ASCII grid, the SVG and the semantic diff
/// draw it without knowing the view.
///
/// ```swift
/// Canvas { context, size in
///     let bar = Path(CGRect(x: 0, y: 0, width: size.width * 0.4, height: size.height))
///     context.fill(bar, with: .color(.blue))
///     context.stroke(Path(CGRect(origin: .zero, size: size)), with: .color(.gray), lineWidth: 1)
/// }
/// ```
public struct GraphicsContext: Sendable {
    /// How a path is painted: a colour, as SwiftUI's `GraphicsContext.Shading`.
    ///
    /// ```swift
    /// context.fill(path, with: .color(.red))
    /// ```
    public struct Shading: Sendable, Equatable {
        let color: Color

        /// A shading of one colour.
        public static func color(_ color: Color) -> Shading {
            Shading(color: color)
        }

        /// A shading of the style's colour: a colour, or the first stop of a gradient.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading {
            Shading(color: style.resolvedColor)
        }
    }

    /// One path painted: what a context records and its primitive turns into display commands.
    struct Operation: Sendable, Equatable {
        enum Paint: Sendable, Equatable {
            case fill(FillStyle)
            case stroke(StrokeStyle)
        }

        var path: Path
        var color: Color
        var paint: Paint
    }

    /// The opacity everything drawn next is drawn with, from 0 to 1, multiplied into its colour.
    public var opacity: Double = 1 {
        didSet { opacity = opacity.isFinite ? Swift.min(Swift.max(opacity, 0), 1) : 1 }
    }

    /// The transform applied to every path drawn next, from the view's own coordinates.
    public var transform: CGAffineTransform = .identity

    /// The paths drawn so far, in order.
    private(set) var operations: [Operation] = []

    init() {}

    /// Fills `path` with `shading`.
    public mutating func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        record(path, shading, .fill(style))
    }

    /// Strokes `path` with `shading`, `lineWidth` points wide.
    public mutating func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes `path` with `shading` in `style`: its width, ends, corners and dashes.
    public mutating func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        guard style.lineWidth.isFinite, style.lineWidth > 0 else { return }
        record(path, shading, .stroke(style))
    }

    /// Moves what is drawn next by (`x`, `y`).
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }

    /// Scales what is drawn next by `x` and `y` about the origin.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
    }

    /// Turns what is drawn next by `angle` about the origin, clockwise on screen.
    public mutating func rotate(by angle: Angle) {
        transform = CGAffineTransform(rotationAngle: CGFloat(angle.radians)).concatenating(transform)
    }

    private mutating func record(_ path: Path, _ shading: Shading, _ paint: Operation.Paint) {
        guard !path.isEmpty, opacity > 0 else { return }
        let color = opacity < 1 ? shading.color.opacity(opacity) : shading.color
        operations.append(Operation(path: transform == .identity ? path : path.applying(transform), color: color, paint: paint))
    }
}

/// How a path's inside is decided when it is filled, as SwiftUI's `FillStyle`: the even-odd rule
/// or the non-zero winding rule. SVG fills by the rule chosen (`fill-rule="evenodd"`); ASCII draws
/// outlines, the same either way.
///
/// ```swift
/// context.fill(ring, with: .color(.blue), style: FillStyle(eoFill: true))
/// ```
public struct FillStyle: Sendable, Equatable {
    /// Whether the even-odd rule decides the inside.
    public var isEOFilled: Bool
    /// Whether edges are smoothed; a still picture draws them the same either way.
    public var isAntialiased: Bool

    /// A fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        self.isEOFilled = eoFill
        self.isAntialiased = antialiased
    }
}
