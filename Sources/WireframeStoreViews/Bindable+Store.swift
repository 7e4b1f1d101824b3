import Foundation

extension Bindable {
    /// A binding to the store's state at `keyPath` that sends `.binding(.set(keyPath, value))`,
    /// as `$store.title` is in TCA for a feature whose actions are `BindableAction`.
    ///
    /// ```swift
    /// @Bindable var store: StoreOf<MemoEditor>
    /// var body: some View { TextField("제목", text: $store.title) }
    /// ```
    @MainActor
    public subscript<State, Action: BindableAction, Member: Equatable & Sendable>(
        dynamicMember keyPath: WritableKeyPath<State, Member> & Sendable
    ) -> Binding<Member> where Value == Store<State, Action>, Action.State == State {
        let store = wrappedValue
        return Binding(get: { store.state[keyPath: keyPath] }, set: { store.send(.binding(.set(keyPath, $0))) })
    }

    /// A binding to the store of a presented child, for `sheet(item:)`, `fullScreenCover(item:)`,
    /// `alert(_:)` and `confirmationDialog(_:)`: the child's store while the child state is
    /// there, `nil` otherwise; writing `nil` sends the child's `.dismiss`.
    ///
    /// ```swift
    /// .sheet(item: $store.scope(state: \.banner, action: AppFeature.Action.banner)) { store in
    ///     BannerView(store: store)
    /// }
    /// ```
    @MainActor
    public func scope<State, Action, ChildState, ChildAction>(
        state toChildState: KeyPath<State, ChildState?>,
        action toChildAction: @escaping @Sendable (PresentationAction<ChildAction>) -> Action
    ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
        let store = wrappedValue
        return Binding(
            get: { store.scope(state: toChildState, action: { toChildAction(.presented($0)) }) },
            set: { newValue in
                if newValue == nil, store.state[keyPath: toChildState] != nil { store.send(toChildAction(.dismiss)) }
            })
    }

    /// A binding to the store of a navigation stack's path, for
    /// `NavigationStack(path:root:destination:)`.
    ///
    /// ```swift
    /// NavigationStack(path: $store.scope(state: \.path, action: AppFeature.Action.path)) { RootView() } destination: { store in
    ///     DetailView(store: store)
    /// }
    /// ```
    @MainActor
    public func scope<State, Action, ElementState, ElementAction>(
        state toPath: KeyPath<State, StackState<ElementState>>,
        action toPathAction: @escaping @Sendable (StackAction<ElementState, ElementAction>) -> Action
    ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>> where Value == Store<State, Action> {
        let store = wrappedValue
        let path = store.scope(state: toPath, action: toPathAction)
        return Binding(get: { path }, set: { _ in })
    }
}

extension Bindable {
    /// A binding to the store of a presented child, the action named by a case key path, as TCA
    /// writes it: `.sheet(item: $store.scope(state: \.destination?.edit, action: \.destination.edit))`.
    ///
    /// ```swift
    /// .sheet(item: $store.scope(state: \.banner, action: \.banner)) { store in BannerView(store: store) }
    /// ```
    @MainActor
    public func scope<State, Action, ChildState, ChildAction>(
        state toChildState: KeyPath<State, ChildState?>,
        action toChildAction: CaseKeyPath<Action, PresentationAction<ChildAction>>
    ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
        let casePath = AnyCasePath(toChildAction)
        return scope(state: toChildState, action: { casePath.embed($0) })
    }

    /// A binding to the store of a navigation stack's path, the action named by a case key path:
    /// `NavigationStack(path: $store.scope(state: \.path, action: \.path))`.
    @MainActor
    public func scope<State, Action, ElementState, ElementAction>(
        state toPath: KeyPath<State, StackState<ElementState>>,
        action toPathAction: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
    ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>> where Value == Store<State, Action> {
        let casePath = AnyCasePath(toPathAction)
        return scope(state: toPath, action: { casePath.embed($0) })
    }
}

extension Bindable {
    /// A value of the store's state reached through `$store`, for a feature that does not use
    /// `BindableAction`: `sending(_:)` makes it a binding that sends an action when written, as
    /// TCA's `$store.searchQuery.sending(\.searchQueryChanged)`.
    ///
    /// ```swift
    /// TextField("Search", text: $store.searchQuery.sending(\.searchQueryChanged))
    /// ```
    @MainActor
    public subscript<State, Action, Member>(
        dynamicMember keyPath: KeyPath<State, Member>
    ) -> StoreBindable<State, Action, Member> where Value == Store<State, Action> {
        StoreBindable(store: wrappedValue, keyPath: keyPath)
    }
}

/// A path into a store's state on its way to a binding: `$store.query` or `$store.settings.name`,
/// made a `Binding` by ``sending(_:)``.
///
/// ```swift
/// Toggle("Notifications", isOn: $store.settings.notifications.sending(\.notificationsToggled))
/// ```
@MainActor
@dynamicMemberLookup
public struct StoreBindable<State, Action, Value> {
    let store: Store<State, Action>
    let keyPath: KeyPath<State, Value>

    /// The path one member further in.
    public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> StoreBindable<State, Action, Member> {
        StoreBindable<State, Action, Member>(store: store, keyPath: self.keyPath.appending(path: keyPath))
    }

