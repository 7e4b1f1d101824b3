/// A view of a store of enum state that switches over its case, as TCA's deprecated
/// `SwitchStore`: `content` gets the current state to `switch` over, and each case's ``CaseLet``
/// builds its view from a store of that case.
///
/// ```swift
/// SwitchStore(store) { state in
///     switch state {
///     case .list: CaseLet(\Root.State.list, action: Root.Action.list) { ListView(store: $0) }
///     case .detail: CaseLet(\Root.State.detail, action: Root.Action.detail) { DetailView(store: $0) }
///     }
/// }
/// ```
@available(*, deprecated, message: "Use 'switch' with a store of observable state, instead")
public struct SwitchStore<State, Action, Content: View>: View {
    /// The store switched over.
    public let store: Store<State, Action>
    /// The view of a state.
    public let content: (State) -> Content

    /// Switches over `store`'s state with `content`.
    public init(_ store: Store<State, Action>, @ViewBuilder content: @escaping (_ initialState: State) -> Content) {
        self.store = store
        self.content = content
    }

    public var body: some View {
        content(store.state).environment(\.switchStore, SwitchStoreBox(store: store))
    }
}

/// The view of one case of the enclosing ``SwitchStore``'s state, as TCA's deprecated `CaseLet`:
/// `content` gets a store of the case's state, whose actions are sent as the case's action. In a
/// `SwitchStore` whose state is in another case, it shows nothing.
///
/// ```swift
/// CaseLet(\Root.State.detail, action: Root.Action.detail) { store in DetailView(store: store) }
/// ```
@available(*, deprecated, message: "Use 'switch' with a store of observable state, instead")
public struct CaseLet<EnumState, EnumAction, CaseState, CaseAction, Content: View>: View {
    /// Reads the case's state from the enum state, or `nil` in another case.
    public let toCaseState: (EnumState) -> CaseState?
    /// Makes the enum's action of the case's.
    public let fromCaseAction: (CaseAction) -> EnumAction
    /// The view of the case's store.
    public let content: (Store<CaseState, CaseAction>) -> Content

    @Environment(\.switchStore) private var switchStore

    /// The view `content` builds from a store of the case `toCaseState` reads.
    public init(
        _ toCaseState: @escaping (EnumState) -> CaseState?,
        action fromCaseAction: @escaping (CaseAction) -> EnumAction,
        @ViewBuilder then content: @escaping (_ store: Store<CaseState, CaseAction>) -> Content,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        self.toCaseState = toCaseState
        self.fromCaseAction = fromCaseAction
        self.content = content
    }

    public var body: some View {
        let (toCaseState, fromCaseAction) = (toCaseState, fromCaseAction)
        let store = (switchStore?.store as? Store<EnumState, EnumAction>)?
            .scope(reading: { toCaseState($0) }, action: { fromCaseAction($0) })
        return store.map(content)
    }
}

@available(*, deprecated, message: "Use 'switch' with a store of observable state, instead")
extension CaseLet where EnumAction == CaseAction {
    /// The view of the case `toCaseState` reads, whose actions are the enum's own.
    public init(
        state toCaseState: @escaping (EnumState) -> CaseState?,
        @ViewBuilder then content: @escaping (_ store: Store<CaseState, CaseAction>) -> Content
    ) {
        self.init(toCaseState, action: { $0 }, then: content)
    }
}

/// The store of the nearest enclosing ``SwitchStore``, whatever its type; read on the main actor.
struct SwitchStoreBox: @unchecked Sendable {
    let store: AnyObject
}

private struct SwitchStoreKey: EnvironmentKey {
    static let defaultValue: SwitchStoreBox? = nil
}

extension EnvironmentValues {
    var switchStore: SwitchStoreBox? {
        get { self[SwitchStoreKey.self] }
        set { self[SwitchStoreKey.self] = newValue }
    }
}
