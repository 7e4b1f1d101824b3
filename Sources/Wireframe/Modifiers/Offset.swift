import Foundation

extension View {
    /// Draws the view moved by `offset`, leaving its place in the layout where it was.
    ///
    /// ```swift
    /// Text("Badge").offset(x: 8, y: -8)
    /// ```
    public func offset(_ offset: CGSize) -> some View {
        self.offset(x: offset.width, y: offset.height)
    }

    /// Draws the view moved by `x` and `y` points, leaving its place in the layout where it was:
    /// its neighbours do not move, and a background or frame around it stays put.
    ///
    /// ```swift
    /// Circle().fill(.red).frame(width: 8, height: 8).offset(x: 12, y: -12)
    /// ```
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(PrimitiveLayoutModifier(layout: OffsetLayout(x: cleanCoordinate(x), y: cleanCoordinate(y))))
    }
}

/// The layout of `offset(x:y:)`: the child's size, the child placed moved.
struct OffsetLayout: PrimitiveLayout {
    var x: CGFloat
    var y: CGFloat

    static let jsonName = "offset"
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
        if x != 0 { try fields.appendLength("x", x) }
        if y != 0 { try fields.appendLength("y", y) }
    }

    var summary: String { "offset(x: \(formatPoints(x)), y: \(formatPoints(y)))" }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX + x, y: bounds.minY + y), proposal: proposal)
        }
    }
}
