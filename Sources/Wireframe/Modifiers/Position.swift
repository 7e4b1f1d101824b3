import Foundation

extension View {
    /// Places the view's centre at `position` in the space it is offered.
    ///
    /// ```swift
    /// Text("Pin").position(CGPoint(x: 40, y: 20))
    /// ```
    public func position(_ position: CGPoint) -> some View {
        self.position(x: position.x, y: position.y)
    }

    /// Places the view's centre at (`x`, `y`) in the space it is offered, as SwiftUI does: the
    /// modified view takes the whole proposal (10 points where a dimension is unspecified) and its
    /// content is sized for that proposal.
    ///
    /// ```swift
    /// Circle().fill(.blue).frame(width: 16, height: 16).position(x: 100, y: 50)
    /// ```
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(PrimitiveLayoutModifier(layout: PositionLayout(x: cleanCoordinate(x), y: cleanCoordinate(y))))
    }
}

/// The layout of `position(x:y:)`: the whole proposal, the child centred on the point.
struct PositionLayout: PrimitiveLayout {
    var x: CGFloat
    var y: CGFloat

    static let jsonName = "position"
    static let jsonFields = ["x", "y"]
    static var isModifier: Bool { true }

    init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    init(json object: JSONObjectReader) throws {
        (x, y) = try coordinates(in: object)
    }

    func writeJSON(to fields: inout JSONFieldWriter) throws {
        try fields.appendLength("x", x)
        try fields.appendLength("y", y)
    }

    var summary: String { "position(x: \(formatPoints(x)), y: \(formatPoints(y)))" }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX + x, y: bounds.minY + y), anchor: .center, proposal: proposal)
        }
    }
}
