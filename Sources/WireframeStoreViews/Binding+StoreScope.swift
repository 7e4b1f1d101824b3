// The presentation and navigation scopes of a binding of a store, as TCA has them on SwiftUI's
// `Binding`: a view that holds its store in `@State var store` scopes `$store` as a view with
// `@Bindable var store` does. Each is the `Bindable` scope of the same name.

extension Binding {
    /// A binding to the store of a presented child, for `sheet(item:)` and the other
    /// presentation modifiers: `$store.scope(\.sheet, action: \.sheet)` of a `@State var store`.
    ///
    /// ```swift
    /// @State var store = Store(initialState: Feature.State()) { Feature() }
    /// …
    /// .sheet(item: $store.scope(\.sheet, action: \.sheet)) { ChildView(store: $0) }
    /// ```
    @MainActor
    public func scope<State, Action, ChildState, ChildAction>(
        _ toChildState: KeyPath<State, ChildState?>,
        action toChildAction: CaseKeyPath<Action, PresentationAction<ChildAction>>
    ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
        Bindable(wrappedValue).scope(toChildState, action: toChildAction)
    }

    /// The presented child's store, the state labelled: `$store.scope(state: \.sheet, action: \.sheet)`.
    @MainActor
    public func scope<State, Action, ChildState, ChildAction>(
        state toChildState: KeyPath<State, ChildState?>,
        action toChildAction: CaseKeyPath<Action, PresentationAction<ChildAction>>
    ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
        Bindable(wrappedValue).scope(state: toChildState, action: toChildAction)
    }

    /// The presented child's store through the `@Presents` property's projection:
    /// `$store.scope(\.$destination, action: \.destination)`.
    @MainActor
    public func scope<State, Action, ChildState, ChildAction>(
        _ toChildState: KeyPath<State, PresentationState<ChildState>>,
        action toChildAction: CaseKeyPath<Action, PresentationAction<ChildAction>>
    ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
        Bindable(wrappedValue).scope(toChildState, action: toChildAction)
    }

    /// The store of a navigation stack's path, for `NavigationStack(path:root:destination:)`:
    /// `NavigationStack(path: $store.scope(\.path, action: \.path))` of a `@State var store`.
    @MainActor
    public func scope<State, Action, ElementState, ElementAction>(
        _ toPath: KeyPath<State, StackState<ElementState>>,
        action toPathAction: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
    ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>> where Value == Store<State, Action> {
        Bindable(wrappedValue).scope(toPath, action: toPathAction)
    }

    /// The navigation stack's path, the state labelled: `$store.scope(state: \.path, action: \.path)`.
    @MainActor
    public func scope<State, Action, ElementState, ElementAction>(
        state toPath: KeyPath<State, StackState<ElementState>>,
        action toPathAction: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
    ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>> where Value == Store<State, Action> {
        Bindable(wrappedValue).scope(state: toPath, action: toPathAction)
    }
}
