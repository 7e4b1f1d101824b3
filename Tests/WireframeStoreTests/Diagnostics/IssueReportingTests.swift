import Foundation
import Testing

@testable import WireframeStore

/// Keeps every issue it is given, as a program's own reporter would.
private final class Collector: IssueReporter {
    struct Entry: Sendable {
        var message: String
        var severity: IssueSeverity
        var error: (any Error)?
        var line: UInt
    }

    let entries = LockIsolated<[Entry]>([])
    var messages: [String] { entries.value.map(\.message) }

    func reportIssue(
        _ message: @autoclosure () -> String?, severity: IssueSeverity, fileID: StaticString, filePath: StaticString,
        line: UInt, column: UInt
    ) {
        let entry = Entry(message: message() ?? "", severity: severity, line: line)
        entries.withValue { $0.append(entry) }
    }

    func reportIssue(
        _ error: any Error, _ message: @autoclosure () -> String?, fileID: StaticString, filePath: StaticString,
        line: UInt, column: UInt
    ) {
        let entry = Entry(message: message() ?? "", severity: .error, error: error, line: line)
        entries.withValue { $0.append(entry) }
    }
}

private struct Fact: Sendable {
    var fetch: @Sendable (Int) async throws -> String
    var track: @Sendable (String, Int) -> Void
    var count: @Sendable () -> Int
}

private enum FetchError: Error, Equatable { case offline }

private struct Counter: Reducer {
    struct State: Equatable, Sendable { var count = 0 }
    enum Action: Equatable, Sendable { case increment }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.count += 1
        return .none
    }
}

@Suite struct IssueReportersTests {
    @Test func reportedIssuesGoToTheReportersInPlaceOfTheTest() {
        let collector = Collector()
        let line = #line + 2
        withIssueReporters([collector]) {
            reportIssue("No memo with id 7")
            reportIssue("Stale cache", severity: .warning)
        }
        #expect(collector.messages == ["No memo with id 7", "Stale cache"])
        #expect(collector.entries.value.map(\.severity) == [.error, .warning])
        #expect(collector.entries.value.first?.line == UInt(line))
    }

    @Test func aReportedErrorReachesAReporterAsTheErrorItself() {
        let collector = Collector()
        withIssueReporters([collector]) { reportIssue(FetchError.offline, "Loading facts") }
        #expect(collector.entries.value.first?.error as? FetchError == .offline)
        #expect(collector.messages == ["Loading facts"])
    }

    @Test func theDefaultReporterNamesACaughtError() {
        withKnownIssue {
            reportIssue(FetchError.offline)
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["Caught error: offline"]
        }
    }

    @Test func aWarningNeverFailsTheTest() {
        // Recorded as a Swift Testing issue of warning severity: the test passes.
        reportIssue("Only a warning", severity: .warning)
    }

    @MainActor
    @Test func aTestStoreFailureGoesToTheReporters() async {
        let store = TestStore(initialState: Counter.State()) { Counter() }
        let collector = Collector()
        _ = await withIssueReporters([collector]) {
            await store.send(.increment) { $0.count = 2 }
        }
        #expect(collector.messages.count == 1)
        #expect(collector.messages.first?.hasPrefix("A state change does not match expectation") == true)
    }

    @Test func theReportersOfAScopeAreItsOwn() {
        let outer = Collector()
        let inner = Collector()
        withIssueReporters([outer]) {
            withIssueReporters([inner]) { reportIssue("inner") }
            reportIssue("outer")
        }
        #expect(inner.messages == ["inner"])
        #expect(outer.messages == ["outer"])
    }
}

@Suite struct UnimplementedTests {
    @Test func anUnimplementedClosureReportsWhereItWasMadeAndWhatItWasCalledWith() {
        let collector = Collector()
        let madeAt = #line + 1
        let track: @Sendable (String, Int) -> Void = unimplemented("Analytics.track")
        withIssueReporters([collector]) { track("opened", 3) }
        let message = collector.messages.first ?? ""
        #expect(message.hasPrefix("Unimplemented: Analytics.track"))
        #expect(message.contains("IssueReportingTests.swift:\(madeAt)"))
        #expect(message.contains(#"Invoked with: ("opened", 3)"#))
        #expect(collector.entries.value.first?.line == UInt(madeAt))
    }

    @Test func aClosureWithAPlaceholderReturnsIt() {
        let count: @Sendable () -> Int = unimplemented("Fact.count", placeholder: 42)
        let collector = Collector()
        let value = withIssueReporters([collector]) { count() }
        #expect(value == 42)
        #expect(collector.messages.count == 1)
        #expect(collector.messages.first?.contains("Invoked with") == false)
    }

