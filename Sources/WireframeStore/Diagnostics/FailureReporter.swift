import Foundation
import Testing
import XCTest

/// Where in the test a `TestStore` call was made, so failures point at it.
struct SourceLocationInfo: Sendable {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt
}

/// Reports a `TestStore` failure to the running test framework: Swift Testing when a test is
/// running there, XCTest when the process is an XCTest bundle. Anywhere else — an executable, a
/// playground — the failure goes to standard error and the process exits with status 1 when it
/// ends, as a failed test run does.
enum FailureReporter {
    /// Where a failure goes.
    enum Destination: Equatable {
        case swiftTesting, xcTest, standardError
    }

    static func fail(_ message: String, at location: SourceLocationInfo) {
        switch destination(isSwiftTestingRunning: Test.current != nil, processPath: CommandLine.arguments.first ?? "") {
        case .swiftTesting:
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: "\(location.fileID)",
                    filePath: "\(location.filePath)",
                    line: Int(location.line),
                    column: Int(location.column)))
        case .xcTest:
            XCTFail(message, file: location.filePath, line: location.line)
        case .standardError:
            FileHandle.standardError.write(Data("\(location.fileID):\(location.line): TestStore failure: \(message)\n".utf8))
            _ = exitsWithFailure
        }
    }

    /// Where a failure goes for a process at `processPath`, with or without a Swift Testing test
    /// running: XCTest runs tests in a bundle whose path ends in `.xctest` (on Linux, the bundle is
    /// the executable).
    static func destination(isSwiftTestingRunning: Bool, processPath: String) -> Destination {
        if isSwiftTestingRunning { return .swiftTesting }
        let isXCTestBundle =
            processPath.split(separator: "/").contains { $0.hasSuffix(".xctest") } || processPath.hasSuffix("xctest")
        return isXCTestBundle ? .xcTest : .standardError
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
        switch destination(isSwiftTestingRunning: Test.current != nil, processPath: CommandLine.arguments.first ?? "") {
        case .swiftTesting, .xcTest:
            fail(message, at: location)
        case .standardError:
            FileHandle.standardError.write(Data("\(location.fileID):\(location.line): warning: \(message)\n".utf8))
        }
    }
}
