import Foundation

extension View {
    /// Runs `action` with `true` when a pointer enters the view and `false` when it leaves.
    ///
    /// Only an iPad's trackpad or mouse hovers; an iPhone and a rendered screen have no pointer,
    /// so the action never runs and the view is drawn as it is.
    ///
    /// ```swift
    /// Card().onHover { isHovered = $0 }
    /// ```
    ///
    /// - Parameter action: What to do when the pointer enters (`true`) or leaves (`false`).
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }

}
