import Foundation

extension View {
    /// Places the view in a frame of the given width and height; a `nil` dimension follows the view.
    ///
    /// Negative and non-finite dimensions are ignored, as SwiftUI ignores invalid frames.
    ///
    /// ```swift
    /// Text("x").frame(width: 40, alignment: .leading)
    /// ```
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        let frame = FrameNode(width: validDimension(width), height: validDimension(height), alignment: alignment)
        return modifier(WrappingModifier(kind: .frame(frame)))
    }

    /// Places the view in a flexible frame: the frame takes the size proposed to it, clamped between
    /// the minimum and maximum in each dimension where either is given, and follows the view where
    /// neither is.
    ///
    /// ```swift
    /// row.frame(minWidth: 0, maxWidth: .infinity, alignment: .leading)   // full width
    /// ```
    public func frame(
        minWidth: CGFloat? = nil,
        idealWidth: CGFloat? = nil,
        maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil,
        maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        func bounds(_ minimum: CGFloat?, _ ideal: CGFloat?, _ maximum: CGFloat?) -> (CGFloat?, CGFloat?, CGFloat?) {
            let low = validDimension(minimum)
            var high = validMaximum(maximum)
            if let low, let upper = high, upper < low { high = low }
            return (low, validDimension(ideal), high)
        }
        let (minW, idealW, maxW) = bounds(minWidth, idealWidth, maxWidth)
        let (minH, idealH, maxH) = bounds(minHeight, idealHeight, maxHeight)
        let frame = FlexibleFrameNode(
            minWidth: minW, idealWidth: idealW, maxWidth: maxW,
            minHeight: minH, idealHeight: idealH, maxHeight: maxH,
            alignment: alignment
        )
        return modifier(WrappingModifier(kind: .flexibleFrame(frame)))
    }

    /// Gives the view its ideal size in the chosen dimensions, whatever its parent proposes.
    ///
    /// ```swift
    /// Text("Never wraps").fixedSize()
    /// ```
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> some View {
        var axes: Axis.Set = []
        if horizontal { axes.insert(.horizontal) }
        if vertical { axes.insert(.vertical) }
        return modifier(WrappingModifier(kind: .fixedSize(axes)))
    }

    /// Sets the order in which a stack gives space to its children: higher priorities first.
    ///
    /// ```swift
    /// HStack { Text(longTitle); Text("Keep").layoutPriority(1) }
    /// ```
    public func layoutPriority(_ value: Double) -> some View {
        modifier(WrappingModifier(kind: .layoutPriority(value.isFinite ? value : 0)))
    }
}

/// A frame dimension SwiftUI accepts: finite and not negative; anything else is ignored.
private func validDimension(_ value: CGFloat?) -> CGFloat? {
    guard let value, value.isFinite, value >= 0 else { return nil }
    return Swift.min(value, maximumLength)
}

/// A maximum dimension: `.infinity` is meaningful here (as large as proposed).
private func validMaximum(_ value: CGFloat?) -> CGFloat? {
    guard let value, !value.isNaN, value >= 0 else { return nil }
    return value
}
