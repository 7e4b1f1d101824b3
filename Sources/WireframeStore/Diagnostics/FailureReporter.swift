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
    static func fail(_ message: String, at location: SourceLocationInfo) {
        if failRunningTest(message, at: location) { return }
        FileHandle.standardError.write(Data("\(location.fileID):\(location.line): TestStore failure: \(message)\n".utf8))
        _ = exitsWithFailure
    }

    /// Makes the process exit with status 1 when it ends, once the first failure is reported.
    private static let exitsWithFailure: Void = {
        atexit {
            fflush(nil)
            _exit(1)
        }
    }()
}

extension FailureReporter {
    /// Reports an issue as IssueReporting's `reportIssue` does: a failure of the running test,
    /// or, outside a test, a warning on standard error that does not end the process.
    static func reportIssue(_ message: String, at location: SourceLocationInfo) {
        if failRunningTest(message, at: location) { return }
        FileHandle.standardError.write(Data("\(location.fileID):\(location.line): warning: \(message)\n".utf8))
    }

    /// Fails the running Swift Testing or XCTest test with `message`; `false` when no test runs.
    private static func failRunningTest(_ message: String, at location: SourceLocationInfo) -> Bool {
        let recorded = TestFrameworkBridge.recordInSwiftTesting(
            message, fileID: "\(location.fileID)", filePath: "\(location.filePath)", line: Int(location.line),
            column: Int(location.column))
        if recorded { return true }
        return TestFrameworkBridge.isXCTestBundle(processPath: CommandLine.arguments.first ?? "")
            && TestFrameworkBridge.failInXCTest(message, file: location.filePath, line: location.line)
    }
}
