import Foundation

/// A value behind a lock, readable and writable from any thread (swift-snapshot-testing's type of
/// the same name in `InlineSnapshotTesting`).
///
/// ```swift
/// let count = LockIsolated(0)
/// count.withLock { $0 += 1 }
/// ```
public final class LockIsolated<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSRecursiveLock()

    /// Creates the locked value.
    ///
    /// ```swift
    /// let names = LockIsolated([String]())
    /// ```
    public init(_ value: @autoclosure @Sendable () throws -> Value) rethrows {
        self.value = try value()
    }

    /// Runs `operation` with the value while holding the lock.
    ///
    /// ```swift
    /// let total = count.withLock { $0 }
    /// ```
    ///
    /// - Parameter operation: Reads or changes the value.
    /// - Returns: What `operation` returns.
    public func withLock<T: Sendable>(_ operation: @Sendable (inout Value) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try operation(&value)
    }
}
