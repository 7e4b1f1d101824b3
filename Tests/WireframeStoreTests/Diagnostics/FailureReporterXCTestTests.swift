import WireframeStore
import XCTest

private struct Counter: Reducer {
    struct State: Equatable, Sendable { var count = 0 }
    enum Action: Equatable, Sendable { case increment }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.count += 1
        return .none
    }
}

/// A `TestStore` failure in an XCTest test fails that test. The test case keeps the failures
/// XCTest records instead of failing, as `XCTExpectFailure` does where it exists, and checks them.
final class FailureReporterXCTestTests: XCTestCase {
    /// The failures kept while a body runs; `nil` outside one, when failures fail the test.
    private var kept: [(description: String, file: String, line: Int)]?

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if kept != nil {
            kept?.append((description, filePath, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    @MainActor
    func testATestStoreFailureFailsTheRunningXCTestTest() async {
        let store = TestStore(initialState: Counter.State()) { Counter() }
        kept = []
        let sendLine = #line + 1
        await store.send(.increment) { $0.count = 2 }
        let failures = kept ?? []
        kept = nil

        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.description.contains("A state change does not match expectation") == true)
        XCTAssertEqual(failures.first?.file.hasSuffix("FailureReporterXCTestTests.swift"), true)
        XCTAssertEqual(failures.first?.line, sendLine)
    }

    /// TCA's own tests expect a `TestStore` failure this way: `XCTExpectFailure` without a block,
    /// then the call that fails. The failure is kept from the test.
    @MainActor
    func testExpectationWithoutABlock1TakesTheTestStoreFailure() async {
        let store = TestStore(initialState: Counter.State()) { Counter() }
        XCTExpectFailure {
            $0.compactDescription.hasPrefix("A state change does not match expectation")
        }
        kept = []
        await store.send(.increment) { $0.count = 2 }
        let failures = kept ?? []
        kept = nil
        XCTAssertEqual(failures.count, 0)
    }

    /// The expectation of the test before ends with it: the same failure fails this test.
    @MainActor
    func testExpectationWithoutABlock2EndsWithItsTest() async {
        let store = TestStore(initialState: Counter.State()) { Counter() }
        kept = []
        await store.send(.increment) { $0.count = 2 }
        let failures = kept ?? []
        kept = nil
        XCTAssertEqual(failures.count, 1)
    }
}
