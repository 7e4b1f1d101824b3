import Foundation

/// The storage behind a ``Shared`` value: a root reference holding the value, or a projection of
/// one of its members.
///
/// Every access goes through the root's lock, so a projection reads and writes its member under
/// the same lock as the whole value.
class SharedReference<Value>: @unchecked Sendable {
    /// Runs `body` with the value under the lock, then persists the value if `body` may have
    /// changed it.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        fatalError("SharedReference is abstract")
    }

    /// Runs `body` with the value under the lock, without persisting it.
    func read<Result>(_ body: (Value) throws -> Result) rethrows -> Result {
        fatalError("SharedReference is abstract")
    }
}

/// A reference holding a value, saved through `save` after every change.
final class RootSharedReference<Value>: SharedReference<Value>, @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var value: Value
    private let save: (Value) -> Void

    init(value: Value, save: @escaping (Value) -> Void = { _ in }) {
        self.value = value
        self.save = save
    }

    override func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        if let snapshot = SharedSnapshot.current, snapshot.mode == .reading {
            var expected = snapshot.value(for: self) as? Value ?? value
            defer { snapshot.set(expected, for: self) }
            return try body(&expected)
        }
        DependencyValues.current.sharedChangeTracker?.willChange(self, from: value)
        // The change is made to a copy and stored after `body`, so `body` may read this value
        // through another `Shared` of it (`$syncUps.withLock { $0.remove(id: state.syncUp.id) }`
        // with `syncUp` derived from `syncUps`) and see it as it was before the change.
        var changed = value
        defer {
            value = changed
            save(value)
        }
        return try body(&changed)
    }

    override func read<Result>(_ body: (Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        if let snapshot = SharedSnapshot.current, snapshot.mode == .reading,
            let expected = snapshot.value(for: self) as? Value
        {
            return try body(expected)
        }
        return try body(value)
    }
}

/// A reference to a member of another reference's value, reached by a writable key path.
final class ProjectedSharedReference<Root, Value>: SharedReference<Value>, @unchecked Sendable {
    private let parent: SharedReference<Root>
    private let keyPath: WritableKeyPath<Root, Value>

    init(parent: SharedReference<Root>, keyPath: WritableKeyPath<Root, Value>) {
        self.parent = parent
        self.keyPath = keyPath
    }

    override func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try parent.withLock { try body(&$0[keyPath: keyPath]) }
    }

    override func read<Result>(_ body: (Value) throws -> Result) rethrows -> Result {
        try parent.read { try body($0[keyPath: keyPath]) }
    }
}

/// A reference to the value inside an optional shared value, for `Shared(_:)` over a
/// `Shared<Value?>`: while the optional holds nothing, reads give the last value it held and
/// writes change nothing.
final class UnwrappedSharedReference<Value>: SharedReference<Value>, @unchecked Sendable {
    private let parent: SharedReference<Value?>
    private let lock = NSLock()
    private var lastValue: Value

    init(parent: SharedReference<Value?>, value: Value) {
        self.parent = parent
        self.lastValue = value
    }

    override func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try parent.withLock { optional in
            guard var value = optional else {
                var copy = lock.withLock { lastValue }
                return try body(&copy)
            }
            defer {
                optional = value
                lock.withLock { lastValue = value }
            }
            return try body(&value)
        }
    }

    override func read<Result>(_ body: (Value) throws -> Result) rethrows -> Result {
        try parent.read { optional in
            if let value = optional {
                lock.withLock { lastValue = value }
                return try body(value)
            }
            return try body(lock.withLock { lastValue })
        }
    }
}
