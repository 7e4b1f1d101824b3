import Foundation

extension View {
    /// Draws `content` behind the view, at the view's size.
    ///
    /// ```swift
    /// Text("Memo").padding().background(Color.black)
    /// ```
    public func background<Background: View>(_ content: Background, alignment: Alignment = .center) -> some View {
        modifier(DecorationModifier(isBackground: true, alignment: alignment, decoration: content))
    }

    /// Draws the views `content` builds behind the view, at the view's size.
    ///
    /// ```swift
    /// Text("Memo").background(alignment: .leading) { Color.blue.frame(width: 4) }
    /// ```
    public func background<Background: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Background) -> some View {
        background(content(), alignment: alignment)
    }

    /// Fills the view's frame behind it with `style`.
    ///
    /// ```swift
    /// Text("Memo").padding().background(.black)
    /// ```
    public func background<S: ShapeStyle>(_ style: S) -> some View {
        background(Rectangle().fill(style))
    }

    /// Fills the view's frame behind it with `color`.
    ///
    /// ```swift
    /// Text("Memo").padding().background(Color.white)
    /// ```
    public func background(_ color: Color) -> some View {
        background(Rectangle().fill(color))
    }

    /// Fills `shape` behind the view with `style`.
    ///
    /// ```swift
    /// HStack { Text("Banner") }.padding(8).background(Color.white, in: .rect(cornerRadius: 8))
    /// ```
    public func background<S: ShapeStyle, Outline: Shape>(_ style: S, in shape: Outline) -> some View {
        background(ShapeView(node: ShapeNode(shape: shape.shapeKind, fill: style.resolvedColor, stroke: nil, lineWidth: 0)))
    }

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

    /// Draws a border of `width` points inside the view's frame.
    ///
    /// ```swift
    /// Text("Box").padding().border(.gray)
    /// ```
    public func border<S: ShapeStyle>(_ style: S, width: CGFloat = 1) -> some View {
        let width = width.isFinite ? Swift.min(Swift.max(width, 0), 100) : 1
        return modifier(WrappingModifier(kind: .border(color: style.resolvedColor, width: width)))
    }

    /// Clips the view to a rectangle with corners of `radius` points.
    ///
    /// ```swift
    /// row.background(.black).cornerRadius(12)
    /// ```
    public func cornerRadius(_ radius: CGFloat) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }

    /// Clips the view to `shape`.
    ///
    /// ```swift
    /// Color.blue.frame(width: 40, height: 40).clipShape(Circle())
    /// ```
    public func clipShape<Outline: Shape>(_ shape: Outline) -> some View {
        modifier(WrappingModifier(kind: .clip(shape.shapeKind)))
    }

    /// Draws a shadow behind the view.
    ///
    /// ```swift
    /// banner.shadow(radius: 5)
    /// ```
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? Swift.min(Swift.max(value, -1000), 1000) : 0 }
        let shadow = ShadowNode(color: color, radius: Swift.max(clean(radius), 0), x: clean(x), y: clean(y))
        return modifier(WrappingModifier(kind: .shadow(shadow)))
    }

    /// Draws the view with `opacity` between 0 (invisible) and 1.
    ///
    /// ```swift
    /// Text("Faded").opacity(0.5)
    /// ```
    public func opacity(_ opacity: Double) -> some View {
        modifier(WrappingModifier(kind: .opacity(opacity.isNaN ? 1 : Swift.min(Swift.max(opacity, 0), 1))))
    }

    /// Keeps the view's space but draws nothing and takes no taps.
    ///
    /// ```swift
    /// Text("off").hidden()
    /// ```
    public func hidden() -> some View {
        modifier(WrappingModifier(kind: .hidden))
    }
}
