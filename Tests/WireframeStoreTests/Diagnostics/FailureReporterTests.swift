import Foundation
import Testing
import WireframeDump

@testable import WireframeStore
@testable import WireframeTesting

private struct Counter: Reducer {
    struct State: Equatable, Sendable { var count = 0 }
    enum Action: Equatable, Sendable { case increment }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.count += 1
        return .none
    }
}

@MainActor
@Suite struct FailureReporterTests {
    @Test func aTestStoreFailureIsRecordedInTheRunningSwiftTestingTest() async {
        let store = TestStore(initialState: Counter.State()) { Counter() }
        await expectIssue(startingWith: "A state change does not match expectation") {
            await store.send(.increment) { $0.count = 2 }
        }
    }

    @Test func aRuntimeWarningIsRecordedInTheRunningSwiftTestingTest() {
        withKnownIssue {
            RuntimeWarning.report("An action was sent to a dismissed feature.")
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["An action was sent to a dismissed feature."]
        }
    }

    @Test func theBridgeFindsTheSwiftTestingRecorderOfTheTestingLibrary() {
        withKnownIssue {
            let recorded = TestFrameworkBridge.recordInSwiftTesting(
                "recorded", fileID: "App/Feature.swift", filePath: "/App/Feature.swift", line: 7, column: 3)
            #expect(recorded)
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["recorded"] && issue.sourceLocation?.line == 7
                && issue.sourceLocation?.fileID == "App/Feature.swift"
        }
    }

    @Test func outsideASwiftTestingTestTheRecorderRecordsNothing() async {
        // A detached task inherits no task-local values, so no test is current there.
        let recorded = await Task.detached {
            TestFrameworkBridge.recordInSwiftTesting("nowhere", fileID: "A/B.swift", filePath: "/A/B.swift", line: 1, column: 1)
        }.value
        #expect(!recorded)
    }

    @Test func anXCTestBundleIsRecognizedByItsPath() {
        #expect(TestFrameworkBridge.isXCTestBundle(processPath: "/b/.build/debug/AppPackageTests.xctest"))
        #expect(TestFrameworkBridge.isXCTestBundle(processPath: "/b/App.xctest/Contents/MacOS/App"))
        #expect(!TestFrameworkBridge.isXCTestBundle(processPath: "/usr/local/bin/memo-tool"))
        #expect(!TestFrameworkBridge.isXCTestBundle(processPath: ""))
    }

    @Test func theBridgeLooksForTheTestingLibrarysRecorderByItsName() {
        let found = _typeByName(TestFrameworkBridge.swiftTestingRecorderTypeName)
        #expect(found.map(ObjectIdentifier.init) == ObjectIdentifier(SwiftTestingRecorder.self))
    }
}
