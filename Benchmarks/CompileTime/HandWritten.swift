// The feature of WithMacros.swift with what the macros write spelled out by hand, for the
// compile-time comparison.
import WireframeStore

struct Editor: Reducer {
    struct State: Equatable, ObservableState {
        var title = ""
        var count = 0
    }
    enum Action: Equatable, CasePathable {
        case titleChanged(String)
        case incrementTapped
        case saveTapped

        struct AllCasePaths: Sendable {
            var titleChanged: AnyCasePath<Action, String> {
                AnyCasePath(embed: { Action.titleChanged($0) }, extract: { if case let .titleChanged(v0) = $0 { v0 } else { nil } })
            }
            var incrementTapped: AnyCasePath<Action, Void> {
                AnyCasePath(embed: { _ in Action.incrementTapped }, extract: { if case .incrementTapped = $0 { () } else { nil } })
            }
            var saveTapped: AnyCasePath<Action, Void> {
                AnyCasePath(embed: { _ in Action.saveTapped }, extract: { if case .saveTapped = $0 { () } else { nil } })
            }
        }
        static var allCasePaths: AllCasePaths { AllCasePaths() }
    }
    @ReducerBuilder<State, Action>
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .titleChanged(let title): state.title = title
            case .incrementTapped: state.count += 1
            case .saveTapped: break
            }
            return .none
        }
    }
}

struct Notes: Reducer {
    struct State: Equatable, ObservableState {
        @Presents var destination: Destination.State?
        var path = StackState<Path.State>()
        var notes: [String] = []
    }
    enum Action: CasePathable {
        case addTapped
        case destination(PresentationAction<Destination.Action>)
        case path(StackActionOf<Path>)
        enum Alert: Equatable { case confirmDeletion }

        struct AllCasePaths: Sendable {
            var addTapped: AnyCasePath<Action, Void> {
                AnyCasePath(embed: { _ in Action.addTapped }, extract: { if case .addTapped = $0 { () } else { nil } })
            }
            var destination: AnyCasePath<Action, PresentationAction<Destination.Action>> {
                AnyCasePath(embed: { Action.destination($0) }, extract: { if case let .destination(v0) = $0 { v0 } else { nil } })
            }
            var path: AnyCasePath<Action, StackActionOf<Path>> {
                AnyCasePath(embed: { Action.path($0) }, extract: { if case let .path(v0) = $0 { v0 } else { nil } })
            }
        }
        static var allCasePaths: AllCasePaths { AllCasePaths() }
    }
    enum Destination: CaseReducer {
        @dynamicMemberLookup
        enum State: CaseReducerState, CasePathable, ObservableState {
            typealias StateReducer = Destination
            case edit(Editor.State)
            case alert(AlertState<Notes.Action.Alert>)

            struct AllCasePaths: Sendable {
                var edit: AnyCasePath<State, Editor.State> {
                    AnyCasePath(embed: { State.edit($0) }, extract: { if case let .edit(v0) = $0 { v0 } else { nil } })
                }
                var alert: AnyCasePath<State, AlertState<Notes.Action.Alert>> {
                    AnyCasePath(embed: { State.alert($0) }, extract: { if case let .alert(v0) = $0 { v0 } else { nil } })
                }
            }
            static var allCasePaths: AllCasePaths { AllCasePaths() }
        }
        enum Action: CasePathable {
            case edit(Editor.Action)
            case alert(Notes.Action.Alert)

            struct AllCasePaths: Sendable {
                var edit: AnyCasePath<Action, Editor.Action> {
                    AnyCasePath(embed: { Action.edit($0) }, extract: { if case let .edit(v0) = $0 { v0 } else { nil } })
                }
                var alert: AnyCasePath<Action, Notes.Action.Alert> {
                    AnyCasePath(embed: { Action.alert($0) }, extract: { if case let .alert(v0) = $0 { v0 } else { nil } })
                }
            }
            static var allCasePaths: AllCasePaths { AllCasePaths() }
        }
        typealias Body = Reduce<State, Action>
        static var body: Reduce<State, Action> {
            Reduce(CombineReducers { Scope(state: \State.Cases.edit, action: \Action.Cases.edit) { Editor() } })
        }
        enum CaseScope {
            case edit(StoreOf<Editor>)
            case alert(AlertState<Notes.Action.Alert>)
        }
        @MainActor static func scope(_ store: Store<State, Action>) -> CaseScope {
            switch store.state {
            case .edit: return .edit(store.scope(state: \.edit, action: \.edit)!)
            case let .alert(v0): return .alert(v0)
            }
        }
    }
    enum Path: CaseReducer {
        @dynamicMemberLookup
        enum State: CaseReducerState, CasePathable, ObservableState {
            typealias StateReducer = Path
            case detail(Editor.State)

            struct AllCasePaths: Sendable {
                var detail: AnyCasePath<State, Editor.State> {
                    AnyCasePath(embed: { State.detail($0) }, extract: { if case let .detail(v0) = $0 { v0 } else { nil } })
                }
            }
            static var allCasePaths: AllCasePaths { AllCasePaths() }
        }
        enum Action: CasePathable {
            case detail(Editor.Action)

            struct AllCasePaths: Sendable {
                var detail: AnyCasePath<Action, Editor.Action> {
                    AnyCasePath(embed: { Action.detail($0) }, extract: { if case let .detail(v0) = $0 { v0 } else { nil } })
                }
            }
            static var allCasePaths: AllCasePaths { AllCasePaths() }
        }
        typealias Body = Reduce<State, Action>
        static var body: Reduce<State, Action> {
            Reduce(CombineReducers { Scope(state: \State.Cases.detail, action: \Action.Cases.detail) { Editor() } })
        }
        enum CaseScope {
            case detail(StoreOf<Editor>)
        }
        @MainActor static func scope(_ store: Store<State, Action>) -> CaseScope {
            switch store.state {
            case .detail: return .detail(store.scope(state: \.detail, action: \.detail)!)
            }
        }
    }
    @ReducerBuilder<State, Action>
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .addTapped:
                state.destination = .edit(Editor.State())
                return .none
            case .destination(.presented(.edit(.saveTapped))):
                if let title = state.destination?.edit?.title { state.notes.append(title) }
                state.destination = nil
                return .none
            case .destination, .path:
                return .none
            }
        }
        .ifLet(\.$destination, action: \.destination)
        .forEach(\.path, action: \.path)
    }
}
extension Notes.Destination.State: Equatable {}
extension Notes.Path.State: Equatable {}
