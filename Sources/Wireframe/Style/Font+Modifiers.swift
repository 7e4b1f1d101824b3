extension Font {
    /// The font with digits of one width, so a changing number keeps its width. The fonts the
    /// renderers measure with already give every digit the same advance, so the font is returned
    /// as it is.
    ///
    /// ```swift
    /// Label(remaining.formatted(.units()), systemImage: "hourglass").font(.body.monospacedDigit())
    /// ```
    public func monospacedDigit() -> Font { self }
}
