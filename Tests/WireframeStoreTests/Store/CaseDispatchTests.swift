import Testing
import WireframeStore

/// The names of the reducers that ran, in order.
private final class RunLog {
    var entries: [String] = []
}

/// A feature that writes its name in the log for every action it gets; `tap` answers with `echo`.
private struct Leaf: Reducer {
    let name: String
    let log: RunLog

    struct State: Equatable { var count = 0 }
    @CasePathable
    enum Action: Equatable { case tap, echo }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        log.entries.append("\(name) \(action)")
        state.count += 1
        return action == .tap ? .send(.echo) : .none
    }
}

private struct Parent: Reducer {
    let log: RunLog
    var showsB = true

    struct State: Equatable {
        var a = Leaf.State()
        var b = Leaf.State()
        var c = Leaf.State()
        var edit = Leaf.State()
        var detail = Leaf.State()
        var number = 0
    }

    @CasePathable
    enum Action: Equatable {
        case a(Leaf.Action)
        case b(Leaf.Action)
        case c(Leaf.Action)
        case destination(Destination)
        case set(Int)
        case plain
    }

    @CasePathable
    enum Destination: Equatable {
        case edit(Leaf.Action)
        case detail(Leaf.Action)
    }

    var body: some ReducerOf<Self> {
        Reduce { _, _ in
            log.entries.append("first")
            return .none
        }
        Scope(state: \.a, action: \.a) { Leaf(name: "a", log: log) }
        if showsB {
            Scope(state: \.b, action: \.b) { Leaf(name: "b", log: log) }
        }
        Reduce { _, _ in
            log.entries.append("middle")
            return .none
        }
        Scope(state: \.a, action: \.a) { Leaf(name: "a again", log: log) }
        CombineReducers {
            Scope(state: \.c, action: \.c) { Leaf(name: "c", log: log) }
            Scope(state: \.edit, action: \.destination.edit) { Leaf(name: "edit", log: log) }
        }
        for (name, keyPath) in [("detail", \Parent.State.detail)] {
            Scope(state: keyPath, action: \.destination.detail) { Leaf(name: name, log: log) }
        }
        Scope(state: \.number, action: \.set) {
            Reduce<Int, Int> { state, value in
                log.entries.append("set \(value)")
                state = value
                return .none
            }
        }
        Scope(state: \.c, action: Action.c) { Leaf(name: "c by constructor", log: log) }
        Reduce { _, _ in
            log.entries.append("last")
            return .none
        }
    }
}

@MainActor
@Suite struct CaseDispatchTests {
    @Test func reducersRunInTheOrderWrittenWhateverTheirKind() {
        let log = RunLog()
        let store = Store(initialState: Parent.State()) { Parent(log: log) }
        store.send(.b(.echo))
        #expect(log.entries == ["first", "b echo", "middle", "last"])
    }

    @Test func anActionWhoseScopeIsListedTwiceRunsBoth() {
        let log = RunLog()
        let store = Store(initialState: Parent.State()) { Parent(log: log) }
        store.send(.a(.echo))
        #expect(log.entries == ["first", "a echo", "middle", "a again echo", "last"])
        #expect(store.a.count == 2)
    }

    @Test func anActionOfNoScopesCaseRunsOnlyTheReducersThatAreNotScopes() {
        let log = RunLog()
        let store = Store(initialState: Parent.State()) { Parent(log: log) }
        store.send(.plain)
        #expect(log.entries == ["first", "middle", "last"])
    }

    @Test func aCaseOfANestedEnumRunsOnlyTheScopeOfThatInnerCase() {
        let log = RunLog()
        let store = Store(initialState: Parent.State()) { Parent(log: log) }
        store.send(.destination(.detail(.echo)))
        #expect(log.entries == ["first", "middle", "detail echo", "last"])
        log.entries = []
        store.send(.destination(.edit(.echo)))
        #expect(log.entries == ["first", "middle", "edit echo", "last"])
        #expect(store.detail.count == 1 && store.edit.count == 1)
    }

    @Test func aCaseWithAPayloadThatIsNoEnumReachesItsScope() {
        let log = RunLog()
        let store = Store(initialState: Parent.State()) { Parent(log: log) }
        store.send(.set(7))
        #expect(log.entries == ["first", "middle", "set 7", "last"])
        #expect(store.number == 7)
    }

    @Test func aScopeOverACaseConstructorStillRunsInItsPlace() {
        let log = RunLog()
        let store = Store(initialState: Parent.State()) { Parent(log: log) }
        store.send(.c(.echo))
        #expect(log.entries == ["first", "middle", "c echo", "c by constructor echo", "last"])
    }

    @Test func aBranchLeftOutRunsNothing() {
        let log = RunLog()
        let store = Store(initialState: Parent.State()) { Parent(log: log, showsB: false) }
        store.send(.b(.echo))
        #expect(log.entries == ["first", "middle", "last"])
        #expect(store.b.count == 0)
    }

    @Test func theEffectsOfEveryReducerThatRanAreMerged() {
        let log = RunLog()
        let store = Store(initialState: Parent.State()) { Parent(log: log) }
        store.send(.a(.tap))
        // Both scopes of `a` answer `tap` with `echo`; each echo reaches both again.
        #expect(
            log.entries == [
                "first", "a tap", "middle", "a again tap", "last",
                "first", "a echo", "middle", "a again echo", "last",
                "first", "a echo", "middle", "a again echo", "last",
            ])
        #expect(store.a.count == 6)
    }

    @Test func reducingTheBodyDirectlyRunsTheSameReducers() {
        let log = RunLog()
        var state = Parent.State()
        _ = Parent(log: log).reduce(into: &state, action: .a(.echo))
        #expect(log.entries == ["first", "a echo", "middle", "a again echo", "last"])
    }

    @Test func siblingScopesAreNotAskedAboutAnotherCasesAction() {
        let asked = RunLog()
        let store = Store<Parent.State, Parent.Action>(initialState: Parent.State()) {
            for name in ["a", "b", "c"] {
                Scope(state: \Parent.State.a, action: Self.countingPath(to: name, asked: asked)) {
                    EmptyReducer<Leaf.State, Leaf.Action>()
                }
            }
        }
        store.send(.b(.echo))
        #expect(asked.entries == ["b"])
    }

    /// A numbered case path to the case `name` of the parent's action that logs each extraction.
    private static func countingPath(to name: String, asked: RunLog) -> AnyCasePath<Parent.Action, Leaf.Action> {
        AnyCasePath(
            _generatedEmbed: { _ in .plain },
            extract: { action in
                asked.entries.append(name)
                switch (name, action) {
                case ("a", .a(let child)), ("b", .b(let child)), ("c", .c(let child)): return child
                default: return nil
                }
            },
            caseIndex: ["a", "b", "c"].firstIndex(of: name) ?? 0,
            caseIndexOf: { action in
                switch action {
                case .a: 0
                case .b: 1
                case .c: 2
                default: nil
                }
            })
    }
}
