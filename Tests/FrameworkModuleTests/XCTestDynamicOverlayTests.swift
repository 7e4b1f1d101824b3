import Testing
import XCTestDynamicOverlay

@Suite struct XCTestDynamicOverlayTests {
    @Test func xctFailFailsTheRunningTestWithItsMessageAtItsCall() {
        let expectedLine = #line + 2
        withKnownIssue {
            XCTFail("APIClient.fetch is unimplemented")
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["APIClient.fetch is unimplemented"]
                && issue.sourceLocation?.line == expectedLine
                && issue.sourceLocation?.fileName == "XCTestDynamicOverlayTests.swift"
        }
    }

    @Test func xctFailWithoutAMessageStillFails() {
        let expectedLine = #line + 2
        withKnownIssue {
            XCTFail()
        } matching: { issue in
            issue.sourceLocation?.line == expectedLine
        }
    }

    @Test func xctFailTakesTheLocationItIsGiven() {
        withKnownIssue {
            XCTFail("from a helper", file: "Helper.swift", line: 12)
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["from a helper"] && issue.sourceLocation?.line == 12
        }
    }

    @Test func issueReportingComesWithItByName() {
        #expect(isTesting)
        withKnownIssue {
            IssueReporting.reportIssue("reported")
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["reported"]
        }
    }
}
