#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What records an issue in the Swift Testing test running on the calling task: the testing
/// library (`WireframeTesting`, which imports Swift Testing) has the one conforming type, which
/// ``TestFrameworkBridge`` finds by name at run time.
package protocol SwiftTestingIssueRecording {
    /// Records `message` as an issue of the Swift Testing test running on the calling task, at
    /// the given place; of warning severity when `isWarning`, which does not fail the test.
    ///
    /// - Returns: Whether a test was running and got the issue.
    static func recordIssue(
        _ message: String, isWarning: Bool, fileID: String, filePath: String, line: Int, column: Int
    ) -> Bool

    /// What identifies the Swift Testing test running on the calling task, or `nil` outside one.
    static var currentTestID: String? { get }
}

/// What tells the libraries when an XCTest test case ends: the testing library (`WireframeTesting`,
/// which imports XCTest) has the one conforming type, which ``TestFrameworkBridge`` finds by name.
package protocol XCTestCaseEndObserving {
    /// Calls `action` after each XCTest test case that ends from now on.
    static func whenEachTestCaseEnds(_ action: @escaping @Sendable () -> Void)
}

/// The test frameworks, reached at run time.
///
/// The libraries and the `wireframe` command link neither XCTest nor Swift Testing, so that an app
/// using them does not load a test framework. A failure that must reach the running test — a
/// `TestStore` mismatch, a runtime warning — goes through this bridge, which looks the frameworks
/// up in the process when there is something to report (as Point-Free's IssueReporting does):
///
/// - Swift Testing, through the testing library's ``SwiftTestingIssueRecording`` type, found by
///   its mangled name in the Swift runtime's type records whenever that library is linked into
///   the test process. (A symbol would not do: SwiftPM links a test executable without exporting
///   its symbols, so `dlsym` cannot see a function of a statically linked module.)
/// - XCTest, through XCTest's own `XCTFail`, found with `dlsym` whenever the XCTest library is
///   loaded.
///
/// When neither is there, each call says so by returning `false`, and the caller falls back to
/// standard error.
package enum TestFrameworkBridge {
    /// The mangled name of the testing library's ``SwiftTestingIssueRecording`` type,
    /// `WireframeTesting.SwiftTestingRecorder`.
    package static let swiftTestingRecorderTypeName = "16WireframeTesting20SwiftTestingRecorderO"

    /// The mangled name of the testing library's ``XCTestCaseEndObserving`` type,
    /// `WireframeTesting.XCTestCaseEndObserver`.
    package static let xcTestCaseEndObserverTypeName = "16WireframeTesting21XCTestCaseEndObserverO"

    /// XCTest's `XCTFail(_:file:line:)`, by its Swift symbol.
    private static let xctFailSymbol = "$s6XCTest7XCTFail_4file4lineySS_s12StaticStringVSutF"
    private typealias XCTFailFunction = @convention(thin) (String, StaticString, UInt) -> Void

    /// Records `message` as an issue of the Swift Testing test running on this task; of warning
    /// severity, which does not fail the test, when `isWarning`.
    ///
    /// - Returns: `false` when the testing library is not in the process or no Swift Testing test
    ///   is running on this task; nothing was recorded.
    package static func recordInSwiftTesting(
        _ message: String, isWarning: Bool = false, fileID: String, filePath: String, line: Int, column: Int
    ) -> Bool {
        guard let recorder = _typeByName(swiftTestingRecorderTypeName) as? any SwiftTestingIssueRecording.Type else {
            return false
        }
        return recorder.recordIssue(
            message, isWarning: isWarning, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// What identifies the Swift Testing test running on this task, so that state a test makes
    /// (an in-memory file system) stays that test's; `nil` when the testing library is not in the
    /// process or no Swift Testing test is running on this task.
    package static var currentSwiftTestingTestID: String? {
        guard let recorder = _typeByName(swiftTestingRecorderTypeName) as? any SwiftTestingIssueRecording.Type else {
            return nil
        }
        return recorder.currentTestID
    }

    /// Calls `action` after each XCTest test case that ends from now on.
    ///
    /// - Returns: `false` when the testing library is not in the process; nothing will be called.
    package static func whenEachXCTestCaseEnds(_ action: @escaping @Sendable () -> Void) -> Bool {
        guard let observer = _typeByName(xcTestCaseEndObserverTypeName) as? any XCTestCaseEndObserving.Type else {
            return false
        }
        observer.whenEachTestCaseEnds(action)
        return true
    }

    /// Fails the running XCTest test with `message`, at `file` and `line`.
    ///
    /// - Returns: `false` when XCTest is not loaded in the process; nothing was reported.
    package static func failInXCTest(_ message: String, file: StaticString, line: UInt) -> Bool {
        guard let address = symbol(named: xctFailSymbol) else { return false }
        let fail = unsafeBitCast(address, to: XCTFailFunction.self)
        fail(message, file, line)
        return true
    }

    /// Whether the process at `path` is an XCTest bundle: XCTest runs tests in a bundle whose path
    /// ends in `.xctest` (on Linux, the bundle is the executable).
    package static func isXCTestBundle(processPath path: String) -> Bool {
        path.split(separator: "/").contains { $0.hasSuffix(".xctest") } || path.hasSuffix("xctest")
    }

    /// The address of a symbol of the program or a library it has loaded.
    private static func symbol(named name: String) -> UnsafeMutableRawPointer? {
        guard let program = dlopen(nil, RTLD_NOW) else { return nil }
        defer { dlclose(program) }
        return dlsym(program, name)
    }
}
