import Foundation

/// The outline of a two-dimensional shape, as SwiftUI's `Path`: lines and curves in points.
///
/// A path is a ``Shape`` that draws itself whatever frame it is given, so it can be filled and
/// stroked like any shape. The SVG renderer draws it exactly; the ASCII renderer draws its
/// outline with line characters, curves flattened into short lines.
///
/// ```swift
/// let triangle = Path { path in
///     path.move(to: CGPoint(x: 20, y: 0))
///     path.addLine(to: CGPoint(x: 40, y: 32))
///     path.addLine(to: CGPoint(x: 0, y: 32))
///     path.closeSubpath()
/// }
/// triangle.stroke(.black, lineWidth: 2)
/// ```
public struct Path: Equatable, Sendable {
    /// One step of a path.
    public enum Element: Equatable, Sendable {
        /// Starts a new subpath at the point.
        case move(to: CGPoint)
        /// A straight line to the point.
        case line(to: CGPoint)
        /// A quadratic curve to the point, bent towards `control`.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic curve to the point, bent towards `control1` and `control2`.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A straight line back to the start of the subpath.
        case closeSubpath
    }

    /// The steps, in order.
    private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A path built by `callback`.
    public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    /// The outline of `rect`.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// The outline of `rect` with corners of `cornerRadius` points.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// The outline of `rect` with elliptical corners of `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// The ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// Whether the path has no steps.
    public var isEmpty: Bool { elements.isEmpty }

    /// The last point of the path, or `nil` when it is empty.
    public var currentPoint: CGPoint? {
        var start: CGPoint?
        var current: CGPoint?
        for element in elements {
            switch element {
            case .move(let point):
                start = point
                current = point
            case .line(let point), .quadCurve(let point, _), .curve(let point, _, _): current = point
            case .closeSubpath: current = start
            }
        }
        return current
    }

