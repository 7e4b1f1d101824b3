import Foundation

extension View {
    /// Draws the view scaled by `scale` about `anchor`, leaving its place in the layout as it
    /// was. SVG draws the scale; the ASCII grid draws each drawing's frame scaled, its text at the
    /// grid's size; taps land on the unscaled frame.
    ///
    /// ```swift
    /// Circle().scaleEffect(CGSize(width: 1.5, height: 1))
    /// ```
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        transformed(CGAffineTransform(scaleX: scale.width, y: scale.height), about: anchor)
    }

    /// Draws the view scaled by `s` in both directions about `anchor`.
    ///
    /// ```swift
    /// Image(systemName: "heart.fill").scaleEffect(2)
    /// ```
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Draws the view scaled by `x` and `y` about `anchor`.
    ///
    /// ```swift
    /// Text("Wide").scaleEffect(x: 2, y: 1)
    /// ```
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Draws the view moved, scaled, turned or skewed by `transform`, in the view's own
    /// coordinates (the origin at its top-leading corner), leaving its place in the layout as it
    /// was.
    ///
    /// ```swift
    /// Rectangle().frame(width: 40, height: 40).transformEffect(CGAffineTransform(translationX: 20, y: 0))
    /// ```
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        transformed(transform, about: .topLeading)
    }

    /// Draws the view turned by `angle` about `axis` through `anchor` (and `anchorZ` points in
    /// front of the screen), drawn flat: the turned view as it shows seen straight on, without
    /// perspective (a view turned 60° about the y axis is drawn half as wide). `perspective`
    /// changes nothing in that drawing.
    ///
    /// ```swift
    /// Text("카드").rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))
    /// ```
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> some View {
        transformed(Self.flatRotation(angle, axis: axis, anchorZ: anchorZ), about: anchor)
    }

    /// The view drawn through `transform` about `anchor` of its frame.
    private func transformed(_ transform: CGAffineTransform, about anchor: UnitPoint) -> some View {
        modifier(WrappingModifier(kind: .transform(TransformNode(transform: transform, anchor: anchor))))
    }

    /// The turn by `angle` about `axis` seen straight on: the top-left 2 × 2 of the turn's 3 × 3
    /// matrix, so depth is dropped, and the move a pivot `anchorZ` in front of the screen makes.
    private static func flatRotation(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchorZ: CGFloat) -> CGAffineTransform {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, length.isFinite, angle.radians.isFinite else { return .identity }
        let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
        let (cosine, sine) = (CGFloat(cos(angle.radians)), CGFloat(sin(angle.radians)))
        let rest = 1 - cosine
        // Rodrigues' rotation matrix; the screen's y axis points down, so a turn about z is
        // clockwise on screen, as `rotationEffect` turns.
        // A point on the screen (depth 0) lies `anchorZ` behind the pivot; turned, that depth
        // moves it by the turn's third column.
        let depth = anchorZ.isFinite ? -anchorZ : 0
        return CGAffineTransform(
            a: cosine + x * x * rest, b: y * x * rest + z * sine,
            c: x * y * rest - z * sine, d: cosine + y * y * rest,
            tx: depth * (x * z * rest + y * sine), ty: depth * (y * z * rest - x * sine))
    }
}

/// A transform drawn over a view: `transform` applied about the `anchor` of its frame.
///
/// ```swift
/// try Text("a").scaleEffect(2).node().kind.as(TransformNode.self)?.transform.a   // 2
/// ```
package struct TransformNode: Equatable, Sendable {
    /// The transform, with the anchor as its origin.
    package var transform: CGAffineTransform
    /// The point of the view's frame the transform is applied about.
    package var anchor: UnitPoint

    /// A transform about `anchor`; entries that are not finite numbers leave the view as it is.
    package init(transform: CGAffineTransform, anchor: UnitPoint) {
        let entries = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
        self.transform = entries.allSatisfy(\.isFinite) ? transform : .identity
        self.anchor = UnitPoint(x: anchor.x.isFinite ? anchor.x : 0.5, y: anchor.y.isFinite ? anchor.y : 0.5)
    }

    /// The transform in the canvas's coordinates, for a view drawn in `frame`.
    func canvasTransform(in frame: CGRect) -> CGAffineTransform {
        let point = CGPoint(x: frame.minX + frame.width * anchor.x, y: frame.minY + frame.height * anchor.y)
        return CGAffineTransform(translationX: -point.x, y: -point.y).concatenating(transform)
            .concatenating(CGAffineTransform(translationX: point.x, y: point.y))
    }
}

extension TransformNode: ContentModifierPrimitive {
    static let jsonSchema = [JSONKindSchema("transformEffect", fields: ["matrix", "anchor"])]

    static func kind(named name: String, json object: JSONObjectReader) throws -> Node.Kind {
        var transform = CGAffineTransform.identity
        if let matrix = object["matrix"] {
            let values = try matrix.array().map { CGFloat(try $0.number()) }
            guard values.count == 6, values.allSatisfy(\.isFinite) else { throw matrix.error("expected [a, b, c, d, tx, ty]") }
            transform = CGAffineTransform(a: values[0], b: values[1], c: values[2], d: values[3], tx: values[4], ty: values[5])
        }
        var anchor = UnitPoint.center
        if let point = object["anchor"] {
            let values = try point.array().map { try $0.number() }
            guard values.count == 2, values.allSatisfy(\.isFinite) else { throw point.error("expected [x, y]") }
            anchor = UnitPoint(x: CGFloat(values[0]), y: CGFloat(values[1]))
        }
        return .transform(TransformNode(transform: transform, anchor: anchor))
    }

    func jsonFields(path: String) throws -> (name: String, fields: [JSONField]) {
        var fields = JSONFieldWriter(path: path)
        fields.append("matrix", .array(entries.map { .number(Double($0)) }))
        if anchor != .center { fields.append("anchor", .array([.number(Double(anchor.x)), .number(Double(anchor.y))])) }
        return ("transformEffect", fields.fields)
    }

    private var entries: [CGFloat] {
        [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
    }

    var summary: String {
        "transformEffect([\(entries.map(formatPoints).joined(separator: ", "))], anchor: (\(formatPoints(anchor.x)), \(formatPoints(anchor.y))))"
    }

    /// The content is drawn through the transform; its drawing may spill as far as the
    /// transformed frame reaches past the frame.
    func draw(_ node: PlacedNode, into builder: inout DisplayListBuilder) {
        let frame = node.frame
        let matrix = canvasTransform(in: frame)
        guard !matrix.isIdentity else { return builder.drawChildren(of: node) }
        let reached = frame.applying(matrix)
        let reach =
            [frame.minX - reached.minX, frame.minY - reached.minY, reached.maxX - frame.maxX, reached.maxY - frame.maxY]
            .map { $0.isFinite ? Swift.max($0, 0) : 0 }.max() ?? 0
        builder.drawSpilling(node, by: reach, push: .pushTransform(TransformDrawing(matrix: matrix)), pop: .popTransform)
    }
}

extension Node.Kind {
    /// The child drawn through an affine transform about a point of its frame.
    package static func transform(_ transform: TransformNode) -> Self { Self(transform) }
}
