extension View {
    /// Composites the view's layers into one before the modifiers after it apply. The renderers
    /// draw a view's layers one by one and apply an opacity to each, so the picture is the same
    /// unless translucent layers of the group overlap.
    ///
    /// ```swift
    /// ZStack { Circle(); Text("1") }.compositingGroup().opacity(0.5)
    /// ```
    public func compositingGroup() -> some View { self }

    /// Renders the view offscreen as one image before drawing it: the same picture, drawn
    /// directly here.
    ///
    /// ```swift
    /// ParticleField().drawingGroup()
    /// ```
    public func drawingGroup(opaque: Bool = false) -> some View { self }

    /// Makes the view's frame change as one during an animation; a picture has no animation, so
    /// the view is drawn as it is.
    ///
    /// ```swift
    /// Card().geometryGroup()
    /// ```
    public func geometryGroup() -> some View { self }
}