    /// The smallest rectangle holding every point and control point of the path.
    public var boundingRect: CGRect {
        let points = elements.flatMap(\.points)
        guard let first = points.first else { return .zero }
        var minX = first.x
        var maxX = first.x
        var minY = first.y
        var maxY = first.y
        for point in points {
            minX = Swift.min(minX, point.x)
            maxX = Swift.max(maxX, point.x)
            minY = Swift.min(minY, point.y)
            maxY = Swift.max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The path moved by `dx` and `dy`, as SwiftUI's `offsetBy(dx:dy:)`.
    ///
    /// ```swift
    /// Path(CGRect(x: 0, y: 0, width: 4, height: 4)).offsetBy(dx: 10, dy: 0).boundingRect.minX   // 10
    /// ```
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        guard dx != 0 || dy != 0 else { return self }
        return mapPoints { CGPoint(x: $0.x + dx, y: $0.y + dy) }
    }

    /// The path with every point moved by `transform`, as SwiftUI's `applying(_:)`.
    ///
    /// ```swift
    /// Path(CGRect(x: 0, y: 0, width: 4, height: 4)).applying(CGAffineTransform(scaleX: 2, y: 2)).boundingRect.width   // 8
    /// ```
    public func applying(_ transform: CGAffineTransform) -> Path {
        guard !transform.isIdentity else { return self }
        return mapPoints { $0.applying(transform) }
    }

    /// The path with every point, end and control, moved by `move`.
    private func mapPoints(_ move: (CGPoint) -> CGPoint) -> Path {
        func moved(_ point: CGPoint) -> CGPoint { move(point).cleaned }
        var path = Path()
        path.elements = elements.map { element in
            switch element {
            case .move(let point): .move(to: moved(point))
            case .line(let point): .line(to: moved(point))
            case .quadCurve(let point, let control): .quadCurve(to: moved(point), control: moved(control))
            case .curve(let point, let control1, let control2):
                .curve(to: moved(point), control1: moved(control1), control2: moved(control2))
            case .closeSubpath: .closeSubpath
            }
        }
        return path
    }

    /// Calls `body` with each step, in order.
    public func forEach(_ body: (Element) -> Void) {
        elements.forEach(body)
    }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point.cleaned))
    }

    /// Adds a straight line to `point`.
    public mutating func addLine(to point: CGPoint) {
        elements.append(.line(to: point.cleaned))
    }

    /// Adds straight lines through `points`, starting a subpath at the first.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// Adds a quadratic curve to `point`, bent towards `control`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        elements.append(.quadCurve(to: point.cleaned, control: control.cleaned))
    }

    /// Adds a cubic curve to `point`, bent towards `control1` and then `control2`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point.cleaned, control1: control1.cleaned, control2: control2.cleaned))
    }

    /// Closes the subpath with a line back to its start.
    public mutating func closeSubpath() {
        elements.append(.closeSubpath)
    }

    /// Adds the outline of `rect` as a closed subpath.
    public mutating func addRect(_ rect: CGRect) {
        addLines([
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ])
        closeSubpath()
    }

    /// Adds the outline of `rect` with elliptical corners of `cornerSize`, at most half its sides.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let rx = Swift.min(Swift.max(cornerSize.width.isFinite ? cornerSize.width : 0, 0), rect.width / 2)
        let ry = Swift.min(Swift.max(cornerSize.height.isFinite ? cornerSize.height : 0, 0), rect.height / 2)
        guard rx > 0, ry > 0 else { return addRect(rect) }
        let kx = rx * Self.kappa
        let ky = ry * Self.kappa
        move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
        addCurve(
            to: CGPoint(x: rect.maxX, y: rect.minY + ry), control1: CGPoint(x: rect.maxX - rx + kx, y: rect.minY),
            control2: CGPoint(x: rect.maxX, y: rect.minY + ry - ky))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
        addCurve(
            to: CGPoint(x: rect.maxX - rx, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: rect.maxY - ry + ky),
            control2: CGPoint(x: rect.maxX - rx + kx, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
        addCurve(
            to: CGPoint(x: rect.minX, y: rect.maxY - ry), control1: CGPoint(x: rect.minX + rx - kx, y: rect.maxY),
            control2: CGPoint(x: rect.minX, y: rect.maxY - ry + ky))
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
        addCurve(
            to: CGPoint(x: rect.minX + rx, y: rect.minY), control1: CGPoint(x: rect.minX, y: rect.minY + ry - ky),
            control2: CGPoint(x: rect.minX + rx - kx, y: rect.minY))
        closeSubpath()
    }

    /// Adds the ellipse inscribed in `rect`, as four cubic curves.
    public mutating func addEllipse(in rect: CGRect) {
        let rx = rect.width / 2
        let ry = rect.height / 2
        let kx = rx * Self.kappa
        let ky = ry * Self.kappa
        let center = CGPoint(x: rect.midX, y: rect.midY)
        move(to: CGPoint(x: rect.maxX, y: center.y))
        addCurve(
            to: CGPoint(x: center.x, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: center.y + ky),
            control2: CGPoint(x: center.x + kx, y: rect.maxY))
        addCurve(
            to: CGPoint(x: rect.minX, y: center.y), control1: CGPoint(x: center.x - kx, y: rect.maxY),
            control2: CGPoint(x: rect.minX, y: center.y + ky))
        addCurve(
            to: CGPoint(x: center.x, y: rect.minY), control1: CGPoint(x: rect.minX, y: center.y - ky),
            control2: CGPoint(x: center.x - kx, y: rect.minY))
        addCurve(
            to: CGPoint(x: rect.maxX, y: center.y), control1: CGPoint(x: center.x + kx, y: rect.minY),
            control2: CGPoint(x: rect.maxX, y: center.y - ky))
        closeSubpath()
    }

    /// Adds an arc of the circle around `center`, from `startAngle` to `endAngle`, as SwiftUI
    /// draws it: angles grow from the positive x axis towards the positive y axis (down the
    /// screen), and `clockwise` is in the y-up sense of Core Graphics, so `clockwise: false`
    /// turns clockwise on screen. A line joins the current point to the arc's start; without one
    /// the arc starts a subpath.
    ///
    /// ```swift
    /// Path { path in
    ///     path.addArc(center: CGPoint(x: 20, y: 20), radius: 16, startAngle: .degrees(-90),
    ///                 endAngle: .degrees(180), clockwise: false)
    /// }
    /// .stroke(.blue, lineWidth: 4)
    /// ```
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        let full = 2 * Double.pi
        var sweep = endAngle.radians - startAngle.radians
        guard sweep.isFinite, startAngle.radians.isFinite else { return }
        if clockwise {
            // Turning towards smaller angles: a sweep in (-2π, 0].
            sweep = sweep.truncatingRemainder(dividingBy: full)
            if sweep > 0 { sweep -= full }
        } else {
            sweep = sweep.truncatingRemainder(dividingBy: full)
            if sweep < 0 { sweep += full }
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: Angle(radians: sweep))
    }

    /// Adds an arc of the circle around `center` that starts at `startAngle` and turns by `delta`
    /// (towards the positive y axis when positive); a `delta` past a full turn draws the circle
    /// once.
    ///
    /// ```swift
    /// path.addRelativeArc(center: c, radius: 10, startAngle: .zero, delta: .degrees(90))
    /// ```
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle) {
        let start = startAngle.radians
        let sweep = Swift.min(Swift.max(delta.radians, -2 * .pi), 2 * .pi)
        guard start.isFinite, sweep.isFinite, radius.isFinite else { return }
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
        }
        if currentPoint == nil { move(to: point(start)) } else { addLine(to: point(start)) }
        // Cubic curves of at most a quarter turn each, their handles 4/3 · tan(θ/4) of the radius.
        let pieces = Swift.max(Int((abs(sweep) / (.pi / 2)).rounded(.up)), 1)
        let step = sweep / Double(pieces)
        let handle = CGFloat(4.0 / 3.0 * tan(step / 4)) * radius
        for piece in 0..<pieces {
            let from = start + Double(piece) * step
            let to = from + step
            let control1 = CGPoint(x: point(from).x - handle * CGFloat(sin(from)), y: point(from).y + handle * CGFloat(cos(from)))
            let control2 = CGPoint(x: point(to).x + handle * CGFloat(sin(to)), y: point(to).y - handle * CGFloat(cos(to)))
            addCurve(to: point(to), control1: control1, control2: control2)
        }
    }

    /// Adds every step of `path`.
    public mutating func addPath(_ path: Path) {
        elements += path.elements
    }

    /// How far a cubic curve's control points lie along the tangent to draw a quarter circle.
    private static let kappa: CGFloat = 0.552_284_749_8
}

