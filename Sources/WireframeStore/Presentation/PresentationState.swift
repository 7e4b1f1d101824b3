import WireframeDump

/// Optional state of a presented child feature — a sheet, a banner, an alert.
///
/// ```swift
/// // TCA:      @Presents var banner: Banner.State?
/// struct State: Equatable {
///     @PresentationState var banner: Banner.State?
/// }
/// …
/// Reduce { … }
///     .ifLet(\.$banner, action: Action.banner) { Banner() }
/// ```
///
/// `banner` reads and writes the optional child state; `$banner` is the presentation itself,
/// which `ifLet` uses to run the child only while it is presented. Each time the state goes from
/// `nil` to a value, or is replaced by an `Identifiable` state with another `id`, counts as a new
/// presentation: effects of an earlier one never reach it.
/// Equality compares the child state only.
///
/// As in TCA, a member of the presented state, or a case of a presented enum, is a presentation
/// of its own: `\.$destination.popover` is the `PresentationState` of the destination's `popover`
/// case, for the modifiers that take a store of one (`.popover(store:)`).
@propertyWrapper
@dynamicMemberLookup
public struct PresentationState<State> {
    /// Zero or one element; an array so that a state may present a state of its own type.
    @usableFromInline var storage: [State]
    @usableFromInline var generation = 0

    /// Creates a presentation of `wrappedValue`, or none when it is `nil`.
    public init(wrappedValue: State?) {
        self.storage = wrappedValue.map { [$0] } ?? []
    }

    /// The presented child state, or `nil` when nothing is presented.
    @inlinable
    public var wrappedValue: State? {
        get { storage.first }
        set {
            if let newValue, storage.isEmpty || !presentationIdentity(of: storage[0], matches: newValue) {
                generation += 1
            }
            storage = newValue.map { [$0] } ?? []
        }
    }

    /// The presentation, for `ifLet(\.$child, action:)`.
    public var projectedValue: Self {
        get { self }
        set { self = newValue }
    }

    /// The presentation of the presented enum's case at `keyPath`: presented while the state is
    /// in that case.
    ///
    /// ```swift
    /// store.scope(\.$destination.popover, action: \.destination.popover)
    /// ```
    public subscript<Case>(dynamicMember keyPath: CaseKeyPath<State, Case>) -> PresentationState<Case>
    where State: CasePathable {
        PresentationState<Case>(wrappedValue: wrappedValue.flatMap { $0[case: keyPath] })
    }

    /// The presentation of the presented state's member at `keyPath`.
    public subscript<Member>(dynamicMember keyPath: KeyPath<State, Member>) -> PresentationState<Member> {
        PresentationState<Member>(wrappedValue: wrappedValue?[keyPath: keyPath])
    }

    /// The generation of the current presentation, or `nil` when nothing is presented.
    @inlinable
    var presentedGeneration: Int? {
        storage.isEmpty ? nil : generation
    }

    /// Applies `body` to the presented state in place.
    @inlinable
    mutating func modifyPresented<Result>(_ body: (inout State) -> Result) -> Result? {
        guard !storage.isEmpty else { return nil }
        return body(&storage[0])
    }
}

extension PresentationState: Equatable where State: Equatable {
    /// Whether both present equal states, or both present nothing.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.wrappedValue == rhs.wrappedValue
    }
}

extension PresentationState: Hashable where State: Hashable {
    /// Hashes the presented state.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(wrappedValue)
    }
}

extension PresentationState: Sendable where State: Sendable {}

extension PresentationState: CustomDumpRepresentable {
    package var dumpValue: Any { wrappedValue as Any }
}

/// Whether `new` continues the presentation of `old`: for `Identifiable` states, whether their
/// ids are equal; other states have no identity, so assigning one keeps the presentation.
@usableFromInline
func presentationIdentity<State>(of old: State, matches new: State) -> Bool {
    guard let old = old as? any Identifiable, let new = new as? any Identifiable else { return true }
    return identity(of: old) == identity(of: new)
}

private func identity<Value: Identifiable>(of value: Value) -> AnyHashable {
    AnyHashable(value.id)
}
