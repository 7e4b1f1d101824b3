/// An enum whose cases can be named by case key paths, `\.child`, as with TCA's case paths.
///
/// Apply the `@CasePathable` macro (or `@Reducer`, which applies it to a feature's `Action`)
/// and the compiler writes the conformance: a case path per case in `AllCasePaths`.
///
/// ```swift
/// @CasePathable
/// enum Action { case child(Child.Action), tapped }
///
/// let path: CaseKeyPath<Action, Child.Action> = \.child
/// Action.tapped.is(\.tapped)                         // true
/// Action.child(.increment)[case: \.child]            // .increment
/// ```
///
/// With `@dynamicMemberLookup` on the enum, a case reads as an optional property:
/// `state.destination?.edit` is the edit state when the destination is `.edit`, else `nil`.
public protocol CasePathable {
    /// A type with a property per case, each an ``AnyCasePath`` to that case's payload.
    associatedtype AllCasePaths: Sendable
    /// The case paths of this enum.
    static var allCasePaths: AllCasePaths { get }
}

/// A path from a root enum, through one or more cases, to a payload: what `\.child.grandchild`
/// means. Build one with a key path literal; use it where TCA takes one (`Scope`, `ifLet`,
/// `forEach`, `store.scope`, `TestStore.receive`).
///
/// ```swift
/// let path: CaseKeyPath<Parent.Action, Grandchild.Action> = \.child.grandchild
/// let action = path(.tapped)          // Parent.Action.child(.grandchild(.tapped))
/// ```
public typealias CaseKeyPath<Root, Value> = KeyPath<Case<Root>, Case<Value>>

/// A case key path whose payload type is not named: `\.tapped` as `PartialCaseKeyPath<Action>`.
///
/// ```swift
/// let path: PartialCaseKeyPath<Action> = \.tapped
/// Action.tapped.is(path)   // true
/// ```
public typealias PartialCaseKeyPath<Root> = PartialKeyPath<Case<Root>>

/// One step of a case key path: how to embed a payload in, and extract it from, the root the
/// path started at. Case key paths are key paths from `Case<Root>` to `Case<Value>`; their
/// components come from `@dynamicMemberLookup` over a ``CasePathable`` enum's case paths.
///
/// ```swift
/// let step = Case<Action>()[keyPath: \.child]
/// step.extract(from: Action.child(.tapped))   // .tapped
/// ```
@dynamicMemberLookup
public struct Case<Value>: Sendable {
    @usableFromInline let embedInRoot: @Sendable (Value) -> Any
    @usableFromInline let extractFromRoot: @Sendable (Any) -> Value?
    /// The same path with its root's type kept, so a case key path becomes a case path that
    /// neither boxes its root nor casts it back; `nil` for a step made from erased closures.
    let rooted: (any RootedCasePath)?

    /// The path from `Value` to itself.
    public init() {
        self.embedInRoot = { $0 }
        self.extractFromRoot = { $0 as? Value }
        self.rooted = IdentityCasePath<Value>()
    }

    /// A step from an erased root: `embed` builds the root from a payload, `extract` reads the
    /// payload from a root.
    public init(embed: @escaping @Sendable (Value) -> Any, extract: @escaping @Sendable (Any) -> Value?) {
        self.init(embed: embed, extract: extract, rooted: nil)
    }

    init(embed: @escaping @Sendable (Value) -> Any, extract: @escaping @Sendable (Any) -> Value?, rooted: (any RootedCasePath)?) {
        self.embedInRoot = embed
        self.extractFromRoot = extract
        self.rooted = rooted
    }

    /// The root, erased, that holds `value` on this path.
    public func embed(_ value: Value) -> Any {
        embedInRoot(value)
    }

    /// The payload on this path of the erased `root`, or `nil` when `root` is in another case.
    public func extract(from root: Any) -> Value? {
        extractFromRoot(root)
    }

    /// This path followed by the case path `casePath` from `Value` on.
    public func appending<Member>(_ casePath: AnyCasePath<Value, Member>) -> Case<Member> {
        let embed = embedInRoot
        let extract = extractFromRoot
        return Case<Member>(
            embed: { embed(casePath.embed($0)) },
            extract: { extract($0).flatMap(casePath.extract(from:)) },
            rooted: rooted?.appending(casePath))
    }

    /// The next component of a case key path: the case `keyPath` names in `Value`'s case paths.
    public subscript<Member>(dynamicMember keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, Member>>) -> Case<Member>
    where Value: CasePathable {
        appending(Value.allCasePaths[keyPath: keyPath])
    }
}

/// A case path from a root whose type the path keeps, seen without that type: a case key path's
/// steps compose through it, so the path they make is typed from its root.
protocol RootedCasePath: Sendable {
    /// This path followed by `next`, whose root is this path's payload.
    func appending<Payload, Member>(_ next: AnyCasePath<Payload, Member>) -> (any RootedCasePath)?
}

/// The path from a root to itself, which every case key path starts with.
private struct IdentityCasePath<Root>: RootedCasePath {
    func appending<Payload, Member>(_ next: AnyCasePath<Payload, Member>) -> (any RootedCasePath)? {
        // `Payload` is `Root` here: the first step starts at the root.
        (next as? AnyCasePath<Root, Member>).map(TypedCasePath.init)
    }
}

