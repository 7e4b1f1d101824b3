/// A path from an enum to the payload of one of its cases: embed a payload, extract it back.
///
/// `@CasePathable` writes one per case (`Action.allCasePaths.child`), and a case key path
/// (`\.child`) names one; every API that takes a case key path also takes the enum case
/// itself, as the spelling of TCA before case key paths:
///
/// ```swift
/// @CasePathable enum Action { case child(Child.Action), tapped }
/// let path = AnyCasePath(\Action.Cases.child)
/// path.extract(from: .child(.increment))   // .increment
/// path.extract(from: .tapped)              // nil
/// Scope(state: \.child, action: Action.child) { Child() }   // also accepted
/// ```
///
/// Extraction from a case constructor uses `Mirror`; a case key path (`\.child`) into a
/// `@CasePathable` enum extracts with a `switch` and is the spelling to prefer. For full control,
/// build the path from explicit closures with ``init(embed:extract:)``.
public struct AnyCasePath<Root, Value>: Sendable {
    @usableFromInline let embedValue: @Sendable (Value) -> Root
    @usableFromInline let extractValue: @Sendable (Root) -> Value?
    /// The case of `Root` the path starts with, when the enum's generated case paths number
    /// their cases; `nil` for a path built from closures or a case constructor.
    @usableFromInline let rootCase: EnumCase<Root>?

    /// Creates a case path from an embedding and an extraction function.
    ///
    /// ```swift
    /// let path = AnyCasePath<Action, Child.Action>(
    ///     embed: Action.child,
    ///     extract: { if case let .child(action) = $0 { action } else { nil } }
    /// )
    /// ```
    @inlinable
    public init(
        embed: @escaping @Sendable (Value) -> Root,
        extract: @escaping @Sendable (Root) -> Value?
    ) {
        self.init(embed: embed, extract: extract, rootCase: nil)
    }

    @inlinable
    init(
        embed: @escaping @Sendable (Value) -> Root,
        extract: @escaping @Sendable (Root) -> Value?,
        rootCase: EnumCase<Root>?
    ) {
        self.embedValue = embed
        self.extractValue = extract
        self.rootCase = rootCase
    }

    /// Creates a case path from an enum case constructor, such as `Action.child`.
    ///
    /// - Parameter embed: The enum case used as a function from its payload to the enum.
    @inlinable
    public init(_ embed: @escaping @Sendable (Value) -> Root) {
        let matcher = CaseMatcher(embed: embed)
        self.init(embed: embed, extract: { matcher.extract(from: $0) })
    }

    /// Wraps `value` in the case.
    @inlinable
    public func embed(_ value: Value) -> Root {
        embedValue(value)
    }

    /// The payload of `root` when `root` is in this case, else `nil`.
    @inlinable
    public func extract(from root: Root) -> Value? {
        extractValue(root)
    }

    /// Applies `body` to the payload in place when `root` is in this case.
    ///
    /// - Returns: The result of `body`, or `nil` when `root` is in another case.
    @inlinable
    func modify<Result>(_ root: inout Root, _ body: (inout Value) -> Result) -> Result? {
        guard var value = extractValue(root) else { return nil }
        let result = body(&value)
        root = embedValue(value)
        return result
    }
}

extension AnyCasePath {
    /// A case path from closures that capture nothing but the enum's type, as `@CasePathable`'s
    /// generated code writes them; used there so that an enum with generic parameters (whose
    /// metatypes are not sendable) still gets a sendable case path.
    ///
    /// ```swift
    /// // What @CasePathable writes for `case child(Child.Action)` of `enum Action<T>`:
    /// AnyCasePath(_generatedEmbed: { Action.child($0) }, extract: { if case let .child(v0) = $0 { v0 } else { nil } })
    /// ```
    public init(_generatedEmbed embed: @escaping (Value) -> Root, extract: @escaping (Root) -> Value?) {
        let closures = UncheckedSendable((embed: embed, extract: extract))
        self.init(embed: { closures.value.embed($0) }, extract: { closures.value.extract($0) })
    }

    /// A case path to the case at `caseIndex` among the enum's cases, as `@CasePathable` writes
    /// it: `caseIndexOf` gives the index of any value's case (the same function for every case
    /// of the enum), so a combination of `Scope`s finds the ones an action is for by its case.
    ///
    /// ```swift
    /// // What @CasePathable writes for the first case, `case child(Child.Action)`:
    /// AnyCasePath(
    ///     _generatedEmbed: { Action.child($0) },
    ///     extract: { if case let .child(v0) = $0 { v0 } else { nil } },
    ///     caseIndex: 0,
    ///     caseIndexOf: { AllCasePaths._caseIndex(of: $0) })
    /// ```
    public init(
        _generatedEmbed embed: @escaping (Value) -> Root,
        extract: @escaping (Root) -> Value?,
        caseIndex: Int,
        caseIndexOf: @escaping (Root) -> Int?
    ) {
        let closures = UncheckedSendable((embed: embed, extract: extract))
        self.init(
            embed: { closures.value.embed($0) },
            extract: { closures.value.extract($0) },
            rootCase: EnumCase(index: caseIndex, indexOf: caseIndexOf))
    }
}

/// One case of an enum, by its position among the enum's cases, with the function that gives
/// any value's position: how a combination of reducers tells, from an action alone, which of
/// its `Scope`s the action can be for.
// Unchecked: `indexOf` is the `switch` `@CasePathable` writes, which captures nothing but the
// enum's type; it is kept unwrapped because a combination calls it on every action.
@usableFromInline
struct EnumCase<Root>: @unchecked Sendable {
    /// The case's position among the enum's cases, in the order they are declared.
    @usableFromInline let index: Int
    /// The position of a value's case, or `nil` for a case left unnumbered.
    @usableFromInline let indexOf: (Root) -> Int?

    @usableFromInline
    init(index: Int, indexOf: @escaping (Root) -> Int?) {
        self.index = index
        self.indexOf = indexOf
    }
}
