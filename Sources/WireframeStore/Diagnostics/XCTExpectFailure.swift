import Foundation
import WireframeDump

/// A failure that `XCTExpectFailure`'s matcher is asked about: XCTest's `XCTIssue`, which Linux's
/// XCTest does not have.
///
/// ```swift
/// XCTExpectFailure { $0.compactDescription.contains("Unhandled actions") }
/// ```
public struct XCTIssue: Sendable, CustomStringConvertible {
    /// What kind of failure it is.
    ///
    /// ```swift
    /// XCTExpectFailure { $0.type == .assertionFailure }
    /// ```
    public enum IssueType: Sendable {
        /// A failed assertion: a `TestStore`'s, `reportIssue`, `XCTFail`.
        case assertionFailure
        /// An expected failure that did not happen.
        case unmatchedExpectedFailure
    }

    /// What kind of failure it is.
    public var type: IssueType
    /// The failure's message.
    public var compactDescription: String
    /// A longer message, when there is one.
    public var detailedDescription: String?
    /// The file the failure was reported in.
    public var filePath: String
    /// The line it was reported at.
    public var line: Int

    /// The message, as `compactDescription`.
    public var description: String { compactDescription }
}

/// Expects a failure from `failingBlock`: each failure it reports that `issueMatcher` accepts is
/// kept from the test, and when `strict` and none came, the test fails with "Failed due to
/// unmatched expected failure". XCTest's `XCTExpectFailure`, for Linux, where XCTest has none.
///
/// ```swift
/// XCTExpectFailure {
///     store.send(.increment)   // a state change the test does not assert
/// } issueMatcher: {
///     $0.compactDescription.contains("State was not expected to change")
/// }
/// ```
///
/// The failures it sees are those the store's libraries report: a `TestStore`'s, `reportIssue`,
/// `unimplemented`, runtime warnings and `XCTestDynamicOverlay`'s `XCTFail`. An `XCTAssert` of
/// XCTest itself goes straight to XCTest and is not caught.
///
/// - Parameters:
///   - failureReason: Why the failure is expected, named when it does not come.
///   - enabled: `false` turns the expectation off; on when `nil`.
///   - strict: Whether the test fails when no failure came; `true` when `nil`.
///   - failingBlock: The work expected to fail.
///   - issueMatcher: Whether a failure is the one expected; every failure when `nil`.
///   - file: Where a missing failure is reported; the call's file by default.
///   - line: The line of that place.
/// - Returns: What `failingBlock` returns.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func XCTExpectFailure<R>(
    _ failureReason: String? = nil,
    enabled: Bool? = nil,
    strict: Bool? = nil,
    failingBlock: () throws -> R,
    issueMatcher: ((XCTIssue) -> Bool)? = nil,
    file: StaticString = #filePath,
    line: UInt = #line
) rethrows -> R {
    guard enabled ?? true else { return try failingBlock() }
    let expectation = ExpectedFailures.Expectation(reason: failureReason, matcher: issueMatcher)
    defer { expectation.checkMatched(strict: strict ?? true, file: file, line: line) }
    return try ExpectedFailures.$scoped.withValue(ExpectedFailures.scoped + [expectation], operation: failingBlock)
}

/// Expects a failure from the asynchronous `failingBlock`; see the synchronous form.
///
/// ```swift
/// await XCTExpectFailure {
///     await store.receive(\.loaded)   // an action that never comes
/// }
/// ```
///
/// - Parameters:
///   - failureReason: Why the failure is expected, named when it does not come.
///   - enabled: `false` turns the expectation off; on when `nil`.
///   - strict: Whether the test fails when no failure came; `true` when `nil`.
///   - isolation: The actor `failingBlock` runs on; the caller's.
///   - failingBlock: The work expected to fail.
///   - issueMatcher: Whether a failure is the one expected; every failure when `nil`.
///   - file: Where a missing failure is reported; the call's file by default.
///   - line: The line of that place.
/// - Returns: What `failingBlock` returns.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func XCTExpectFailure<R>(
    _ failureReason: String? = nil,
    enabled: Bool? = nil,
    strict: Bool? = nil,
    isolation: isolated (any Actor)? = #isolation,
    failingBlock: () async throws -> R,
    issueMatcher: ((XCTIssue) -> Bool)? = nil,
    file: StaticString = #filePath,
    line: UInt = #line
) async rethrows -> R {
    guard enabled ?? true else { return try await failingBlock() }
    let expectation = ExpectedFailures.Expectation(reason: failureReason, matcher: issueMatcher)
    defer { expectation.checkMatched(strict: strict ?? true, file: file, line: line) }
    return try await ExpectedFailures.$scoped.withValue(
        ExpectedFailures.scoped + [expectation], operation: failingBlock)
}

