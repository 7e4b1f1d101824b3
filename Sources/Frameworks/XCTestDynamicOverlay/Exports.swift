// On Linux, `import XCTestDynamicOverlay` is what TCA-era code had under that name before it
// became IssueReporting: IssueReporting itself (`reportIssue`, `isTesting`), and `XCTFail` that
// app code may call without linking XCTest.
@_exported import IssueReporting
