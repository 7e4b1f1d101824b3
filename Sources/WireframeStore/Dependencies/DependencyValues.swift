/// The dependencies a feature's reducers and effects read with `@Dependency`.
///
/// The current values live in a task local: a store runs its reducers and starts its effects with
/// the values it was created with, and ``withDependencies(_:operation:)`` overrides them for a
/// scope.
///
/// As in swift-dependencies, a key that is not set reads its live value in an app and its test
/// value whenever tests run (``isTesting``) — under a `TestStore` or not. A key whose test value
/// is its live value by default reports "@Dependency(\.name) has no test implementation, but was
/// accessed from a test context" when read in a test, then gives the live value.
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

    /// Whether a `withDependencies` update (or a store's) is running: reading a key to change it
    /// there is not a use, and reports nothing.
    @TaskLocal static var isSetting = false

    /// The dependency being read for its test value, named for the issue its default reports.
    @TaskLocal static var testValueAccess: DependencyAccess?

    /// Where the `@Dependency` being read is declared, where that issue is reported.
    @TaskLocal static var readLocation: SourceLocationInfo?

    private var storage: [ObjectIdentifier: any Sendable] = [:] {
        didSet { identity = Identity() }
    }

    /// Whether unset keys read their live or their test value: test values whenever tests run.
    /// Where the values are read: in the running app, a preview or a test. A key read here
    /// without a value set gives its live, preview or test value accordingly. Tests start in
    /// `.test`, `wireframe gallery`'s previews in `.preview`, anything else in `.live`.
    ///
    /// ```swift
    /// @Dependency(\.context) var context
    /// if context == .preview { … }
    /// ```
    public var context = isTesting ? DependencyContext.test : .live {
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

    /// Creates dependency values with no key set: they read live values in an app, test values
    /// in tests.
    ///
    /// ```swift
    /// let values = DependencyValues()
    /// values.date.now   // now, in an app; an issue and now, in a test
    /// ```
    public init() {}

    init(context: DependencyContext) {
        self.context = context
    }

    /// The value for `key`: the one set here, else the key's live or test value.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - name: The property that reads the key, which the issue a default test value reports
    ///     names; the caller's.
    public subscript<Key: DependencyKey>(key: Key.Type, name: StaticString = #function) -> Key.Value {
        get {
            if let value = storage[ObjectIdentifier(key)] as? Key.Value { return value }
            switch context {
            case .live:
                return Key.liveValue
            case .preview:
                return Key.previewValue
            case .test:
                let access = DependencyAccess(name: "\(name)", key: key, value: Key.Value.self)
                return Self.$testValueAccess.withValue(access) { Key.testValue }
            }
        }
        set {
            storage[ObjectIdentifier(key)] = newValue
        }
    }

    /// The value for a key that has only a test value (``TestDependencyKey``): the value set in
    /// this context, else the key's preview value in a preview and its test value elsewhere.
    @_disfavoredOverload
    public subscript<Key: TestDependencyKey>(key: Key.Type) -> Key.Value {
        get { storage[ObjectIdentifier(key)] as? Key.Value ?? (context == .preview ? Key.previewValue : Key.testValue) }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}

/// Where dependency values are read, as swift-dependencies has it: each key gives its live,
/// preview or test value accordingly.
///
/// ```swift
/// withDependencies { $0.context = .preview } operation: {
///     @Dependency(\.apiClient) var apiClient   // APIClientKey.previewValue
/// }
/// ```
public enum DependencyContext: Sendable, Hashable {
    /// The running app: live values.
    case live
    /// A preview: preview values, which default to live ones.
    case preview
    /// A test: test values, and an issue for a key that has none of its own.
    case test
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
    try values.update(with: update)
    return try DependencyValues.$current.withValue(values, operation: operation)
}

/// Runs the async `operation` with dependencies changed by `update`.
public func withDependencies<Result>(
    isolation: isolated (any Actor)? = #isolation,
    _ update: (inout DependencyValues) throws -> Void,
    operation: () async throws -> Result
) async rethrows -> Result {
    var values = DependencyValues.current
    try values.update(with: update)
    return try await DependencyValues.$current.withValue(values, operation: operation, isolation: isolation)
}

extension DependencyValues {
    /// Runs `update` on these values as a setting: a key read there to be changed
    /// (`$0.date.now = …`) reports nothing.
    @usableFromInline
    mutating func update(with update: (inout DependencyValues) throws -> Void) rethrows {
        try Self.$isSetting.withValue(true) { try update(&self) }
    }
}
