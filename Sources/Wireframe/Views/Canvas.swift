import Foundation

/// A view that draws what its closure draws in a ``GraphicsContext``, at the size it is given,
/// as SwiftUI's `Canvas`. It takes all the space it is offered (10 × 10 points along an axis
/// offered none), as a shape does.
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.orange))
/// }
/// .frame(width: 80, height: 80)
/// ```
///
/// `opaque`, `colorMode` and `rendersAsynchronously` choose how iOS composites the canvas and
/// change nothing in a still picture.
public struct Canvas: DrawingPrimitive {
    private let renderer: Renderer

    /// A canvas drawn by `renderer`, which receives the context and the canvas's size.
    public init(
        opaque: Bool = false,
        colorMode: ColorRenderingMode = .nonLinear,
        rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.renderer = Renderer(draw: renderer)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    public func draw(in context: inout GraphicsContext, size: CGSize) {
        renderer.draw(&context, size)
    }

    /// The drawing closure, run where views are drawn (the main actor); two canvases are equal
    /// when they hold the same closure.
    private final class Renderer: @unchecked Sendable, Equatable {
        let draw: (inout GraphicsContext, CGSize) -> Void

        init(draw: @escaping (inout GraphicsContext, CGSize) -> Void) {
            self.draw = draw
        }

        static func == (lhs: Renderer, rhs: Renderer) -> Bool { lhs === rhs }
    }
}

/// The colour space a canvas composites in, as SwiftUI's `ColorRenderingMode`; a still picture
/// draws the same in each.
///
/// ```swift
/// Canvas(colorMode: .linear) { context, size in … }
/// ```
public enum ColorRenderingMode: Sendable, Hashable {
    /// Non-linear sRGB.
    case nonLinear
    /// Linear sRGB.
    case linear
    /// Extended linear sRGB.
    case extendedLinear
}
