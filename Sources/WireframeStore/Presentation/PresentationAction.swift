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

extension PresentationAction: CasePathable {
    /// The case paths of `presented` and `dismiss`.
    public struct AllCasePaths: Sendable {
        /// The presented feature's actions.
        public var presented: AnyCasePath<PresentationAction, Action> {
            AnyCasePath(embed: { .presented($0) }, extract: { if case .presented(let action) = $0 { action } else { nil } })
        }

        /// The dismissal.
        public var dismiss: AnyCasePath<PresentationAction, Void> {
            AnyCasePath(embed: { _ in .dismiss }, extract: { if case .dismiss = $0 { () } else { nil } })
        }
    }

    /// The case paths.
    public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension PresentationAction {
    /// The path from these actions to the presented feature's actions in the case `casePath`
    /// names, keeping dismissal.
    static func presenting<Appended>(
        _ casePath: AnyCasePath<Action, Appended>
    ) -> AnyCasePath<PresentationAction, PresentationAction<Appended>> {
        AnyCasePath<PresentationAction, PresentationAction<Appended>>(
            embed: { action in
                switch action {
                case .presented(let appended): .presented(casePath.embed(appended))
                case .dismiss: .dismiss
                }
            },
            extract: { action in
                switch action {
                case .presented(let action): casePath.extract(from: action).map { .presented($0) }
                case .dismiss: .dismiss
                }
            })
    }
}

extension Case {
    /// A case of the presented feature's actions, through `presented`: `\.destination.edit`
    /// names `.destination(.presented(.edit(…)))`, so `store.send(\.alert.confirm)` sends
    /// `.alert(.presented(.confirm))`.
    public subscript<Action: CasePathable, AppendedAction>(
        dynamicMember keyPath: KeyPath<Action.AllCasePaths, AnyCasePath<Action, AppendedAction>>
    ) -> Case<AppendedAction> where Value == PresentationAction<Action> {
        appending(PresentationAction<Action>.allCasePaths.presented).appending(Action.allCasePaths[keyPath: keyPath])
    }

    /// The same case kept as a presentation action, dismissal included, where one is expected:
    /// `.ifLet(\.$destination, action: \.destination)`,
    /// `$store.scope(state: \.destination?.edit, action: \.destination.edit)`, as in TCA.
    @_disfavoredOverload
    public subscript<Action: CasePathable, AppendedAction>(
        dynamicMember keyPath: KeyPath<Action.AllCasePaths, AnyCasePath<Action, AppendedAction>>
    ) -> Case<PresentationAction<AppendedAction>> where Value == PresentationAction<Action> {
        appending(PresentationAction<Action>.presenting(Action.allCasePaths[keyPath: keyPath]))
    }
}