    @Test func aThrowingClosureThrowsAnUnimplementedFailure() async {
        let fact = Fact(fetch: unimplemented("Fact.fetch"), track: unimplemented(), count: unimplemented(placeholder: 0))
        let collector = Collector()
        _ = await withIssueReporters([collector]) {
            await #expect {
                try await fact.fetch(1)
            } throws: { error in
                (error as? UnimplementedFailure)?.description == "Fact.fetch"
            }
        }
        #expect(collector.messages.first?.hasPrefix("Unimplemented: Fact.fetch") == true)
    }

    @Test func aClosureThrowsTheFailureItIsGiven() {
        let load: @Sendable () throws(FetchError) -> Int = unimplemented("API.load", throwing: FetchError.offline)
        let collector = Collector()
        _ = withIssueReporters([collector]) {
            #expect(throws: FetchError.offline) { try load() }
        }
        #expect(collector.messages.count == 1)
    }

    @Test func anUnimplementedValueReportsAndReturnsThePlaceholder() {
        let collector = Collector()
        let url: URL = withIssueReporters([collector]) {
            unimplemented("API.baseURL", placeholder: URL(fileURLWithPath: "/"))
        }
        #expect(url.path == "/")
        #expect(collector.messages.first?.hasPrefix("Unimplemented: API.baseURL") == true)
    }

    @Test func anUnimplementedClosureFailsTheRunningTest() {
        let track: @Sendable (String) -> Void = unimplemented("Analytics.track")
        withKnownIssue {
            track("opened")
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("Unimplemented: Analytics.track") == true
        }
    }
}

@Suite struct ErrorReportingTests {
    @Test func aThrownErrorIsReportedAndNilReturned() {
        let collector = Collector()
        let value: Int? = withErrorReporting("Loading", to: [collector]) { throw FetchError.offline }
        #expect(value == nil)
        #expect(collector.entries.value.first?.error as? FetchError == .offline)
        #expect(collector.messages == ["Loading"])
    }

    @Test func aValueIsReturnedAndNothingReported() {
        let collector = Collector()
        #expect(withErrorReporting(to: [collector]) { 7 } == 7)
        #expect(collector.messages.isEmpty)
    }

    @Test func cancellationIsNoIssue() async {
        let collector = Collector()
        let value: Int? = await withErrorReporting(to: [collector]) {
            try await Task.sleep(for: .zero)
            throw CancellationError()
        }
        #expect(value == nil)
        #expect(collector.messages.isEmpty)
    }
}

@Suite struct ExpectReportsIssueTests {
    @Test func theIssuesOfTheBodyAreKeptFromTheTest() {
        expectReportsIssue {
            reportIssue("No memo with id 7")
        } matching: { issue in
            issue.description == "Issue reported: No memo with id 7"
        }
    }

    @Test func aBodyThatReportsNothingFails() {
        let collector = Collector()
        withIssueReporters([collector]) {
            expectReportsIssue("a missing memo") {}
        }
        #expect(collector.messages == ["Expected issue to be reported: a missing memo"])
    }

    @Test func anIssueTheMatcherRefusesFails() async {
        let collector = Collector()
        await withIssueReporters([collector]) {
            await expectReportsIssue {
                await Task.yield()
                reportIssue("Something else")
            } matching: {
                $0.description.contains("memo")
            }
        }
        #expect(collector.messages == ["Issue does not match: Issue reported: Something else"])
    }
}

@Suite struct XCTExpectFailureTests {
    @MainActor
    @Test func aFailureInTheBlockIsExpected() async {
        let store = TestStore(initialState: Counter.State()) { Counter() }
        let collector = Collector()
        _ = await withIssueReporters([collector]) {
            await XCTExpectFailure {
                await store.send(.increment) { $0.count = 2 }
            } issueMatcher: {
                $0.compactDescription.hasPrefix("A state change does not match expectation")
            }
        }
        #expect(collector.messages.isEmpty)
    }

    @Test func aFailureTheMatcherRefusesStillFails() {
        let collector = Collector()
        withIssueReporters([collector]) {
            XCTExpectFailure(strict: false) {
                reportIssue("Unhandled actions")
            } issueMatcher: {
                $0.compactDescription.contains("still running")
            }
        }
        #expect(collector.messages == ["Unhandled actions"])
    }

    @Test func aStrictExpectationNothingMetFails() {
        let collector = Collector()
        withIssueReporters([collector]) {
            XCTExpectFailure("the row is gone") {}
        }
        #expect(collector.messages == ["Failed due to unmatched expected failure: the row is gone"])
    }

    @Test func aDisabledExpectationLetsFailuresThrough() {
        let collector = Collector()
        withIssueReporters([collector]) {
            XCTExpectFailure(enabled: false) { reportIssue("through") }
        }
        #expect(collector.messages == ["through"])
    }

    @Test func withoutABlockItExpectsTheRestOfTheTestsFailures() {
        let collector = Collector()
        withIssueReporters([collector]) {
            XCTExpectFailure { $0.compactDescription.hasPrefix("Expected state to change") }
            reportIssue("Expected state to change, but no change occurred.")
            reportIssue("Unexpected")
        }
        #expect(collector.messages == ["Unexpected"])
    }
}
