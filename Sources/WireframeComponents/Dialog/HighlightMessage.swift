import Wireframe

/// A word or phrase of a dialog's message drawn in its own colour.
///
/// Every occurrence of `text` in the message is coloured; the ASCII renderer underlines it, the
/// SVG renderer draws it as a coloured `tspan`.
///
/// ```swift
/// DialogTextState(
///     text: "배경화면 색상을 변경하시겠습니까?",
///     highlights: [HighlightMessage(text: "색상", color: .blue)]
/// )
/// ```
public struct HighlightMessage: Hashable, Sendable {
    /// The words to colour, matched exactly.
    public var text: String
    /// The colour the words are drawn in.
    public var color: Color

    /// Creates a highlight of `text` in `color`.
    public init(text: String, color: Color = .blue) {
        self.text = text
        self.color = color
    }
}
