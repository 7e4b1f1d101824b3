import Foundation
import WireframeDump

/// How serious a reported issue is, as IssueReporting's `IssueSeverity`.
///
/// ```swift
/// reportIssue("The cache is stale", severity: .warning)   // never fails a test
/// ```
public enum IssueSeverity: Sendable {
    /// Worth knowing, never a failure: a warning on standard error, or a Swift Testing issue of
    /// warning severity inside a test.
    case warning
    /// A failure of the running test; a warning on standard error outside one.
    case error
}

/// Where reported issues go, as IssueReporting's `IssueReporter`: the default one fails the
/// running test, and a program may install its own with ``withIssueReporters(_:operation:)`` or
/// ``IssueReporters/current``.
///
/// ```swift
/// struct LogReporter: IssueReporter {
///     func reportIssue(
///         _ message: @autoclosure () -> String?, severity: IssueSeverity,
///         fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
///     ) {
///         print("\(fileID):\(line): \(message() ?? "")")
///     }
/// }
///
/// withIssueReporters([LogReporter()]) { reportIssue("Logged, not failed") }
/// ```
///
/// Everything the store reports goes through the reporters: `reportIssue`, `unimplemented`
/// closures, a `TestStore`'s failures and the store's runtime warnings.
public protocol IssueReporter: Sendable {
    /// Reports an issue described by `message`, at the given place.
    func reportIssue(
        _ message: @autoclosure () -> String?,
        severity: IssueSeverity,
        fileID: StaticString,
        filePath: StaticString,
        line: UInt,
        column: UInt
    )

    /// Reports a caught error as an issue; by default, as the message "Caught error: …".
    func reportIssue(
        _ error: any Error,
        _ message: @autoclosure () -> String?,
        fileID: StaticString,
        filePath: StaticString,
        line: UInt,
        column: UInt
    )

    /// Tells the reporter that an issue is expected here; nothing by default.
    func expectIssue(
        _ message: @autoclosure () -> String?,
        fileID: StaticString,
        filePath: StaticString,
        line: UInt,
        column: UInt
    )
}

