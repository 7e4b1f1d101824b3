import Testing
import WireframeStore

private struct Child: Reducer {
    struct State: Equatable, Sendable { var count = 0 }
    enum Action: Equatable, Sendable { case increment }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.count += 1
        return .none
    }
}

private struct Parent: Reducer {
    struct State: Equatable, Sendable {
        var child = Child.State()
        var optional: Child.State?
        var log: [String] = []
    }
    enum Action: Equatable, Sendable {
        case child(Child.Action)
        case optional(Child.Action)
        case chain(Int)
        case record(String)
        case show, hide
    }

    var body: some ReducerOf<Self> {
        Scope(state: \.child, action: Action.child) { Child() }
        Reduce { state, action in
            switch action {
            case .chain(let depth):
                state.log.append("chain \(depth) start")
                defer { state.log.append("chain \(depth) end") }
                return depth > 0 ? .merge(.send(.chain(depth - 1)), .send(.record("after \(depth)"))) : .none
            case .record(let line):
                state.log.append(line)
                return .none
            case .show:
                state.optional = Child.State()
                return .none
            case .hide:
                state.optional = nil
                return .none
            case .child, .optional:
                return .none
            }
        }
        .ifLet(\.optional, action: Action.optional) { Child() }
    }
}

@MainActor
@Suite struct StoreTests {
    @Test func sendChangesStateBeforeReturning() {
        let store = Store(initialState: Parent.State()) { Parent() }
        store.send(.child(.increment))
        #expect(store.state.child.count == 1)
        #expect(store.child.count == 1)
    }

    @Test func actionsSentWhileReducingAreQueuedInOrder() {
        let store = Store(initialState: Parent.State()) { Parent() }
        store.send(.chain(2))
        #expect(
            store.log == [
                "chain 2 start", "chain 2 end",
                "chain 1 start", "chain 1 end",
                "after 2",
                "chain 0 start", "chain 0 end",
                "after 1",
            ])
    }

    @Test func scopedStoresStayInSyncWithTheParent() {
        let store = Store(initialState: Parent.State()) { Parent() }
        let child = store.scope(state: \.child, action: Parent.Action.child)
        child.send(.increment)
        store.send(.child(.increment))
        #expect(child.count == 2)
        #expect(store.child.count == 2)
    }

    @Test func optionalScopeIsNilWhileTheStateIsNil() {
        let store = Store(initialState: Parent.State()) { Parent() }
        #expect(store.scope(state: \.optional, action: Parent.Action.optional) == nil)
        store.send(.show)
        let child = store.scope(state: \.optional, action: Parent.Action.optional)
        child?.send(.increment)
        #expect(store.optional?.count == 1)
    }

    @Test func aChildStoreKeepsItsLastStateAndWarnsAfterItsStateIsGone() async {
        let store = Store(initialState: Parent.State()) { Parent() }
        store.send(.show)
        guard let child = store.scope(state: \.optional, action: Parent.Action.optional) else {
            Issue.record("the child should be present")
            return
        }
        child.send(.increment)
        store.send(.hide)
        #expect(child.count == 1)
        await expectIssue(startingWith: "An \"ifLet\" at \"WireframeStoreTests/StoreTests.swift:") {
            child.send(.increment)
        }
        #expect(store.optional == nil)
    }

    @Test func dynamicMemberLookupReadsTheState() {
        let store = Store(initialState: Parent.State(log: ["x"])) { Parent() }
        #expect(store.log == ["x"])
    }
}
