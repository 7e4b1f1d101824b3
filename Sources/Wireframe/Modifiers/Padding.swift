import Foundation

extension View {
    /// Adds `length` points of space on the given edges (16 points when `nil`).
    ///
    /// ```swift
    /// Text("Memo").padding()                  // 16 on every edge
    /// Text("Memo").padding(.horizontal, 24)
    /// ```
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(EdgeInsets(edges, length ?? 16))
    }

    /// Adds `length` points of space on every edge.
    ///
    /// ```swift
    /// Text("Memo").padding(8)
    /// ```
    public func padding(_ length: CGFloat) -> some View {
        padding(EdgeInsets(.all, length))
    }

    /// Adds the given space on each edge. NaN counts as zero; negative insets overlap, as in SwiftUI.
    ///
    /// ```swift
    /// Text("Memo").padding(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
    /// ```
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(WrappingModifier(kind: .padding(insets.sanitized)))
    }
}
