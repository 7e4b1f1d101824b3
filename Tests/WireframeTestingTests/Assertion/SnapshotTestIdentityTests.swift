import Testing

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

@Suite struct SnapshotTestIdentityTests {
    @Test func swiftTestingTestIsIdentifiedByTestCurrent() {
        let identity = SnapshotTestIdentity.current(filePath: "/elsewhere/Helper.swift", testName: "helper()")
        #expect(identity.name == "swiftTestingTestIsIdentifiedByTestCurrent")
        #expect(identity.filePath.hasSuffix("/Assertion/SnapshotTestIdentityTests.swift"))
        #expect(!identity.isParameterized)
    }

    @Test(arguments: [1])
    func parameterizedTestIsMarked(value: Int) {
        let identity = SnapshotTestIdentity.current(filePath: #filePath, testName: #function)
        #expect(identity.name == "parameterizedTestIsMarked")
        #expect(identity.isParameterized)
    }

    @Test func functionNameDropsTheParameterList() {
        #expect(SnapshotTestIdentity.functionName("testTitle()") == "testTitle")
        #expect(SnapshotTestIdentity.functionName("rendersRow(width:height:)") == "rendersRow")
        #expect(SnapshotTestIdentity.functionName("plain") == "plain")
    }
}
