import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs `operation` with every task enqueued on the main thread, one at a time, in the order
/// they are enqueued, as ConcurrencyExtras' `withMainSerialExecutor` does: a test that sends an
/// action whose effect finishes at once sees its outcome right after `send`, whatever the load.
///
/// While any scope, a ``TestStore`` or ``uncheckedUseMainSerialExecutor`` has it on, the
/// concurrency runtime's global enqueue hook sends the jobs of the whole process to the main
/// actor; code that blocks the main thread waiting for other tasks deadlocks under it.
///
/// ```swift
/// await withMainSerialExecutor {
///     await store.send(.startTimer)
/// }
/// ```
@MainActor
public func withMainSerialExecutor(operation: @MainActor () async throws -> Void) async rethrows {
    MainSerialExecutor.acquire()
    defer { MainSerialExecutor.release() }
    try await operation()
}

/// Runs `operation` with every task enqueued on the main thread, as the asynchronous form does.
///
/// ```swift
/// withMainSerialExecutor { runFeatureTests() }
/// ```
public func withMainSerialExecutor(operation: () throws -> Void) rethrows {
    MainSerialExecutor.acquire()
    defer { MainSerialExecutor.release() }
    try operation()
}

/// ConcurrencyExtras' switch for the main serial executor: `true` enqueues every task on the
/// main thread until it is set back to `false` (see ``withMainSerialExecutor(operation:)-(()->Void)``).
///
/// ```swift
/// uncheckedUseMainSerialExecutor = true
/// ```
public var uncheckedUseMainSerialExecutor: Bool {
    get { MainSerialExecutor.globalSwitch.isOn }
    set { MainSerialExecutor.globalSwitch.set(on: newValue) }
}

/// The concurrency runtime's hook for enqueueing a job on the global executor, pointed at the
/// main actor while anyone uses the main serial executor. Uses are counted, so scopes and test
/// stores that overlap (tests run in parallel) leave it on until the last one ends.
enum MainSerialExecutor {
    private typealias Original = @convention(thin) (UnownedJob) -> Void
    private typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

    /// The runtime's hook variable, or `nil` where the runtime does not export one.
    nonisolated(unsafe) private static let hook: UnsafeMutablePointer<Hook?>? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "swift_task_enqueueGlobal_hook") else { return nil }
        return symbol.assumingMemoryBound(to: Hook?.self)
    }()

    private static let users = LockIsolated(0)

    /// ``uncheckedUseMainSerialExecutor``'s use.
    static let globalSwitch = MainSerialExecutorUse()

    /// Whether any use is in force on a runtime that has the hook, so jobs go to the main actor.
    static var isInUse: Bool { hook != nil && users.value > 0 }

    static func acquire() {
        users.withValue { users in
            users += 1
            if users == 1 { hook?.pointee = { job, _ in MainActor.shared.enqueue(job) } }
        }
    }

    static func release() {
        users.withValue { users in
            guard users > 0 else { return }
            users -= 1
            if users == 0 { hook?.pointee = nil }
        }
    }
}

/// One use of the main serial executor that can be switched on and off, and ends when released:
/// a test store's, or ``uncheckedUseMainSerialExecutor``'s.
final class MainSerialExecutorUse: Sendable {
    private let isActive = LockIsolated(false)

    /// Whether the use is on.
    var isOn: Bool { isActive.value }

    /// Switches the use on or off; switching it to what it is changes nothing.
    func set(on: Bool) {
        let changed = isActive.withValue { isActive in
            defer { isActive = on }
            return isActive != on
        }
        guard changed else { return }
        if on { MainSerialExecutor.acquire() } else { MainSerialExecutor.release() }
    }

    deinit {
        if isActive.value { MainSerialExecutor.release() }
    }
}

extension Task where Success == Never, Failure == Never {
    /// Suspends the task `count` times, so that tasks already enqueued get to run, as
    /// ConcurrencyExtras' `Task.megaYield(count:)`.
    ///
    /// ```swift
    /// await store.send(.onAppear)
    /// await Task.megaYield()
    /// ```
    public static func megaYield(count: Int = 20) async {
        await Yield.letOtherTasksRun(rounds: max(count, 0))
    }
}
