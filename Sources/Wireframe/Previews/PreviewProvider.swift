/// A type that produces previews of a view, as SwiftUI's protocol of the same name: each view
/// that `previews` builds is one preview, and a `Group`, a `ForEach` or several statements make
/// several.
///
/// In Wireframe a preview is the one place a state of a component is written: the gallery of
/// `WireframeGallery` shows each preview (`Scenario.previews(of:)`), `wireframe render` draws it
/// by name, and `assertSnapshots(ofPreviews:as:)` in `WireframeTesting` checks each against a
/// golden. ``View/previewDisplayName(_:)`` names a preview, ``View/previewLayout(_:)`` and
/// ``View/previewDevice(_:)`` choose its screen; they draw nothing.
///
/// ```swift
/// struct MemoRow_Previews: PreviewProvider {
///     static var previews: some View {
///         MemoRow(memo: .sample)
///             .previewDisplayName("Memo row")
///             .previewLayout(.sizeThatFits)
///         MemoRow(memo: .longTitle)
///             .previewDisplayName("Memo row, long title")
///             .previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)"))
///     }
/// }
/// ```
///
/// Previews are read from the structure of `previews` as it is built: a preview modifier is seen
/// on the preview it is applied to, or on every preview of a `Group` or `ForEach` it is applied
/// to, and the modifier nearest the view wins. Other modifiers on a `Group` make the group one
/// preview.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of view `previews` builds.
    associatedtype Previews: View
    /// The previews: each view built here is one preview.
    @ViewBuilder static var previews: Previews { get }
}

/// What the preview modifiers record about a preview; `nil` where nothing was said.
struct PreviewAttributes: Hashable, Sendable {
    var displayName: String?
    var layout: PreviewLayout?
    var device: PreviewDevice?
    var orientation: InterfaceOrientation?

    /// These attributes where they are set, else `outer`'s: the modifier nearest the view wins.
    func filled(from outer: PreviewAttributes) -> PreviewAttributes {
        PreviewAttributes(
            displayName: displayName ?? outer.displayName,
            layout: layout ?? outer.layout,
            device: device ?? outer.device,
            orientation: orientation ?? outer.orientation
        )
    }
}

/// A view that records preview attributes for the gallery and the snapshot tests and otherwise
/// is its content: it resolves to its content's nodes and draws nothing of its own.
struct PreviewAttributedView<Content: View>: View, PrimitiveView {
    let content: Content
    let attributes: PreviewAttributes

    /// Primitive views are resolved into nodes directly; they have no body.
    var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        try context.resolve(content)
    }
}

extension View {
    /// This view with `attributes` recorded over any recorded further out.
    func previewAttributes(_ change: (inout PreviewAttributes) -> Void) -> PreviewAttributedView<Self> {
        var attributes = PreviewAttributes()
        change(&attributes)
        return PreviewAttributedView(content: self, attributes: attributes)
    }
}
