import Foundation

/// A value that arrives later through a callback: swift-snapshot-testing's `Async`, for
/// strategies that must wait (a web view loading, a timer firing) before they can snapshot.
///
/// Wireframe snapshots synchronously: an assertion runs the callback and waits for it, running
/// the main run loop meanwhile when it waits on the main thread, for at most the assertion's
/// `timeout`.
///
/// ```swift
/// let later = Snapshotting<String, String>.lines.asyncPullback { (id: Int) in
///     Async { callback in DispatchQueue.main.async { callback("item \(id)") } }
/// }
/// ```
public struct Async<Value> {
    /// Starts the work and calls the callback with its value.
    public let run: (@escaping (Value) -> Void) -> Void

    /// Creates an asynchronous value from the work that produces it.
    ///
    /// ```swift
    /// Async<Int> { callback in callback(42) }
    /// ```
    ///
    /// - Parameter run: Starts the work; calls `callback` once with the value.
    public init(run: @escaping (_ callback: @escaping (Value) -> Void) -> Void) {
        self.run = run
    }

    /// An asynchronous value that is already there.
    ///
    /// ```swift
    /// Async(value: "ready")
    /// ```
    public init(value: Value) {
        self.init { callback in callback(value) }
    }

    /// The value transformed once it arrives.
    ///
    /// ```swift
    /// Async(value: 2).map { $0 * 21 }  // 42, later
    /// ```
    ///
    /// - Parameter transform: Converts the value.
    /// - Returns: An asynchronous value of the result.
    public func map<NewValue>(_ transform: @escaping (Value) -> NewValue) -> Async<NewValue> {
        Async<NewValue> { callback in run { callback(transform($0)) } }
    }
}

/// Why an asynchronous snapshot could not be taken.
struct AsyncSnapshotTimeout: Error, CustomStringConvertible {
    var seconds: TimeInterval

    var description: String {
        """
        Exceeded timeout of \(seconds) seconds waiting for snapshot.

        This can happen when an asynchronously rendered view (like a web view) has not loaded. \
        Ensure that every subview of the view hierarchy has loaded to avoid timeouts, or, if a \
        timeout is unavoidable, consider setting the "timeout" parameter of "assertSnapshot" to \
        a higher value.
        """
    }
}

/// How long an assertion waits for an asynchronous snapshot: its `timeout:` argument.
enum SnapshotTimeout {
    @TaskLocal static var seconds: TimeInterval = 5

    /// Runs `asyncValue` and waits for its value, spinning the main run loop when called on
    /// the main thread so that work scheduled on the main queue can finish.
    static func wait<Value>(for asyncValue: Async<Value>) throws -> Value {
        let box = ResultBox<Value>()
        asyncValue.run { box.set($0) }
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            if let value = box.value { return value }
            guard Date() < deadline else { throw AsyncSnapshotTimeout(seconds: seconds) }
            pause(until: min(deadline, Date().addingTimeInterval(0.01)))
        }
    }

    /// Lets time pass: runs the main run loop on the main thread, sleeps elsewhere.
    static func pause(until date: Date) {
        if Thread.isMainThread {
            _ = RunLoop.current.run(mode: .default, before: date)
        } else {
            Thread.sleep(until: date)
        }
    }
}

/// The first value a callback delivers, readable from any thread.
private final class ResultBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?

    func set(_ value: Value) {
        lock.lock()
        defer { lock.unlock() }
        if stored == nil { stored = value }
    }

    var value: Value? {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
