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
        RenderDiff(
            old: DisplayList(old.placed, canvas: old.canvas), placed: old.placed,
            new: DisplayList(new.placed, canvas: new.canvas), placed: new.placed
        ).summary
    }

    /// The semantic diff of two drawings, as ``draw(_:canvas:)`` made them for a render: their
    /// elements listed and matched and the summary written, the display lists reused.
    ///
    /// ```swift
    /// let old = RenderPhases.draw(oldLayout.placed, canvas: oldLayout.canvas)
    /// let new = RenderPhases.draw(newLayout.placed, canvas: newLayout.canvas)
    /// RenderPhases.summary(old: old, new: new)   // ["Text \"a\" → \"b\""]
    /// ```
    public static func summary(old: Drawing, new: Drawing) -> [String] {
        RenderDiff(old: old.list, placed: old.placed, new: new.list, placed: new.placed).summary
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