extension IssueReporter {
    /// Reports an issue of error severity.
    public func reportIssue(
        _ message: @autoclosure () -> String?,
        fileID: StaticString,
        filePath: StaticString,
        line: UInt,
        column: UInt
    ) {
        reportIssue(message(), severity: .error, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Reports `error` as "Caught error: …", followed by `message` when there is one.
    public func reportIssue(
        _ error: any Error,
        _ message: @autoclosure () -> String?,
        fileID: StaticString,
        filePath: StaticString,
        line: UInt,
        column: UInt
    ) {
        reportIssue(
            IssueDelivery.caughtErrorMessage(error, message()), severity: .error, fileID: fileID, filePath: filePath,
            line: line, column: column)
    }

    /// Does nothing: a reporter that keeps no record of expectations ignores them.
    public func expectIssue(
        _ message: @autoclosure () -> String?,
        fileID: StaticString,
        filePath: StaticString,
        line: UInt,
        column: UInt
    ) {}
}

/// The reporters issues go to: the task's own, set with ``withIssueReporters(_:operation:)``, or
/// else the process's.
///
/// ```swift
/// IssueReporters.current = [.fatalError]   // an app that wants to stop at the first issue
/// ```
public enum IssueReporters {
    /// The reporters in effect; `[.default]` unless changed. Setting it inside
    /// ``withIssueReporters(_:operation:)`` changes that scope's list only.
    public static var current: [any IssueReporter] {
        get { scoped.value }
        set { scoped.setValue(newValue) }
    }

    @TaskLocal static var scoped = LockIsolated<[any IssueReporter]>([_DefaultReporter()])
}

/// Runs `operation` with `reporters` in place of the current ones.
///
/// ```swift
/// let issues = LockIsolated<[String]>([])
/// withIssueReporters([Collect(issues)]) { model.save() }
/// ```
///
/// - Parameters:
///   - reporters: Where issues reported inside `operation` go.
///   - operation: The work to run.
/// - Returns: What `operation` returns.
public func withIssueReporters<R>(
    _ reporters: [any IssueReporter],
    operation: () throws -> R
) rethrows -> R {
    try IssueReporters.$scoped.withValue(LockIsolated(reporters), operation: operation)
}

/// Runs the asynchronous `operation` with `reporters` in place of the current ones.
///
/// ```swift
/// await withIssueReporters([.fatalError]) { await model.load() }
/// ```
///
/// - Parameters:
///   - reporters: Where issues reported inside `operation` go.
///   - isolation: The actor `operation` runs on; the caller's.
///   - operation: The work to run.
/// - Returns: What `operation` returns.
public func withIssueReporters<R>(
    _ reporters: [any IssueReporter],
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
) async rethrows -> R {
    try await IssueReporters.$scoped.withValue(LockIsolated(reporters), operation: operation)
}

/// Runs `operation`, attributing issues reported inside it to the given place: IssueReporting's
/// `withIssueContext`, for helpers that take a caller's location.
///
/// ```swift
/// withIssueContext(fileID: fileID, filePath: filePath, line: line, column: column) { check() }
/// ```
///
/// Here the place each issue is reported at already comes from its own call, so the context
/// changes nothing; the function runs `operation` and returns its result.
public func withIssueContext<R>(
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt,
    operation: () throws -> R
) rethrows -> R {
    try operation()
}

/// Runs the asynchronous `operation`; see the synchronous `withIssueContext`.
///
/// ```swift
/// await withIssueContext(fileID: fileID, filePath: filePath, line: line, column: column) { await check() }
/// ```
public func withIssueContext<R>(
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
) async rethrows -> R {
    try await operation()
}

extension IssueReporter where Self == _DefaultReporter {
    /// The default reporter: a failure of the running Swift Testing or XCTest test, else a warning
    /// on standard error.
    ///
    /// ```swift
    /// IssueReporters.current = [.default]
    /// ```
    public static var `default`: Self { Self() }
}

extension IssueReporter where Self == _BreakpointReporter {
    /// A reporter that writes the issue to standard error and stops a debugger attached to the
    /// process (it raises `SIGTRAP` only when one is attached).
    ///
    /// ```swift
    /// IssueReporters.current = [.default, .breakpoint]
    /// ```
    public static var breakpoint: Self { Self() }
}

extension IssueReporter where Self == _FatalErrorReporter {
    /// A reporter that ends the process at the first issue, with the issue as the message.
    ///
    /// ```swift
    /// IssueReporters.current = [.fatalError]
    /// ```
    public static var fatalError: Self { Self() }
}

/// The reporter behind ``IssueReporter/default``.
///
/// ```swift
/// let reporter: _DefaultReporter = .default
/// ```
public struct _DefaultReporter: IssueReporter {
    /// Fails the running test, or warns on standard error outside one.
    public func reportIssue(
        _ message: @autoclosure () -> String?,
        severity: IssueSeverity,
        fileID: StaticString,
        filePath: StaticString,
        line: UInt,
        column: UInt
    ) {
        FailureReporter.reportIssue(
            message() ?? "", severity: severity,
            at: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

/// The reporter behind ``IssueReporter/breakpoint``.
///
/// ```swift
/// let reporter: _BreakpointReporter = .breakpoint
/// ```
public struct _BreakpointReporter: IssueReporter {
    /// Writes the issue to standard error, then stops an attached debugger.
    public func reportIssue(
        _ message: @autoclosure () -> String?,
        severity: IssueSeverity,
        fileID: StaticString,
        filePath: StaticString,
        line: UInt,
        column: UInt
    ) {
        FileHandle.standardError.write(Data("\(fileID):\(line): issue: \(message() ?? "")\n".utf8))
        if DebuggerProbe.isAttached { raise(SIGTRAP) }
    }
}

/// The reporter behind ``IssueReporter/fatalError``.
///
/// ```swift
/// let reporter: _FatalErrorReporter = .fatalError
/// ```
public struct _FatalErrorReporter: IssueReporter {
    /// Ends the process with the issue as the message.
    public func reportIssue(
        _ message: @autoclosure () -> String?,
        severity: IssueSeverity,
        fileID: StaticString,
        filePath: StaticString,
        line: UInt,
        column: UInt
    ) {
        Swift.fatalError(message() ?? "", file: filePath, line: line)
    }
}

/// Whether a debugger is attached to the process: Linux names the tracer in `/proc/self/status`.
enum DebuggerProbe {
    static var isAttached: Bool {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return false }
        let tracer = status.split(separator: "\n").first { $0.hasPrefix("TracerPid:") }
        return tracer.map { $0.dropFirst("TracerPid:".count).trimmingCharacters(in: .whitespaces) != "0" } ?? false
    }
}