    /// A binding that reads the state at this path and, when written, sends the action
    /// `action` names with the new value.
    ///
    /// ```swift
    /// TextField("Search", text: $store.searchQuery.sending(\.searchQueryChanged))
    /// ```
    public func sending(_ action: CaseKeyPath<Action, Value>) -> Binding<Value> {
        let store = store
        let keyPath = keyPath
        let casePath = AnyCasePath(action)
        return Binding(get: { store.state[keyPath: keyPath] }, set: { store.send(casePath.embed($0)) })
    }
}

extension Bindable {
    /// TCA's newer spelling of the presentation scope, the state unlabelled:
    /// `.alert($store.scope(\.alert, action: \.alert))`.
    ///
    /// ```swift
    /// .sheet(item: $store.scope(\.banner, action: \.banner)) { store in BannerView(store: store) }
    /// ```
    @MainActor
    public func scope<State, Action, ChildState, ChildAction>(
        _ toChildState: KeyPath<State, ChildState?>,
        action toChildAction: CaseKeyPath<Action, PresentationAction<ChildAction>>
    ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
        scope(state: toChildState, action: toChildAction)
    }

    /// The presentation scope through the `@Presents` property's projection, as TCA 1.25 writes
    /// it: `$store.scope(\.$destination, action: \.destination)`, then `.sheet` or `.popover` for
    /// a case of an enum of features.
    ///
    /// ```swift
    /// .sheet(item: $store.scope(\.$destination, action: \.destination).edit) { store in
    ///     EditView(store: store)
    /// }
    /// ```
    @MainActor
    public func scope<State, Action, ChildState, ChildAction>(
        _ toChildState: KeyPath<State, PresentationState<ChildState>>,
        action toChildAction: CaseKeyPath<Action, PresentationAction<ChildAction>>
    ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
        scope(state: toChildState.appending(path: \.wrappedValue), action: toChildAction)
    }

    /// The presentation scope through the `@Presents` property's projection, labelled:
    /// `$store.scope(state: \.$destination, action: \.destination)`.
    @MainActor
    public func scope<State, Action, ChildState, ChildAction>(
        state toChildState: KeyPath<State, PresentationState<ChildState>>,
        action toChildAction: CaseKeyPath<Action, PresentationAction<ChildAction>>
    ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
        scope(state: toChildState.appending(path: \.wrappedValue), action: toChildAction)
    }

    /// TCA's newer spelling of the navigation stack's scope:
    /// `NavigationStack(path: $store.scope(\.path, action: \.path))`.
    @MainActor
    public func scope<State, Action, ElementState, ElementAction>(
        _ toPath: KeyPath<State, StackState<ElementState>>,
        action toPathAction: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
    ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>> where Value == Store<State, Action> {
        scope(state: toPath, action: toPathAction)
    }
}

/// A store of a ``CaseReducer``'s state, which `$store.scope(…).case` reaches through; written
/// for ``Store`` and not by apps.
@MainActor
public protocol _StoreWithCaseScope {
    /// The reducer's enum of its features' stores.
    associatedtype _CaseScope: CasePathable
    /// The store of the feature the state holds now.
    var _caseScope: _CaseScope { get }
}

extension Store: _StoreWithCaseScope
where State: CaseReducerState, State.StateReducer.Action == Action, State.StateReducer.CaseScope: CasePathable {
    /// The store of the feature the state holds now: ``Store/case``.
    public var _caseScope: State.StateReducer.CaseScope { self.case }
}

/// An optional store of a ``CaseReducer``'s state, as a presentation's binding holds it;
/// written for `Optional` and not by apps.
public protocol _OptionalStoreWithCaseScope: ExpressibleByNilLiteral {
    /// The reducer's enum of its features' stores.
    associatedtype _CaseScope: CasePathable
    /// The store of the feature the state holds now, while there is a store.
    @MainActor var _optionalCaseScope: _CaseScope? { get }
}

extension Optional: _OptionalStoreWithCaseScope where Wrapped: _StoreWithCaseScope {
    /// The wrapped store's ``_StoreWithCaseScope/_caseScope``, or `nil`.
    @MainActor public var _optionalCaseScope: Wrapped._CaseScope? {
        switch self {
        case .some(let store): store._caseScope
        case .none: nil
        }
    }
}

extension Binding where Value: _OptionalStoreWithCaseScope {
    /// A binding to the store of one feature of a presented enum of features, as TCA's
    /// `$store.scope(\.$destination, action: \.destination).sheet`: the feature's store while the
    /// destination is in that case, `nil` otherwise; writing `nil` dismisses the destination.
    ///
    /// ```swift
    /// .popover(item: $store.scope(\.$destination, action: \.destination).popover) { store in
    ///     CounterView(store: store)
    /// }
    /// ```
    @MainActor
    public subscript<Case>(
        dynamicMember keyPath: KeyPath<Value._CaseScope.AllCasePaths, AnyCasePath<Value._CaseScope, Case>>
    ) -> Binding<Case?> {
        let casePath = Value._CaseScope.allCasePaths[keyPath: keyPath]
        return Binding<Case?>(
            get: { self.wrappedValue._optionalCaseScope.flatMap { casePath.extract(from: $0) } },
            set: { if $0 == nil { self.wrappedValue = nil } })
    }
}
