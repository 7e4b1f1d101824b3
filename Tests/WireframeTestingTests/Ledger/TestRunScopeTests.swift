import Testing

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

@Suite struct TestRunScopeTests {
    private let bundle = "/p/.build/debug/AppPackageTests.xctest"

    @Test func swiftTestingWithoutFilterIsFull() {
        #expect(TestRunScope.of(arguments: [bundle, "--testing-library", "swift-testing"]) == .full)
        #expect(TestRunScope.of(arguments: [bundle, "--parallel", "--testing-library", "swift-testing"]) == .full)
    }

    @Test func swiftTestingWithFilterOrSkipIsFiltered() {
        #expect(TestRunScope.of(arguments: [bundle, "--filter", "Card", "--testing-library", "swift-testing"]) == .filtered)
        #expect(TestRunScope.of(arguments: [bundle, "--skip", "Card", "--testing-library", "swift-testing"]) == .filtered)
    }

    @Test func xctestWithoutArgumentsIsFull() {
        #expect(TestRunScope.of(arguments: [bundle]) == .full)
    }

    @Test func xctestWithSelectedTestsIsFiltered() {
        #expect(TestRunScope.of(arguments: [bundle, "AppTests.CardTests/testTitle"]) == .filtered)
        #expect(TestRunScope.of(arguments: [bundle, "-XCTest", "AppTests.CardTests"]) == .filtered)
        #expect(TestRunScope.of(arguments: [bundle, "-XCTest", "All"]) == .full)
    }
}
