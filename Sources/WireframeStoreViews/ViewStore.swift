import Foundation

/// A view of a store's state and a way to send it actions, as TCA's `ViewStore` is: the
/// spelling TCA apps wrote before observation, which TCA 1.x still ships.
///
/// A view store reads the store's state afresh each time, through the `observe` function it was
/// made with; a scripted screen renders every step anew, so there is nothing to subscribe to.
///
/// ```swift
/// WithViewStore(store, observe: { $0 }) { viewStore in
///     Text("\(viewStore.memos.count) memos")
///     Button("Add") { viewStore.send(.addMemo(.sample)) }
/// }
/// ```
@MainActor
@dynamicMemberLookup
public final class ViewStore<ViewState, ViewAction> {
    private let read: @MainActor () -> ViewState
    private let sendAction: @MainActor (ViewAction) -> StoreTask

    /// A view store of the part of `store`'s state that `toViewState` picks.
    public init<State>(_ store: Store<State, ViewAction>, observe toViewState: @escaping (State) -> ViewState) {
        read = { toViewState(store.state) }
        sendAction = { store.send($0) }
    }

    /// A view store of the part of `store`'s state that `toViewState` picks, whose actions
    /// `fromViewAction` turns into the store's.
    public init<State, Action>(
        _ store: Store<State, Action>, observe toViewState: @escaping (State) -> ViewState,
        send fromViewAction: @escaping (ViewAction) -> Action
    ) {
        read = { toViewState(store.state) }
        sendAction = { store.send(fromViewAction($0)) }
    }

    /// A view store of all of `store`'s state, TCA 0.x's form.
    @available(*, deprecated, message: "Pass what the view observes: 'ViewStore(store, observe: { $0 })'")
    public convenience init(_ store: Store<ViewState, ViewAction>) where ViewState: Equatable {
        self.init(store, observe: { $0 })
    }

    /// The state the view store observes.
    public var state: ViewState { read() }

    /// The value at `keyPath` of the state.
    public subscript<Value>(dynamicMember keyPath: KeyPath<ViewState, Value>) -> Value {
        read()[keyPath: keyPath]
    }

    /// Sends `action` to the store.
    /// - Returns: The effects the action started, to await with `finish()`.
    @discardableResult
    public func send(_ action: ViewAction) -> StoreTask {
        sendAction(action)
    }

    /// Sends `action` to the store; the animation is accepted, and the change drawn at once.
    @discardableResult
    public func send(_ action: ViewAction, animation: Animation?) -> StoreTask {
        sendAction(action)
    }

    /// A binding that reads `get` of the state and sends `valueToAction` of what is written.
    ///
    /// ```swift
    /// TextField("검색", text: viewStore.binding(get: \.searchText, send: { .findMemo($0) }))
    /// ```
    public func binding<Value>(get: @escaping (ViewState) -> Value, send valueToAction: @escaping (Value) -> ViewAction) -> Binding<Value> {
        Binding(get: { get(self.state) }, set: { self.send(valueToAction($0)) })
    }

    /// A binding that reads `get` of the state and sends `action` whatever is written.
    public func binding<Value>(get: @escaping (ViewState) -> Value, send action: ViewAction) -> Binding<Value> {
        binding(get: get) { _ in action }
    }

    /// A binding to the whole view state that sends `valueToAction` of what is written.
    ///
    /// ```swift
    /// Toggle("On", isOn: viewStore.binding(send: { .toggled($0) }))   // a view store of a Bool
    /// ```
    public func binding(send valueToAction: @escaping (ViewState) -> ViewAction) -> Binding<ViewState> {
        binding(get: { $0 }, send: valueToAction)
    }

    /// A binding to the whole view state that sends `action` whatever is written.
    ///
    /// ```swift
    /// Toggle("On", isOn: viewStore.binding(send: .toggle))
    /// ```
    public func binding(send action: ViewAction) -> Binding<ViewState> {
        binding(get: { $0 }, send: action)
    }
}

extension ViewStore where ViewAction: BindableAction, ViewAction.State == ViewState {
    /// A binding to the state's property at `keyPath`, which sends `.binding(.set(keyPath, value))`.
    ///
    /// ```swift
    /// TextField("제목", text: viewStore.binding(\.title))
    /// ```
    public func binding<Value: Equatable & Sendable>(_ keyPath: WritableKeyPath<ViewState, Value> & Sendable) -> Binding<Value> {
        Binding(get: { self.state[keyPath: keyPath] }, set: { self.send(.binding(.set(keyPath, $0))) })
    }
}

/// The view store of the reducer `R`: `ViewStoreOf<Memos>`.
public typealias ViewStoreOf<R: Reducer> = ViewStore<R.State, R.Action>

/// A view built from a ``ViewStore`` of a store, as TCA's `WithViewStore` is.
///
/// ```swift
/// WithViewStore(store, observe: { $0 }) { viewStore in
///     List(viewStore.memos) { MemoView(memo: $0) }
/// }
/// ```
public struct WithViewStore<ViewState, ViewAction, Content: View>: View {
    private let viewStore: ViewStore<ViewState, ViewAction>
    private let content: (ViewStore<ViewState, ViewAction>) -> Content

    /// Builds `content` from a view store of the part of `store`'s state `toViewState` picks.
    public init<State>(
        _ store: Store<State, ViewAction>, observe toViewState: @escaping (State) -> ViewState,
        @ViewBuilder content: @escaping (ViewStore<ViewState, ViewAction>) -> Content
    ) {
        viewStore = ViewStore(store, observe: toViewState)
        self.content = content
    }

    /// Builds `content` from a view store whose actions `fromViewAction` turns into the store's.
    public init<State, Action>(
        _ store: Store<State, Action>, observe toViewState: @escaping (State) -> ViewState,
        send fromViewAction: @escaping (ViewAction) -> Action,
        @ViewBuilder content: @escaping (ViewStore<ViewState, ViewAction>) -> Content
    ) {
        viewStore = ViewStore(store, observe: toViewState, send: fromViewAction)
        self.content = content
    }

    /// Builds `content` from a view store of all of `store`'s state, TCA 0.x's form.
    @available(*, deprecated, message: "Pass what the view observes: 'WithViewStore(store, observe: { $0 }) { … }'")
    public init(
        _ store: Store<ViewState, ViewAction>, @ViewBuilder content: @escaping (ViewStore<ViewState, ViewAction>) -> Content
    ) where ViewState: Equatable {
        viewStore = ViewStore(store, observe: { $0 })
        self.content = content
    }

    /// The content, built from the view store.
    public var body: some View {
        content(viewStore)
    }
}

/// A view store is an observable object, as TCA's is, so a view may keep one in `@StateObject`
/// or `@ObservedObject`, or read one with `@EnvironmentObject`.
extension ViewStore: ObservableObject {}

extension ViewStore where ViewAction: BindableAction, ViewAction.State == ViewState {
    /// A binding to the `@BindingState` property at `keyPath` (`viewStore.$text`), which sends
    /// `.binding(.set(\.$text, newValue))`, as TCA's deprecated binding state does.
    ///
    /// ```swift
    /// TextField("Text", text: viewStore.$text)
    /// ```
    @available(*, deprecated, message: "Derive bindings directly from stores using '@ObservableState'")
    public subscript<Value: Equatable & Sendable>(
        dynamicMember keyPath: WritableKeyPath<ViewState, BindingState<Value>> & Sendable
    ) -> Binding<Value> {
        Binding(
            get: { self.state[keyPath: keyPath].wrappedValue },
            set: { self.send(.binding(.set(keyPath, $0))) })
    }
}
