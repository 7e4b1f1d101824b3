import Foundation

extension View {
    /// Draws the view turned by `angle` about `anchor`, leaving its place in the layout as it
    /// was. SVG draws the turn; the ASCII grid cannot turn its cells and draws the view unturned,
    /// and taps land on the unturned frame.
    ///
    /// ```swift
    /// Image(systemName: "arrow.up").rotationEffect(.degrees(90))
    /// Circle().stroke(lineWidth: 4).rotationEffect(.degrees(-90))
    /// ```
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        let degrees = angle.degrees.isFinite ? angle.degrees.truncatingRemainder(dividingBy: 360) : 0
        let anchor = UnitPoint(x: anchor.x.isFinite ? anchor.x : 0.5, y: anchor.y.isFinite ? anchor.y : 0.5)
        return modifier(WrappingModifier(kind: .rotation(RotationNode(degrees: degrees, anchor: anchor))))
    }
}

/// A turn drawn over a view: `degrees` clockwise on screen about the `anchor` of its frame.
///
/// ```swift
/// try Text("a").rotationEffect(.degrees(45)).node().kind.as(RotationNode.self)?.degrees   // 45
/// ```
package struct RotationNode: Equatable, Sendable {
    /// How far the view is turned, in degrees, clockwise on screen.
    package var degrees: Double
    /// The point of the view's frame it turns about.
    package var anchor: UnitPoint
}

extension RotationNode: ContentModifierPrimitive {
    static let jsonSchema = [JSONKindSchema("rotationEffect", fields: ["degrees", "anchor"])]

    static func kind(named name: String, json object: JSONObjectReader) throws -> Node.Kind {
        let degrees = try object["degrees"]?.number() ?? 0
        var anchor = UnitPoint.center
        if let point = object["anchor"] {
            let values = try point.array().map { try $0.number() }
            guard values.count == 2, values.allSatisfy(\.isFinite) else { throw point.error("expected [x, y]") }
            anchor = UnitPoint(x: CGFloat(values[0]), y: CGFloat(values[1]))
        }
        return .rotation(RotationNode(degrees: degrees.isFinite ? degrees.truncatingRemainder(dividingBy: 360) : 0, anchor: anchor))
    }

    func jsonFields(path: String) throws -> (name: String, fields: [JSONField]) {
        var fields = JSONFieldWriter(path: path)
        if degrees != 0 { try fields.appendLength("degrees", degrees) }
        if anchor != .center { fields.append("anchor", .array([.number(Double(anchor.x)), .number(Double(anchor.y))])) }
        return ("rotationEffect", fields.fields)
    }

    var summary: String {
        "rotationEffect(\(formatPoints(CGFloat(degrees)))°, anchor: (\(formatPoints(anchor.x)), \(formatPoints(anchor.y))))"
    }

    /// The content is drawn through a transform that turns it about its anchor; a turned frame
    /// reaches at most its diagonal past the frame, so that is how far its drawing may spill.
    func draw(_ node: PlacedNode, into builder: inout DisplayListBuilder) {
        guard degrees != 0 else { return builder.drawChildren(of: node) }
        let frame = node.frame
        let center = CGPoint(x: frame.minX + frame.width * anchor.x, y: frame.minY + frame.height * anchor.y)
        let reach = (frame.width * frame.width + frame.height * frame.height).squareRoot()
        let turn = TransformDrawing(turningBy: degrees, about: center)
        builder.drawSpilling(node, by: reach.isFinite ? reach : 0, push: .pushTransform(turn), pop: .popTransform)
    }
}

extension Node.Kind {
    /// The child drawn turned about a point of its frame.
    package static func rotation(_ rotation: RotationNode) -> Self { Self(rotation) }
}
