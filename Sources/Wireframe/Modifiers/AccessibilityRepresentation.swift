import Foundation

extension View {
    /// Has VoiceOver present the view as `representation` would be presented (a custom control
    /// as a `Slider`, say); the view itself is drawn, and `representation` is not.
    ///
    /// Wireframe's accessibility tree still lists the drawn view's own elements.
    ///
    /// ```swift
    /// StarRating(value: $rating).accessibilityRepresentation {
    ///     Slider(value: $rating, in: 0...5, step: 1) { Text("Rating") }
    /// }
    /// ```
    ///
    /// - Parameter representation: The view whose accessibility elements VoiceOver presents.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { self }

    /// Gives VoiceOver the elements of `children` as the children of this element, as for a chart
    /// drawn with shapes; the view itself is drawn, and `children` is not.
    ///
    /// Wireframe's accessibility tree still lists the drawn view's own elements.
    ///
    /// ```swift
    /// BarChart(values).accessibilityElement(children: .contain).accessibilityChildren {
    ///     ForEach(values) { Rectangle().accessibilityLabel($0.name).accessibilityValue("\($0.amount)") }
    /// }
    /// ```
    ///
    /// - Parameter children: The views whose accessibility elements become this element's children.
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View { self }
}
