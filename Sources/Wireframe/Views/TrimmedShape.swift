import Foundation

extension Shape {
    /// The part of the shape's outline from `startFraction` to `endFraction` of its length, as
    /// SwiftUI's `trim(from:to:)`: a circle trimmed to 0.25 is its first quarter, clockwise from
    /// the trailing edge. Both renderers draw the trimmed outline; fractions are clamped to 0…1.
    ///
    /// ```swift
    /// Circle().trim(from: 0, to: progress).stroke(style: StrokeStyle(lineWidth: 2, lineCap: .round))
    /// ```
    public nonisolated func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> TrimmedShape<Self> {
        TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}

/// A shape's outline cut to a fraction of its length, made by ``Shape/trim(from:to:)``.
///
/// ```swift
/// Rectangle().trim(from: 0, to: 0.5).stroke(lineWidth: 2)   // the top and right edges
/// ```
public struct TrimmedShape<Content: Shape>: Shape {
    /// The shape before it is cut.
    public var shape: Content
    /// Where the outline starts, from 0 to 1.
    public var startFraction: CGFloat
    /// Where the outline ends, from 0 to 1.
    public var endFraction: CGFloat

    /// Creates `shape` cut to `startFraction`…`endFraction` of its outline; fractions that are
    /// not numbers become 0 and 1.
    public nonisolated init(shape: Content, startFraction: CGFloat, endFraction: CGFloat) {
        self.shape = shape
        self.startFraction = startFraction.isNaN ? 0 : Swift.min(Swift.max(startFraction, 0), 1)
        self.endFraction = endFraction.isNaN ? 1 : Swift.min(Swift.max(endFraction, 0), 1)
    }

    /// The shape's outline in `rect`, cut to the fractions.
    public nonisolated func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }
}

extension Path {
    /// The part of the path from `startFraction` to `endFraction` of its length, its curves
    /// followed as short straight lines, as SwiftUI's `trimmedPath(from:to:)`.
    ///
    /// ```swift
    /// Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40)).trimmedPath(from: 0, to: 0.5)
    /// ```
    /// - Complexity: O(*n*) in the path's elements.
    public func trimmedPath(from startFraction: CGFloat, to endFraction: CGFloat) -> Path {
        let start = startFraction.isNaN ? 0 : Swift.min(Swift.max(startFraction, 0), 1)
        let end = endFraction.isNaN ? 1 : Swift.min(Swift.max(endFraction, 0), 1)
        if start <= 0, end >= 1 { return self }
        guard start < end else { return Path() }
        let segments = flattenedSegments()
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let from = total * start
        let to = total * end
        var result = Path()
        var travelled: CGFloat = 0
        var penPosition: CGPoint?
        for segment in segments {
            defer { travelled += segment.length }
            let segmentStart = travelled
            let segmentEnd = travelled + segment.length
            guard segmentEnd > from, segmentStart < to, segment.length > 0 else { continue }
            let a = segment.point(at: (Swift.max(from, segmentStart) - segmentStart) / segment.length)
            let b = segment.point(at: (Swift.min(to, segmentEnd) - segmentStart) / segment.length)
            if penPosition != a || segment.startsSubpath && segmentStart >= from { result.move(to: a) }
            result.addLine(to: b)
            penPosition = b
        }
        return result
    }

    /// A straight piece of the outline; `startsSubpath` when a move came before it.
    private struct Segment {
        var from: CGPoint
        var to: CGPoint
        var startsSubpath: Bool
        var length: CGFloat { hypot(to.x - from.x, to.y - from.y) }
        func point(at t: CGFloat) -> CGPoint { CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t) }
    }

    /// The path as straight segments: lines as they are, curves in 16 pieces each, a closed
    /// subpath with its closing line.
    private func flattenedSegments() -> [Segment] {
        var segments: [Segment] = []
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        var isNewSubpath = true
        func add(_ point: CGPoint) {
            segments.append(Segment(from: current, to: point, startsSubpath: isNewSubpath))
            isNewSubpath = false
            current = point
        }
        // `Path.forEach(_:)` is the path's own walk over its elements; it is not a sequence.
        // swift-format-ignore: ReplaceForEachWithForLoop
        forEach { element in
            switch element {
            case .move(let point):
                current = point
                subpathStart = point
                isNewSubpath = true
            case .line(let point):
                add(point)
            case .quadCurve(let point, let control):
                let from = current
                for step in 1...16 {
                    let t = CGFloat(step) / 16
                    let u = 1 - t
                    add(
                        CGPoint(
                            x: u * u * from.x + 2 * u * t * control.x + t * t * point.x,
                            y: u * u * from.y + 2 * u * t * control.y + t * t * point.y))
                }
            case .curve(let point, let control1, let control2):
                let from = current
                for step in 1...16 {
                    let t = CGFloat(step) / 16
                    let u = 1 - t
                    let a = u * u * u
                    let b = 3 * u * u * t
                    let c = 3 * u * t * t
                    let d = t * t * t
                    add(
                        CGPoint(
                            x: a * from.x + b * control1.x + c * control2.x + d * point.x,
                            y: a * from.y + b * control1.y + c * control2.y + d * point.y))
                }
            case .closeSubpath:
                if current != subpathStart { add(subpathStart) }
                isNewSubpath = true
            }
        }
        return segments
    }
}
