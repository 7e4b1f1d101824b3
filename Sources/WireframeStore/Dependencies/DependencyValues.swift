/// The dependencies a feature's reducers and effects read with `@Dependency`.
///
/// The current values live in a task local: a store runs its reducers and starts its effects with
/// the values it was created with, and ``withDependencies(_:operation:)`` overrides them for a
/// scope.
///
/// ```swift
/// let store = TestStore(initialState: Feature.State()) {
///     Feature()
/// } withDependencies: {
///     $0.continuousClock = clock
/// }
/// ```
public struct DependencyValues: Sendable {
    @TaskLocal static var current = DependencyValues()

    private var storage: [ObjectIdentifier: any Sendable] = [:] {
        didSet { identity = Identity() }
    }

    /// Whether unset keys read their live or their test value.
    var context = Context.live {
        didSet { identity = Identity() }
    }

    /// The place in the feature tree whose reducer is running.
    @usableFromInline var navigationIDPath = NavigationIDPath() {
        didSet { identity = Identity() }
    }

    /// Changes whenever a value changes, so that two copies can be compared cheaply.
    private var identity = Identity()

    private final class Identity: Sendable {}

    /// The values in effect.
    @usableFromInline
    static func currentValues() -> Self {
        current
    }

    /// Runs `body` with these values in effect.
    @usableFromInline
    func asCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Self.$current.withValue(self, operation: body)
    }

    /// Whether `other` is an unchanged copy of these values.
    func isIdentical(to other: Self) -> Bool {
        identity === other.identity
    }

    enum Context: Sendable { case live, test }

    /// Creates dependency values that use every key's live value.
    public init() {}

    init(context: Context) {
        self.context = context
    }

    /// The value for `key`: the one set here, else the key's live or test value.
    public subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
        get {
            if let value = storage[ObjectIdentifier(key)] as? Key.Value { return value }
            switch context {
            case .live: return Key.liveValue
            case .test: return Key.testValue
            }
        }
        set {
            storage[ObjectIdentifier(key)] = newValue
        }
    }

    /// The value for a key that has only a test value (``TestDependencyKey``): the value set in
    /// this context, else the key's test value, live or under a `TestStore`.
    @_disfavoredOverload
    public subscript<Key: TestDependencyKey>(key: Key.Type) -> Key.Value {
        get { storage[ObjectIdentifier(key)] as? Key.Value ?? Key.testValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}

/// Runs `operation` with dependencies changed by `update`.
///
/// ```swift
/// let store = withDependencies {
///     $0.uuid = .incrementing
/// } operation: {
///     Store(initialState: Memos.State()) { Memos() }
/// }
/// ```
public func withDependencies<Result>(
    _ update: (inout DependencyValues) throws -> Void,
    operation: () throws -> Result
) rethrows -> Result {
    var values = DependencyValues.current
    try update(&values)
    return try DependencyValues.$current.withValue(values, operation: operation)
}

/// Runs the async `operation` with dependencies changed by `update`.
public func withDependencies<Result>(
    isolation: isolated (any Actor)? = #isolation,
    _ update: (inout DependencyValues) throws -> Void,
    operation: () async throws -> Result
) async rethrows -> Result {
    var values = DependencyValues.current
    try update(&values)
    return try await DependencyValues.$current.withValue(values, operation: operation, isolation: isolation)
}