extension Path: Shape {
    /// A path draws itself whatever the frame.
    public func path(in rect: CGRect) -> Path { self }

    /// The path as the shape it is.
    public var body: ShapeBody<Path> { ShapeBody(shape: self) }
}

/// The shape of a rounded rectangle's corners; both draw as circular arcs here.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12, style: .continuous)
/// ```
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Apple's smoother corners, drawn as quarter circles.
    case continuous
}

extension Path.Element {
    /// The points of the step, its end point last.
    var points: [CGPoint] {
        switch self {
        case .move(let point), .line(let point): [point]
        case .quadCurve(let point, let control): [control, point]
        case .curve(let point, let control1, let control2): [control1, control2, point]
        case .closeSubpath: []
        }
    }
}

extension Path {
    /// The path as SVG path data, such as `M20 0 L40 32 L0 32 Z`, with coordinates to hundredths.
    var svgData: String { data(formattingNumbersWith: svgNumber) }

    /// The path as SVG path data with every coordinate exact (the shortest form that reads back as
    /// the same number, such as `1e-300`), as the JSON tree format writes it, so that a path
    /// read back is equal to the one written.
    var exactData: String { data(formattingNumbersWith: JSONValue.format) }

    private func data(formattingNumbersWith format: (Double) -> String) -> String {
        func pair(_ point: CGPoint) -> String { "\(format(Double(point.x))) \(format(Double(point.y)))" }
        return elements.map { element in
            switch element {
            case .move(let point): "M" + pair(point)
            case .line(let point): "L" + pair(point)
            case .quadCurve(let point, let control): "Q" + pair(control) + " " + pair(point)
            case .curve(let point, let control1, let control2): "C" + pair(control1) + " " + pair(control2) + " " + pair(point)
            case .closeSubpath: "Z"
            }
        }.joined(separator: " ")
    }

