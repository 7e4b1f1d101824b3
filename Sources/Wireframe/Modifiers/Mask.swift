import Foundation

extension View {
    /// Masks the view with the views `mask` builds: the view shows where the mask is opaque,
    /// partly where it is translucent, and not at all where it draws nothing, as SwiftUI's
    /// `mask(alignment:_:)`. The mask is laid out at the view's size and aligned on it, as a
    /// background is; it shows nothing itself, takes no taps and is not read by VoiceOver.
    ///
    /// The SVG draws an alpha `<mask>` of the mask's drawing over a group of the view's. The ASCII
    /// grid draws the view's cells inside the box of what the mask draws and leaves out the rest,
    /// as a clip to that box: characters cannot be partly shown, so a mask that fades (a gradient)
    /// shows its whole box. A mask that draws nothing hides the view.
    ///
    /// ```swift
    /// Text("Wireframe").font(.largeTitle).mask {
    ///     LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - alignment: Where the mask sits in the view's frame.
    ///   - mask: The views whose opacity says how much of the view shows.
    /// - Returns: The view, masked.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(MaskModifier(alignment: alignment, mask: mask()))
    }

    /// Masks the view with `mask`, centred on it: `mask(alignment: .center) { mask }`. SwiftUI
    /// marks this form to be deprecated in favour of the one that takes a view builder; it
    /// compiles here without a warning, as it does on iOS today.
    ///
    /// ```swift
    /// Color.blue.frame(width: 80, height: 80).mask(Circle())
    /// ```
    ///
    /// - Parameter mask: The view whose opacity says how much of the view shows.
    /// - Returns: The view, masked.
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(MaskModifier(alignment: .center, mask: mask))
    }
}

/// Puts a mask beside each content node, laid out at the content's size.
private struct MaskModifier<Mask: View>: ViewModifier, PrimitiveModifier {
    let alignment: Alignment
    let mask: Mask

    func apply(to content: @MainActor (ResolveContext) throws -> [Node], in context: ResolveContext) throws -> [Node] {
        let nodes = try content(context)
        let maskContext = context.with { $0.stackAxis = nil }
        return try nodes.map { node in
            // Several mask views layer in an implicit ZStack with the modifier's alignment.
            let masks = try maskContext.resolve(mask)
            let maskNode = masks.count == 1 ? masks[0] : Node(.zStack(alignment), children: masks)
            return Node(.mask(alignment), children: [node, maskNode])
        }
    }
}

/// The node of `mask`: the content (the first child) drawn through the alpha of the mask (the
/// second), which is laid out at the content's size and aligned on it.
struct MaskNode: DecorationPrimitive {
    var alignment: Alignment

    static let jsonName = "mask"

    static func kind(alignment: Alignment) -> Node.Kind { .mask(alignment) }

    /// The mask's drawing, then the content it masks; only the content is read, as VoiceOver
    /// reads it whatever the mask shows.
    func draw(_ node: PlacedNode, into builder: inout DisplayListBuilder) {
        builder.drawMasked(node)
    }
}

extension Node.Kind {
    /// The first child is the content, drawn where the second, laid out at its size and aligned on it, is opaque.
    package static func mask(_ alignment: Alignment) -> Self { Self(MaskNode(alignment: alignment)) }
}