/// A case path from `Root` to `Value`, composed from a case key path's steps.
struct TypedCasePath<Root, Value>: RootedCasePath {
    let path: AnyCasePath<Root, Value>

    func appending<Payload, Member>(_ next: AnyCasePath<Payload, Member>) -> (any RootedCasePath)? {
        // `Payload` is `Value` here: each step starts where the one before it ends.
        guard let next = next as? AnyCasePath<Value, Member> else { return nil }
        let path = path
        return TypedCasePath<Root, Member>(
            path: AnyCasePath(
                embed: { path.embed(next.embed($0)) },
                extract: { path.extract(from: $0).flatMap(next.extract(from:)) },
                rootCase: path.rootCase))
    }
}

extension AnyCasePath {
    /// The case path a case key path names, such as `\.child` or `\.destination.edit`.
    ///
    /// ```swift
    /// let path = AnyCasePath(\Parent.Action.Cases.child)
    /// path.extract(from: .child(.tapped))   // .tapped
    /// ```
    public init(_ keyPath: CaseKeyPath<Root, Value>) {
        let step = Case<Root>()[keyPath: keyPath]
        if let typed = step.rooted as? TypedCasePath<Root, Value> {
            self = typed.path
            return
        }
        self.init(
            embed: { value in
                // The path starts at `Case<Root>()`, whose embedding is the identity, so every
                // embedding it makes is a `Root`.
                guard let root = step.embed(value) as? Root else {
                    preconditionFailure("a case key path from \(Root.self) embedded a value of another type")
                }
                return root
            },
            extract: { step.extract(from: $0) })
    }
}

extension KeyPath {
    /// Embeds `value` in the root enum along this case key path: `(\Action.Cases.child)(.tapped)`
    /// is `Action.child(.tapped)`.
    public func callAsFunction<Enum, Payload>(_ value: Payload) -> Enum where Root == Case<Enum>, Value == Case<Payload> {
        AnyCasePath(self).embed(value)
    }

    /// The root enum's case with no payload that this case key path names.
    public func callAsFunction<Enum>() -> Enum where Root == Case<Enum>, Value == Case<Void> {
        AnyCasePath(self).embed(())
    }
}

extension CasePathable {
    /// The case key paths of this enum start at `Cases`: `\Action.Cases.child`.
    public typealias Cases = Case<Self>

    /// The payload of the case `keyPath` names, or `nil` when the value is in another case;
    /// set it to replace the payload of that case (setting while in another case, or to `nil`,
    /// changes nothing). With `@dynamicMemberLookup` on the enum, `value.child` reads it.
    public subscript<Value>(dynamicMember keyPath: KeyPath<AllCasePaths, AnyCasePath<Self, Value>>) -> Value? {
        get { Self.allCasePaths[keyPath: keyPath].extract(from: self) }
        set {
            let casePath = Self.allCasePaths[keyPath: keyPath]
            guard let newValue, casePath.extract(from: self) != nil else { return }
            self = casePath.embed(newValue)
        }
    }

    /// The payload of the case `keyPath` names, or `nil`; setting works as for the dynamic
    /// member.
    ///
    /// ```swift
    /// action[case: \.child]   // Child.Action?
    /// ```
    public subscript<Value>(case keyPath: CaseKeyPath<Self, Value>) -> Value? {
        get { AnyCasePath(keyPath).extract(from: self) }
        set {
            let casePath = AnyCasePath(keyPath)
            guard let newValue, casePath.extract(from: self) != nil else { return }
            self = casePath.embed(newValue)
        }
    }

    /// Whether the value is in the case `keyPath` names.
    ///
    /// ```swift
    /// if action.is(\.tapped) { … }
    /// ```
    public func `is`(_ keyPath: PartialCaseKeyPath<Self>) -> Bool {
        guard let step = Case<Self>()[keyPath: keyPath] as? any CaseStep else { return false }
        return step.matches(self)
    }

    /// Changes the payload of the case `keyPath` names in place; when the value is in another
    /// case, reports an issue and changes nothing, as TCA's `modify` does.
    ///
    /// ```swift
    /// state.destination?.modify(\.edit) { $0.title = "" }
    /// ```
    public mutating func modify<Value>(
        _ keyPath: CaseKeyPath<Self, Value>,
        yield: (inout Value) -> Void,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let casePath = AnyCasePath(keyPath)
        guard var value = casePath.extract(from: self) else {
            reportIssue(
                "Can't modify '\(Self.self)' through the case key path '\(keyPath)': the value is in another case.",
                fileID: fileID, filePath: filePath, line: line, column: column)
            return
        }
        yield(&value)
        self = casePath.embed(value)
    }
}

/// A `Case` seen without its payload type, so a partial case key path can test a value.
private protocol CaseStep {
    func matches(_ root: Any) -> Bool
}

extension Case: CaseStep {
    fileprivate func matches(_ root: Any) -> Bool {
        extract(from: root) != nil
    }
}
