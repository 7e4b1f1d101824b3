import Testing
import WireframeStore

@Reducer
private struct Counter {
    @ObservableState
    struct State: Equatable {
        var count = 0
    }
    enum Action: Equatable {
        case incrementButtonTapped
        case decrementButtonTapped
        case set(count: Int, animated: Bool)
    }
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .incrementButtonTapped: state.count += 1
            case .decrementButtonTapped: state.count -= 1
            case .set(let count, _): state.count = count
            }
            return .none
        }
    }
}

@Reducer
private struct Parent {
    @ObservableState
    struct State: Equatable {
        var counter = Counter.State()
        @Presents var destination: Destination.State?
    }
    enum Action {
        case counter(Counter.Action)
        case destination(PresentationAction<Destination.Action>)
        case editTapped
    }
    @Reducer
    enum Destination {
        case edit(Counter)
        case alert(AlertState<Alert>)
        enum Alert: Equatable { case confirm }
    }
    var body: some ReducerOf<Self> {
        Scope(state: \.counter, action: \.counter) { Counter() }
        Reduce { state, action in
            switch action {
            case .editTapped:
                state.destination = .edit(Counter.State(count: state.counter.count))
                return .none
            case .destination(.presented(.edit(.incrementButtonTapped))):
                return .none
            case .counter, .destination:
                return .none
            }
        }
        .ifLet(\.$destination, action: \.destination)
    }
}
extension Parent.Destination.State: Equatable {}

@Suite struct CaseKeyPathTests {
    @Test func aCaseKeyPathEmbedsAndExtracts() {
        let path: CaseKeyPath<Counter.Action, (count: Int, animated: Bool)> = \.set
        let action: Counter.Action = path((count: 3, animated: false))
        #expect(action == .set(count: 3, animated: false))
        #expect(action[case: \.set]?.count == 3)
        #expect(Counter.Action.incrementButtonTapped.is(\.incrementButtonTapped))
        #expect(!Counter.Action.incrementButtonTapped.is(\.decrementButtonTapped))
    }

    @Test func aChainedCaseKeyPathReachesThroughPresentation() {
        let path = AnyCasePath(\Parent.Action.Cases.destination.edit)
        let action = path.embed(.incrementButtonTapped)
        guard case .destination(.presented(.edit(.incrementButtonTapped))) = action else {
            Issue.record("embedded \(action)")
            return
        }
        #expect(path.extract(from: action) == .incrementButtonTapped)
        #expect(path.extract(from: .destination(.dismiss)) == nil)
        #expect(path.extract(from: .editTapped) == nil)
    }

    @Test func whereAPresentationActionIsExpectedTheCaseKeepsDismissal() {
        let path: AnyCasePath<Parent.Action, PresentationAction<Counter.Action>> = AnyCasePath(\.destination.edit)
        #expect(path.extract(from: .destination(.dismiss)) == .dismiss)
        #expect(path.extract(from: .destination(.presented(.edit(.decrementButtonTapped)))) == .presented(.decrementButtonTapped))
        #expect(path.extract(from: .destination(.presented(.alert(.confirm)))) == nil)
    }

    @MainActor
    @Test func scopesAndIfLetRunOnCaseKeyPaths() async {
        let store = TestStore(initialState: Parent.State()) { Parent() }
        await store.send(\.counter.incrementButtonTapped) { $0.counter.count = 1 }
        await store.send(.editTapped) { $0.destination = .edit(Counter.State(count: 1)) }
        await store.send(\.destination.edit.incrementButtonTapped) { $0.destination?.edit?.count = 2 }
        #expect(store.state.destination?.edit?.count == 2)
    }
}
