import Foundation

extension Shape {
    /// The shape turned by `angle` about `anchor` of the rectangle it is drawn in.
    ///
    /// Unlike ``View/rotationEffect(_:anchor:)``, which turns a drawn view, this turns the
    /// outline itself, so the ASCII grid draws it turned as well.
    ///
    /// ```swift
    /// SpeakerArc(speakerIndex: 0, totalSpeakers: 4)
    ///     .rotation(Angle(degrees: -90))   // the first quarter starts at 12 o'clock
    ///     .stroke(.purple, lineWidth: 12)
    /// ```
    public nonisolated func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }
}

/// A shape turned about a point of its rectangle, made by ``Shape/rotation(_:anchor:)``.
///
/// ```swift
/// Rectangle().rotation(.degrees(45)).stroke(lineWidth: 2)
/// ```
public struct RotatedShape<Content: Shape>: Shape {
    /// The shape before it is turned.
    public var shape: Content
    /// How far it is turned, clockwise on screen.
    public var angle: Angle
    /// The point of the rectangle it turns about.
    public var anchor: UnitPoint

    /// Creates `shape` turned by `angle` about `anchor`.
    public nonisolated init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    /// The shape's outline in `rect`, every point turned about the anchor. A turn that is not
    /// finite leaves the outline as it is.
    public nonisolated func path(in rect: CGRect) -> Path {
        let outline = shape.path(in: rect)
        guard angle.radians.isFinite, anchor.x.isFinite, anchor.y.isFinite else { return outline }
        let center = CGPoint(x: rect.minX + rect.width * anchor.x, y: rect.minY + rect.height * anchor.y)
        let cosine = CGFloat(cos(angle.radians))
        let sine = CGFloat(sin(angle.radians))
        func turned(_ point: CGPoint) -> CGPoint {
            let x = point.x - center.x
            let y = point.y - center.y
            return CGPoint(x: center.x + x * cosine - y * sine, y: center.y + x * sine + y * cosine)
        }
        var result = Path()
        // `Path.forEach(_:)` is the path's own walk over its elements; it is not a sequence.
        // swift-format-ignore: ReplaceForEachWithForLoop
        outline.forEach { element in
            switch element {
            case .move(let point): result.move(to: turned(point))
            case .line(let point): result.addLine(to: turned(point))
            case .quadCurve(let point, let control): result.addQuadCurve(to: turned(point), control: turned(control))
            case .curve(let point, let control1, let control2):
                result.addCurve(to: turned(point), control1: turned(control1), control2: turned(control2))
            case .closeSubpath: result.closeSubpath()
            }
        }
        return result
    }
}
