// A feature as TCA code writes it: the macro spelling whose compile time is measured against
// HandWritten.swift, the same feature with the expansions written out.
import WireframeStore

@Reducer
struct Editor {
    @ObservableState
    struct State: Equatable {
        var title = ""
        var count = 0
    }
    enum Action: Equatable {
        case titleChanged(String)
        case incrementTapped
        case saveTapped
    }
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

@Reducer
struct Notes {
    @ObservableState
    struct State: Equatable {
        @Presents var destination: Destination.State?
        var path = StackState<Path.State>()
        var notes: [String] = []
    }
    enum Action {
        case addTapped
        case destination(PresentationAction<Destination.Action>)
        case path(StackActionOf<Path>)
        enum Alert: Equatable { case confirmDeletion }
    }
    @Reducer
    enum Destination {
        case edit(Editor)
        case alert(AlertState<Notes.Action.Alert>)
    }
    @Reducer
    enum Path {
        case detail(Editor)
    }
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
