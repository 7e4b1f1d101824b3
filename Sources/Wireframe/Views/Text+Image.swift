import Foundation

extension Text {
    /// Creates a text that shows `image` inline, as SwiftUI draws an image inside text: the
    /// symbol's glyph, as tall as the text's font, in the text's foreground colour, wrapping with
    /// the words around it. Concatenate it with other texts, or interpolate the image into a
    /// string literal, to put it in a sentence.
    ///
    /// ```swift
    /// Text("Rating ") + Text(Image(systemName: "star.fill"))   // Rating ✭
    /// Text("Tap \(Image(systemName: "plus")) to add")           // Tap + to add
    /// ```
    ///
    /// ASCII draws the symbol's one-cell glyph among the characters; SVG leaves the symbol's
    /// width in the line (1.2 times the font's size, as a ``Image`` of that font is wide) and
    /// strokes the symbol's path there. An image from the asset catalogue is drawn as the
    /// `photo` symbol, sized by the font rather than by its registered size.
    ///
    /// - Parameter image: The image to show; its `resizable()` and rendering mode do not apply.
    public init(_ image: Image) {
        var run = TextRun(text: "")
        run.setSystemImage(image.systemNameInText)
        self.init(runs: [run])
    }
}

extension TextRun {
    /// Makes the run draw the SF Symbol `name`: its one character becomes the symbol's ASCII
    /// glyph, which is also what the run reads as in the text's string.
    mutating func setSystemImage(_ name: String) {
        systemImage = name
        text = String(SystemImageGlyph.named(name).ascii)
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// Appends `image`, drawn inline as `Text(image)` draws it.
    ///
    /// ```swift
    /// Text("Tap \(Image(systemName: "plus")) to add a memo")
    /// ```
    public mutating func appendInterpolation(_ image: Image) {
        appendInterpolation(Text(image))
    }
}
