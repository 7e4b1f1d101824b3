import Testing

@testable import WireframeStore

private struct Scoreboard: Reducer {
    struct State: Equatable, Sendable { var scores: [Int] = [] }
    enum Action: Equatable, Sendable {
        case listen, stop
        case scored(Int)
    }
    enum CancelID: Hashable, Sendable { case scores }
    let scores: PassthroughSubject<Int, Never>

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .listen:
            return .publisher { scores.map(Action.scored) }.cancellable(id: CancelID.scores)
        case .stop:
            return .cancel(id: CancelID.scores)
        case .scored(let score):
            state.scores.append(score)
            return .none
        }
    }
}

@MainActor
@Suite struct EffectPublisherTests {
    @Test func eachValueIsSentAndTheEffectFinishesWithThePublisher() async {
        let scores = PassthroughSubject<Int, Never>()
        let store = TestStore(initialState: Scoreboard.State()) { Scoreboard(scores: scores) }
        await store.send(.listen)
        await Task.megaYield()
        scores.send(3)
        await store.receive(.scored(3)) { $0.scores = [3] }
        scores.send(5)
        await store.receive(.scored(5)) { $0.scores = [3, 5] }
        scores.send(completion: .finished)
        await store.finish()
    }

    @Test func cancellingTheEffectCancelsTheSubscription() async {
        let scores = PassthroughSubject<Int, Never>()
        let store = TestStore(initialState: Scoreboard.State()) { Scoreboard(scores: scores) }
        await store.send(.listen)
        await Task.megaYield()
        await store.send(.stop)
        scores.send(7)
        await Task.megaYield()
        await store.finish()
    }

    @Test func aPublisherThatFinishesAtOnceSendsItsValuesFirst() async {
        let store = TestStore(initialState: Scoreboard.State()) {
            Reduce<Scoreboard.State, Scoreboard.Action> { state, action in
                switch action {
                case .listen: return .publisher { Just(9).map(Scoreboard.Action.scored) }
                case .scored(let score):
                    state.scores.append(score)
                    return .none
                case .stop: return .none
                }
            }
        }
        await store.send(.listen)
        await store.receive(.scored(9)) { $0.scores = [9] }
    }
}