/// Expects a failure in the rest of the running test: each later failure of this test that
/// `issueMatcher` accepts is kept from the test. XCTest's `XCTExpectFailure` without a block, for
/// Linux, where XCTest has none.
///
/// ```swift
/// XCTExpectFailure { $0.compactDescription.hasSuffix("Expected state to change, but no change occurred.") }
/// await store.send(.first) { _ = $0 }
/// ```
///
/// The expectation lasts until the test ends: the Swift Testing test or XCTest test case it was
/// made in. Only the block form fails a test when no failure came; here, a strict expectation that
/// nothing matched is written to standard error when the test ends, since the test has ended by
/// then. It sees the failures the block form sees.
///
/// - Parameters:
///   - failureReason: Why the failure is expected, named when it does not come.
///   - enabled: `false` turns the expectation off; on when `nil`.
///   - strict: Whether a missing failure is worth a note; `true` when `nil`.
///   - issueMatcher: Whether a failure is the one expected; every failure when `nil`.
///   - file: Where a missing failure is noted; the call's file by default.
///   - line: The line of that place.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func XCTExpectFailure(
    _ failureReason: String? = nil,
    enabled: Bool? = nil,
    strict: Bool? = nil,
    issueMatcher: ((XCTIssue) -> Bool)? = nil,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    guard enabled ?? true else { return }
    nonisolated(unsafe) let issueMatcher = issueMatcher
    ExpectedFailures.expectForRestOfTest(
        ExpectedFailures.Expectation(reason: failureReason, matcher: issueMatcher), strict: strict ?? true, file: file,
        line: line)
}

/// The failures tests said they expect, asked before any issue reporter gets a failure.
enum ExpectedFailures {
    /// One expectation, and whether a failure has met it. A failure calls the matcher on the
    /// task that reports it.
    final class Expectation: @unchecked Sendable {
        let reason: String?
        private let matcher: ((XCTIssue) -> Bool)?
        private let matched = LockIsolated(false)

        init(reason: String?, matcher: ((XCTIssue) -> Bool)?) {
            self.reason = reason
            self.matcher = matcher
        }

        /// Whether `issue` is the failure expected; if so, it counts as met.
        func absorbs(_ issue: XCTIssue) -> Bool {
            guard matcher?(issue) ?? true else { return false }
            matched.setValue(true)
            return true
        }

        var isMet: Bool { matched.value }

        /// Fails the test when the expectation is strict and nothing met it.
        func checkMatched(strict: Bool, file: StaticString, line: UInt) {
            guard strict, !isMet else { return }
            FailureReporter.fail(
                "Failed due to unmatched expected failure\(reason.map { ": \($0)" } ?? "")",
                at: SourceLocationInfo(fileID: file, filePath: file, line: line, column: 1))
        }
    }

    /// The block-form expectations around the running code, innermost last.
    @TaskLocal static var scoped: [Expectation] = []

    /// An expectation for the rest of a test, and the test it belongs to.
    private struct Pending: Sendable {
        let expectation: Expectation
        let test: String
        let strict: Bool
        let place: String
    }

    private static let pending = LockIsolated<[Pending]>([])
    /// How many XCTest test cases have ended since the first expectation without a block.
    private static let endedXCTestCases = LockIsolated(0)
    private static let observesXCTestCases: Bool = TestFrameworkBridge.whenEachXCTestCaseEnds {
        endedXCTestCases.withValue { $0 += 1 }
        ExpectedFailures.dropFinished()
    }

    /// What names the running test: its Swift Testing identity, or the count of XCTest test cases
    /// that have ended before it.
    private static var currentTest: String {
        if let id = TestFrameworkBridge.currentSwiftTestingTestID { return "swift-testing:\(id)" }
        _ = observesXCTestCases
        return "xctest:\(endedXCTestCases.value)"
    }

    static func expectForRestOfTest(_ expectation: Expectation, strict: Bool, file: StaticString, line: UInt) {
        dropFinished()
        let entry = Pending(expectation: expectation, test: currentTest, strict: strict, place: "\(file):\(line)")
        pending.withValue { $0.append(entry) }
    }

    /// Drops the expectations of tests that have ended, noting each strict one nothing met.
    private static func dropFinished() {
        let test = currentTest
        let finished = pending.withValue { entries in
            let finished = entries.filter { $0.test != test }
            entries.removeAll { $0.test != test }
            return finished
        }
        for entry in finished where entry.strict && !entry.expectation.isMet {
            let reason = entry.expectation.reason.map { ": \($0)" } ?? ""
            FileHandle.standardError.write(
                Data("\(entry.place): warning: the failure expected by XCTExpectFailure did not occur\(reason)\n".utf8))
        }
    }

    /// Whether an expectation takes the failure `message`; the innermost block first, then the
    /// running test's expectations in the order they were made.
    static func absorb(_ message: String, at location: SourceLocationInfo) -> Bool {
        let hasPending = !pending.value.isEmpty
        guard !scoped.isEmpty || hasPending else { return false }
        let issue = XCTIssue(
            type: .assertionFailure, compactDescription: message, detailedDescription: nil,
            filePath: "\(location.filePath)", line: Int(location.line))
        if scoped.reversed().contains(where: { $0.absorbs(issue) }) { return true }
        guard hasPending else { return false }
        let test = currentTest
        return pending.value.contains { $0.test == test && $0.expectation.absorbs(issue) }
    }
}
