/// The actions of a presented child feature, and its dismissal.
///
/// ```swift
/// enum Action {
///     case showBannerButtonTapped
///     case banner(PresentationAction<Banner.Action>)
/// }
/// ```
///
/// A view of the child sends `.presented(childAction)`; `.dismiss` closes the child. The child
/// closes itself with the `dismiss` dependency, which sends `.dismiss` like any other action.
public enum PresentationAction<Action> {
    /// An action of the presented child.
    case presented(Action)

    /// Closes the child: the parent runs first and still sees the child state, then the state
    /// becomes `nil` and the child's effects are cancelled.
    case dismiss
}

extension PresentationAction: Sendable where Action: Sendable {}

extension PresentationAction: Equatable where Action: Equatable {}

extension PresentationAction: Hashable where Action: Hashable {}

extension PresentationAction {
    /// Whether this is `.dismiss`.
    @inlinable
    var isDismiss: Bool {
        if case .dismiss = self { return true }
        return false
    }
}
