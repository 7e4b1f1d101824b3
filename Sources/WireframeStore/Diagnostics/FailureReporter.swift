import Foundation
import WireframeDump

/// Where in the test a `TestStore` call was made, or where a reducer was made, so failures
/// point at it.
@usableFromInline
struct SourceLocationInfo: Sendable {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt

    @usableFromInline
    init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// `"Feature.swift:12"`, as TCA names a reducer's location in its warnings.
    @usableFromInline
    var fileAndLine: String {
        "\(fileID):\(line)"
    }
}

/// Reports a `TestStore` failure to the running test framework: Swift Testing when a test is
/// running there, XCTest when the process is an XCTest bundle. Anywhere else — an executable, a
/// playground — the failure goes to standard error and the process exits with status 1 when it
/// ends, as a failed test run does.
///
/// WireframeStore links no test framework: both are reached at run time through
/// `TestFrameworkBridge`. Swift Testing is reached through the testing library, so a test target
/// whose Swift Testing tests use `TestStore` depends on `WireframeTesting` (as IssueReporting asks
/// for its test support library).
enum FailureReporter {
    /// Reports a `TestStore` failure through the current issue reporters; the default one fails
    /// the running test, or outside a test writes the failure to standard error and makes the
    /// process exit with status 1 when it ends.
    static func fail(_ message: String, at location: SourceLocationInfo) {
        IssueDelivery.deliver(message, severity: .error, at: location) { message, location in
            if failRunningTest(message, severity: .error, at: location) { return }
            FileHandle.standardError.write(Data("\(location.fileID):\(location.line): TestStore failure: \(message)\n".utf8))
            _ = exitsWithFailure
        }
    }

    /// Makes the process exit with status 1 when it ends, once the first failure is reported.
    private static let exitsWithFailure: Void = {
        atexit {
            fflush(nil)
            _exit(1)
        }
    }()

    /// Reports an issue as IssueReporting's default reporter does: a failure (or a warning) of the
    /// running test, or, outside a test, a warning on standard error that does not end the process.
    static func reportIssue(_ message: String, severity: IssueSeverity, at location: SourceLocationInfo) {
        if failRunningTest(message, severity: severity, at: location) { return }
        FileHandle.standardError.write(Data("\(location.fileID):\(location.line): warning: \(message)\n".utf8))
    }

    /// Records `message` in the running Swift Testing or XCTest test; `false` when no test runs.
    /// A warning is a Swift Testing issue of warning severity, and goes to standard error under
    /// XCTest, which has no warnings.
    static func failRunningTest(_ message: String, severity: IssueSeverity, at location: SourceLocationInfo) -> Bool {
        let recorded = TestFrameworkBridge.recordInSwiftTesting(
            message, isWarning: severity == .warning, fileID: "\(location.fileID)", filePath: "\(location.filePath)",
            line: Int(location.line), column: Int(location.column))
        if recorded || severity == .warning { return recorded }
        return TestFrameworkBridge.isXCTestBundle(processPath: CommandLine.arguments.first ?? "")
            && TestFrameworkBridge.failInXCTest(message, file: location.filePath, line: location.line)
    }
}

/// Hands every issue the store reports to the issue reporters in effect
/// (``IssueReporters/current``), after the failures a test said it expects
/// (`XCTExpectFailure`) have taken theirs.
enum IssueDelivery {
    /// Delivers one issue. Each reporter gets it; the default reporter's part is `byDefault`, so a
    /// `TestStore` failure, a runtime warning and a plain `reportIssue` each keep their own
    /// behaviour outside a test. A caught `error` reaches the other reporters as the error itself,
    /// with the message the call gave.
    static func deliver(
        _ message: String,
        severity: IssueSeverity,
        at location: SourceLocationInfo,
        error: (error: any Error, message: String?)? = nil,
        byDefault: (String, SourceLocationInfo) -> Void
    ) {
        if severity == .error, ExpectedFailures.absorb(message, at: location) { return }
        for reporter in IssueReporters.current {
            if reporter is _DefaultReporter {
                byDefault(message, location)
            } else if let error {
                reporter.reportIssue(
                    error.error, error.message, fileID: location.fileID, filePath: location.filePath, line: location.line,
                    column: location.column)
            } else {
                reporter.reportIssue(
                    message, severity: severity, fileID: location.fileID, filePath: location.filePath, line: location.line,
                    column: location.column)
            }
        }
    }

    /// Delivers an issue of `severity` that the default reporter treats as `reportIssue` does.
    static func reportIssue(_ message: String, severity: IssueSeverity = .error, at location: SourceLocationInfo) {
        deliver(message, severity: severity, at: location) { message, location in
            FailureReporter.reportIssue(message, severity: severity, at: location)
        }
    }

    /// "Caught error: …", with `message` after a colon when there is one: how a caught error reads
    /// as an issue.
    static func caughtErrorMessage(_ error: any Error, _ message: String?) -> String {
        "Caught error: \(error)\(message.map { ": \($0)" } ?? "")"
    }
}
