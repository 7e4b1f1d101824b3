import Testing

@testable import WireframeMacroExpansions

@Suite struct ReducerMacroTests {
    @Test func aStructGetsCasePathableActionsABuilderBodyAndTheConformance() {
        let expanded = expandedSource(
            """
            @Reducer
            struct Feature {
                struct State {
                }
                enum Action {
                }
                var body: some ReducerOf<Self> {
                    EmptyReducer()
                }
            }
            """, macro: "Reducer")
        #expect(
            expanded == """
                struct Feature {
                    struct State {
                    }
                    @WireframeStore.CasePathable
                    enum Action {
                    }
                    @WireframeStore.ReducerBuilder<Self.State, Self.Action>
                    var body: some ReducerOf<Self> {
                        EmptyReducer()
                    }
                }

                extension Feature: WireframeStore.Reducer {
                }
                """)
    }

    @Test func theBodysBuilderTakesItsTypesFromTheBodysDeclaredType() {
        let expanded = expandedSource(
            """
            @Reducer
            struct Counter {
                enum Action { case incr }
                var body: some Reducer<Int, Action> {
                    Reduce { state, _ in state += 1; return .none }
                }
            }
            """, macro: "Reducer")
        #expect(expanded.contains("@WireframeStore.ReducerBuilder<Int, Action>\n    var body: some Reducer<Int, Action>"))
        #expect(ReducerMacro.builderArguments(forBodyOfType: "some Reducer<[String: Int], Action>") == "[String: Int], Action")
        #expect(ReducerMacro.builderArguments(forBodyOfType: "some Reducer") == "Self.State, Self.Action")
    }

    @Test func anEnumStateIsCasePathableWithDynamicMembers() {
        let expanded = expandedSource(
            """
            @Reducer
            struct Feature {
                enum State { case a(Int) }
                @CasePathable enum Action { case a }
                @ReducerBuilder<State, Action>
                var body: some ReducerOf<Self> { EmptyReducer() }
            }
            """, macro: "Reducer")
        #expect(
            expanded.hasPrefix(
                "struct Feature {\n    @WireframeStore.CasePathable\n    @dynamicMemberLookup\n    enum State { case a(Int) }\n    @CasePathable enum Action { case a }\n    @ReducerBuilder<State, Action>\n    var body"
            ))
    }

    @Test func aStructWithNothingGetsStateActionAndAnEmptyBody() {
        let expanded = expandedSource("@Reducer\npublic struct Feature {\n}", macro: "Reducer")
        #expect(
            expanded == """
                public struct Feature {

                    @WireframeStore.ObservableState
                    public struct State: Codable, Equatable, Hashable, Sendable {
                        public init() {
                        }
                    }

                    public enum Action: Equatable, Hashable, Sendable {
                    }

                    public let body = WireframeStore.EmptyReducer<State, Action>()
                }

                extension Feature: WireframeStore.Reducer {
                }
                """)
    }

    @Test func anEnumOfFeaturesBecomesACaseReducer() {
        let expanded = expandedSource(
            """
            @Reducer
            enum Destination {
                case edit(EditFeature)
                case alert(AlertState<Alert>)
                @ReducerCaseIgnored
                case meeting(Meeting, syncUp: SyncUp)
            }
            """, macro: "Reducer")
        #expect(
            expanded == #"""
                enum Destination {
                    case edit(EditFeature)
                    case alert(AlertState<Alert>)
                    @ReducerCaseIgnored
                    case meeting(Meeting, syncUp: SyncUp)

                    @WireframeStore.CasePathable
                    @dynamicMemberLookup
                    @WireframeStore.ObservableState
                    enum State: WireframeStore.CaseReducerState {
                        typealias StateReducer = Destination
                        case edit(EditFeature.State)
                        case alert(AlertState<Alert>)
                        case meeting(Meeting, syncUp: SyncUp)
                    }

                    @WireframeStore.CasePathable
                    enum Action {
                        case edit(EditFeature.Action)
                        case alert(Alert)
                    }

                    typealias Body = WireframeStore.Reduce<Self.State, Self.Action>

                    static var body: WireframeStore.Reduce<Self.State, Self.Action> {
                        WireframeStore.Reduce(
                            WireframeStore.CombineReducers {
                                WireframeStore.Scope(state: \Self.State.Cases.edit, action: \Self.Action.Cases.edit) {
                                    EditFeature()
                                }
                        })
                    }

                    @WireframeStore.CasePathable
                    @dynamicMemberLookup
                    enum CaseScope {
                        case edit(WireframeStore.StoreOf<EditFeature>)
                        case alert(WireframeStore.Store<AlertState<Alert>, Alert>)
                        case meeting(Meeting, syncUp: SyncUp)
                    }

                    @preconcurrency @MainActor
                    static func scope(_ store: WireframeStore.Store<Self.State, Self.Action>) -> CaseScope {
                        switch store.state {
                        case .edit:
                            return .edit(store.scope(state: \.edit, action: \.edit)!)
                        case .alert:
                            return .alert(store.scope(state: \.alert, action: \.alert)!)
                        case let .meeting(v0, v1):
                            return .meeting(v0, syncUp: v1)
                        }
                    }
                }

                extension Destination: WireframeStore.CaseReducer, WireframeStore.Reducer {
                }
                """#)
    }

    @Test func anEnumWithItsOwnActionKeepsItAndScopesItsIgnoredCaseByIt() {
        let expanded = expandedSource(
            """
            @Reducer
            enum Destination {
                @ReducerCaseIgnored case alert(AlertState<Alert>)
                case edit(EditFeature)

                @CasePathable
                enum Action {
                    case alert(Alert)
                    case edit(EditFeature.Action)
                }
            }
            """, macro: "Reducer")
        // Only the declared Action: none generated beside it.
        #expect(expanded.ranges(of: "enum Action").count == 1)
        #expect(expanded.contains("        case alert(AlertState<Alert>)\n        case edit(EditFeature.State)\n"))
        #expect(expanded.contains("case alert(WireframeStore.Store<AlertState<Alert>, Alert>)"))
        #expect(expanded.contains(#"return .alert(store.scope(state: \.alert, action: \.alert)!)"#))
        #expect(!expanded.contains(#"WireframeStore.Scope(state: \Self.State.Cases.alert"#))
        #expect(expanded.contains(#"WireframeStore.Scope(state: \Self.State.Cases.edit, action: \Self.Action.Cases.edit)"#))
    }

    @Test func synthesizedConformancesReachStateAndAction() {
        let expanded = expandedSource(
            "@Reducer(state: .equatable, .sendable, action: .equatable)\nenum Path { case detail(Detail) }", macro: "Reducer")
        #expect(expanded.contains("enum State: WireframeStore.CaseReducerState, Equatable, Sendable {"))
        #expect(expanded.contains("enum Action: Equatable {"))
    }

    @Test func aBodyTypedWithItsStateAndActionGetsNoneMadeUp() {
        let expanded = expandedSource(
            """
            @Reducer
            struct Favoriting<ID: Hashable & Sendable> {
                var body: some Reducer<FavoritingState<ID>, FavoritingAction> {
                    Reduce { _, _ in .none }
                }
            }
            """, macro: "Reducer")
        #expect(!expanded.contains("struct State") && !expanded.contains("enum Action"))
        #expect(expanded.contains("extension Favoriting: WireframeStore.Reducer {"))
        #expect(expanded.contains("@WireframeStore.ReducerBuilder<FavoritingState<ID>, FavoritingAction>"))
    }

    @Test func aBodyOfReducerOfTakesItsFeaturesStateAndAction() {
        #expect(ReducerMacro.builderArguments(forBodyOfType: "some ReducerOf<Self>") == "Self.State, Self.Action")
        #expect(ReducerMacro.builderArguments(forBodyOfType: "some ReducerOf<Child>") == "Child.State, Child.Action")
        #expect(ReducerMacro.builderArguments(forBodyOfType: "Reduce<State, Action>") == "Self.State, Self.Action")
        #expect(ReducerMacro.builderArguments(forBodyOfType: nil) == "Self.State, Self.Action")
    }

    @Test func aClassIsRefusedAtTheAttribute() {
        let expanded = expandedSource("@Reducer\nclass Feature {}", macro: "Reducer")
        #expect(expanded.hasSuffix("error: '@Reducer' cannot be applied to class 'Feature': it applies to a struct or an enum of features"))
        #expect(!expanded.contains("extension Feature"))
    }

    @Test func anEnumWithItsOwnStaticBodyKeepsItAndItGainsTheBuilder() {
        let expanded = expandedSource(
            """
            @Reducer
            enum App {
                case login(Login)
                static var body: some ReducerOf<Self> {
                    Reduce { _, _ in .none }.ifCaseLet(\\.login, action: \\.login) { Login() }
                }
            }
            """, macro: "Reducer")
        #expect(!expanded.contains("typealias Body"))
        #expect(!expanded.contains("static var body: WireframeStore.Reduce"))
        #expect(
            expanded.contains(
                "    @WireframeStore.ReducerBuilder<Self.State, Self.Action>\n    static var body: some ReducerOf<Self> {"))
        #expect(expanded.contains("case login(Login.State)"))
    }
}
