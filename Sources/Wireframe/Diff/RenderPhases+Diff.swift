import Foundation

extension RenderPhases {
    /// The semantic diff of two trees laid out by ``layout(_:on:for:)``: their display lists
    /// built, their elements listed and matched, and the summary written, as a review pays for it.
    ///
    /// ```swift
    /// let old = try RenderPhases.layout(RenderPhases.resolve(Text("a")), on: screen, for: .svg)
    /// let new = try RenderPhases.layout(RenderPhases.resolve(Text("b")), on: screen, for: .svg)
    /// RenderPhases.summary(old: old, new: new)   // ["Text \"a\" → \"b\""]
    /// ```
    public static func summary(old: (placed: PlacedNode, canvas: CGSize), new: (placed: PlacedNode, canvas: CGSize)) -> [String] {
        let oldList = DisplayList(old.placed, canvas: old.canvas)
        let newList = DisplayList(new.placed, canvas: new.canvas)
        return RenderDiff(
            old: RenderElement.elements(of: oldList, placed: old.placed),
            new: RenderElement.elements(of: newList, placed: new.placed),
            differsElsewhere: old.placed != new.placed
        ).summary
    }

    /// The summary of two SVG documents, read back from their text as the review and the gallery
    /// comparison read a golden and its `.new`.
    public static func summary(oldSVG: String, newSVG: String) -> [String] {
        RenderDiff(oldSVG: oldSVG, newSVG: newSVG).summary
    }

    /// The summary of two ASCII pictures, compared by their texts as failing `.ascii` snapshots
    /// and the review compare them.
    public static func summary(oldASCII: String, newASCII: String) -> [String] {
        RenderDiff(oldASCII: oldASCII, newASCII: newASCII).summary
    }
}
