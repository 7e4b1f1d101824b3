import Foundation

extension View {
    /// Draws `content` over the view, at the view's size.
    ///
    /// ```swift
    /// Color.clear.frame(width: 80, height: 48).overlay(Text("o"), alignment: .bottomTrailing)
    /// ```
    public func overlay<Overlay: View>(_ content: Overlay, alignment: Alignment = .center) -> some View {
        modifier(DecorationModifier(isBackground: false, alignment: alignment, decoration: content))
    }

    /// Draws the views `content` builds over the view, at the view's size.
    ///
    /// ```swift
    /// screen.overlay(alignment: .bottom) { toast }
    /// ```
    public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay) -> some View {
        overlay(content(), alignment: alignment)
    }
}

/// The node of `overlay`: the content (the first child) with a decoration (the second) laid out
/// at its size and drawn over it.
struct OverlayNode: DecorationPrimitive {
    var alignment: Alignment

    static let jsonName = "overlay"

    static func kind(alignment: Alignment) -> Node.Kind { .overlay(alignment) }

    /// The content draws first, then the decoration over it.
    func draw(_ node: PlacedNode, into builder: inout DisplayListBuilder) {
        builder.drawChildren(of: node)
    }
}

extension Node.Kind {
    /// The first child is the content, the second is drawn over it at its size.
    package static func overlay(_ alignment: Alignment) -> Self { Self(OverlayNode(alignment: alignment)) }
}
