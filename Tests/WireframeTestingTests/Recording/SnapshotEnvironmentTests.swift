import Testing

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

@Suite struct SnapshotEnvironmentTests {
    private func resolve(_ parameter: SnapshotRecordMode?, _ variables: [String: String]) -> ResolvedRecordMode? {
        try? ResolvedRecordMode.resolve(parameter: parameter, environment: SnapshotEnvironment(variables)).get()
    }

    @Test func defaultIsMissingOnADeveloperMachine() {
        #expect(resolve(nil, [:]) == ResolvedRecordMode(mode: .missing, source: .standard, isCI: false))
    }

    @Test func defaultIsNeverWhenCIIsSet() {
        #expect(resolve(nil, ["CI": "true"]) == ResolvedRecordMode(mode: .never, source: .continuousIntegration, isCI: true))
    }

    @Test func emptyCIDoesNotCount() {
        #expect(resolve(nil, ["CI": ""])?.mode == .missing)
    }

    @Test func environmentVariableOverridesTheDefault() {
        #expect(resolve(nil, ["CI": "1", "WIREFRAME_RECORD": "all"]) == ResolvedRecordMode(mode: .all, source: .environment, isCI: true))
    }

    @Test func parameterOverridesTheEnvironment() {
        #expect(resolve(.never, ["WIREFRAME_RECORD": "all"])?.mode == .never)
        #expect(resolve(.failed, ["WIREFRAME_RECORD": "bogus"])?.mode == .failed)
    }

    @Test func unknownEnvironmentValueIsAnError() {
        let result = ResolvedRecordMode.resolve(parameter: nil, environment: SnapshotEnvironment(["WIREFRAME_RECORD": "yes"]))
        #expect(throws: SnapshotError.unknownRecordMode("yes")) { try result.get() }
    }

    @Test func explanationSaysWhereTheModeCameFrom() {
        #expect(resolve(nil, ["CI": "1"])?.explanation == "record mode \"never\" (CI is set)")
        #expect(resolve(nil, ["WIREFRAME_RECORD": "failed"])?.explanation == "record mode \"failed\" (WIREFRAME_RECORD)")
    }
}