    /// The path as straight segments, each curve cut into `pieces` lines.
    func flattened(pieces: Int = 8) -> [(CGPoint, CGPoint)] {
        var segments: [(CGPoint, CGPoint)] = []
        var start = CGPoint.zero
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let point):
                start = point
                current = point
            case .line(let point):
                segments.append((current, point))
                current = point
            case .quadCurve(let point, let control):
                var previous = current
                for step in 1...pieces {
                    let t = CGFloat(step) / CGFloat(pieces)
                    let u = 1 - t
                    let next = CGPoint(
                        x: u * u * current.x + 2 * u * t * control.x + t * t * point.x,
                        y: u * u * current.y + 2 * u * t * control.y + t * t * point.y)
                    segments.append((previous, next))
                    previous = next
                }
                current = point
            case .curve(let point, let control1, let control2):
                var previous = current
                for step in 1...pieces {
                    let t = CGFloat(step) / CGFloat(pieces)
                    let u = 1 - t
                    let a = u * u * u
                    let b = 3 * u * u * t
                    let c = 3 * u * t * t
                    let d = t * t * t
                    let next = CGPoint(
                        x: a * current.x + b * control1.x + c * control2.x + d * point.x,
                        y: a * current.y + b * control1.y + c * control2.y + d * point.y)
                    segments.append((previous, next))
                    previous = next
                }
                current = point
            case .closeSubpath:
                if current != start { segments.append((current, start)) }
                current = start
            }
        }
        return segments
    }
}

extension CGPoint {
    /// The point made safe for drawing: NaN and infinities become 0, lengths are clamped.
    fileprivate var cleaned: CGPoint { CGPoint(x: cleanCoordinate(x), y: cleanCoordinate(y)) }
}

extension Path {
    /// Reads SVG path data of the commands `M`, `L`, `Q`, `C` and `Z` with absolute coordinates, as
    /// ``exactData`` and ``svgData`` write it; coordinates are cleaned as the builders clean them.
    init(svgData: String, at jsonPath: String) throws {
        self.init()
        var numbers: [CGFloat] = []
        var command: Character?
        func fail(_ message: String) -> NodeDecodingError { NodeDecodingError(path: jsonPath, message: message) }
        func flush() throws {
            guard let command else {
                if !numbers.isEmpty { throw fail("path data must start with a command") }
                return
            }
            let counts: [Character: Int] = ["M": 2, "L": 2, "Q": 4, "C": 6, "Z": 0]
            guard let count = counts[command], numbers.count == count else {
                throw fail("the path command \(command) takes \(counts[command] ?? 0) numbers, not \(numbers.count)")
            }
            let points = stride(from: 0, to: numbers.count, by: 2).map { CGPoint(x: numbers[$0], y: numbers[$0 + 1]) }
            switch command {
            case "M": move(to: points[0])
            case "L": addLine(to: points[0])
            case "Q": addQuadCurve(to: points[1], control: points[0])
            case "C": addCurve(to: points[2], control1: points[0], control2: points[1])
            default: closeSubpath()
            }
            numbers = []
        }
        var token = ""
        func endNumber() throws {
            guard !token.isEmpty else { return }
            guard let value = Double(token), value.isFinite else { throw fail("\"\(token)\" is not a number") }
            numbers.append(CGFloat(value))
            token = ""
        }
        for character in svgData {
            switch character {
            case "M", "L", "Q", "C", "Z":
                try endNumber()
                try flush()
                command = character
            case " ", ",":
                try endNumber()
            case "0"..."9", ".", "-", "e", "+":
                token.append(character)
            default:
                throw fail("path data holds \"\(character)\"; only M, L, Q, C, Z and numbers are read")
            }
        }
        try endNumber()
        try flush()
    }
}
