import Testing

@testable import WireframeStore

@Suite struct FailureReporterTests {
    @Test func aRunningSwiftTestingTestGetsTheFailure() {
        #expect(FailureReporter.destination(isSwiftTestingRunning: true, processPath: "/x/App.xctest") == .swiftTesting)
    }

    @Test func anXCTestBundleGetsTheFailure() {
        #expect(FailureReporter.destination(isSwiftTestingRunning: false, processPath: "/b/.build/debug/AppPackageTests.xctest") == .xcTest)
        #expect(
            FailureReporter.destination(isSwiftTestingRunning: false, processPath: "/b/App.xctest/Contents/MacOS/App") == .xcTest)
    }

    @Test func anyOtherProcessGetsItOnStandardError() {
        #expect(FailureReporter.destination(isSwiftTestingRunning: false, processPath: "/usr/local/bin/memo-tool") == .standardError)
        #expect(FailureReporter.destination(isSwiftTestingRunning: false, processPath: "") == .standardError)
    }
}
