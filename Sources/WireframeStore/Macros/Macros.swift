// TCA's macros, expanded by Wireframe's own plugin (the `WireframeMacros` target), which reads
// the declaration's source text; see the porting article for what each writes.

/// Makes a type a reducer, as TCA's `@Reducer` does.
///
/// On a struct: conforms it to ``Reducer``, makes its `Action` (and an enum `State`) case
/// pathable, marks `body` as a reducer builder, and adds `State`, `Action` or an empty `body`
/// when they are missing. On an enum of features: writes `State`, `Action`, `body`, `CaseScope`
/// and `scope(_:)`, so the enum is a ``CaseReducer`` for `ifLet`, `forEach` and `store.case`.
///
/// ```swift
/// @Reducer
/// struct Counter {
///     @ObservableState struct State: Equatable { var count = 0 }
///     enum Action { case incrementButtonTapped }
///     var body: some ReducerOf<Self> {
///         Reduce { state, action in
///             state.count += 1
///             return .none
///         }
///     }
/// }
///
/// @Reducer
/// enum Destination {
///     case edit(EditFeature)
///     case alert(AlertState<Alert>)
/// }
/// ```
@attached(member, names: named(State), named(Action), named(init), named(body), named(Body), named(CaseScope), named(scope))
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer() = #externalMacro(module: "WireframeMacros", type: "ReducerMacro")

/// `@Reducer` with the conformances the generated `State` and `Action` of an enum of features
/// should have: `@Reducer(state: .equatable, .sendable, action: .equatable)`.
///
/// ```swift
/// @Reducer(state: .equatable)
/// enum Path { case detail(Detail) }
/// ```
@attached(member, names: named(State), named(Action), named(init), named(body), named(Body), named(CaseScope), named(scope))
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer(state: _SynthesizedConformance..., action: _SynthesizedConformance...) =
    #externalMacro(module: "WireframeMacros", type: "ReducerMacro")

/// A conformance `@Reducer(state:action:)` adds to an enum reducer's `State` or `Action`.
///
/// ```swift
/// @Reducer(state: .equatable, .hashable, action: .sendable)
/// enum Destination { case detail(Detail) }
/// ```
public struct _SynthesizedConformance: Sendable {
    /// `Codable`.
    public static let codable = Self()
    /// `Decodable`.
    public static let decodable = Self()
    /// `Encodable`.
    public static let encodable = Self()
    /// `Equatable`.
    public static let equatable = Self()
    /// `Hashable`.
    public static let hashable = Self()
    /// `Sendable`.
    public static let sendable = Self()
}

/// Marks a case of a `@Reducer` enum that holds plain values rather than a feature: it gets a
/// state case and no actions.
///
/// ```swift
/// @Reducer enum Path {
///     case detail(Detail)
///     @ReducerCaseIgnored case meeting(Meeting)
/// }
/// ```
@attached(peer, names: named(_))
public macro ReducerCaseIgnored() = #externalMacro(module: "WireframeMacros", type: "ReducerCaseIgnoredMacro")

/// Marks a case of a `@Reducer` enum that holds ephemeral state, as alert states are.
///
/// ```swift
/// @Reducer enum Destination { @ReducerCaseEphemeral case alert(AlertState<Alert>) }
/// ```
@attached(peer, names: named(_))
public macro ReducerCaseEphemeral() = #externalMacro(module: "WireframeMacros", type: "ReducerCaseEphemeralMacro")

/// Makes every case of an enum nameable by a case key path (`\.child`): writes
/// `AllCasePaths` and the ``CasePathable`` conformance.
///
/// ```swift
/// @CasePathable @dynamicMemberLookup
/// enum Destination { case edit(Edit.State), alert(AlertState<Alert>) }
/// destination.edit   // Edit.State?
/// ```
@attached(member, names: named(AllCasePaths), named(allCasePaths))
@attached(extension, conformances: CasePathable)
public macro CasePathable() = #externalMacro(module: "WireframeMacros", type: "CasePathableMacro")

/// Marks a feature's state as observable by views, as TCA's `@ObservableState` does: the
/// conformance to ``ObservableState`` (and so to `Observable`). Views read state afresh at every
/// render, so nothing is registered or tracked.
///
/// ```swift
/// @ObservableState
/// struct State: Equatable { var count = 0 }
/// ```
@attached(extension, conformances: ObservableState)
public macro ObservableState() = #externalMacro(module: "WireframeMacros", type: "ObservableStateMacro")

/// Excludes a property of `@ObservableState` state from observation; accepted, and nothing to do.
///
/// ```swift
/// @ObservationStateIgnored var cache: [Int] = []
/// ```
@attached(peer, names: named(_))
public macro ObservationStateIgnored() = #externalMacro(module: "WireframeMacros", type: "ObservationStateIgnoredMacro")

/// Tracks a property of `@ObservableState` state; accepted, and nothing to do.
///
/// ```swift
/// @ObservationStateTracked var count = 0
/// ```
@attached(peer, names: named(_))
public macro ObservationStateTracked() = #externalMacro(module: "WireframeMacros", type: "ObservationStateTrackedMacro")

/// A state property holding a presented feature, as TCA's `@Presents`: a
/// ``PresentationState`` property wrapper, so `\.$destination` is what `ifLet` takes.
///
/// ```swift
/// @ObservableState struct State {
///     @Presents var destination: Destination.State?
/// }
/// // .ifLet(\.$destination, action: \.destination)
/// ```
public typealias Presents<State> = PresentationState<State>

/// Makes a struct of closures a dependency client, as swift-dependencies' `@DependencyClient`:
/// each closure without a default reports an issue naming it when called before it is set
/// (and throws, or returns `()` or `nil`); the struct gets a memberwise `init` and `init()`.
///
/// ```swift
/// @DependencyClient
/// struct NumberFact {
///     var fetch: @Sendable (_ number: Int) async throws -> String
/// }
/// extension NumberFact: TestDependencyKey { static let testValue = Self() }
/// ```
@attached(member, names: named(init))
@attached(memberAttribute)
public macro DependencyClient() = #externalMacro(module: "WireframeMacros", type: "DependencyClientMacro")

/// One endpoint of a `@DependencyClient`; the client macro adds it to each closure property.
///
/// ```swift
/// @DependencyEndpoint var fetch: @Sendable (Int) async throws -> String
/// ```
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: overloaded, prefixed(_))
public macro DependencyEndpoint() = #externalMacro(module: "WireframeMacros", type: "DependencyEndpointMacro")

/// Leaves a closure property of a `@DependencyClient` as it is.
///
/// ```swift
/// @DependencyEndpointIgnored var raw: () -> Int
/// ```
@attached(peer, names: named(_))
public macro DependencyEndpointIgnored() = #externalMacro(module: "WireframeMacros", type: "DependencyEndpointIgnoredMacro")

/// Lets a view send its feature's view actions with `send(.tapped)`, as TCA's
/// `@ViewAction(for:)`: conforms the view to ``ViewActionSending``.
///
/// ```swift
/// @ViewAction(for: Feature.self)
/// struct FeatureView: View {
///     let store: StoreOf<Feature>
///     var body: some View { Button("Tap") { send(.tapped) } }
/// }
/// ```
@attached(extension, conformances: ViewActionSending)
public macro ViewAction<R: Reducer>(for: R.Type) = #externalMacro(module: "WireframeMacros", type: "ViewActionMacro")
