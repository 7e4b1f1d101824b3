import Testing

@testable import WireframeStore

private struct Greeter: Sendable {
    var greet: @Sendable (String) -> String
}

extension Greeter: TestDependencyKey {
    static let testValue = Greeter { "test hello, \($0)" }
}

private struct Clockwork: Sendable {
    var name: String
}

extension Clockwork: TestDependencyKey {
    static let testValue = Clockwork(name: "test")
}

extension Clockwork: DependencyKey {
    static let liveValue = Clockwork(name: "live")
}

extension DependencyValues {
    fileprivate var greeter: Greeter {
        get { self[Greeter.self] }
        set { self[Greeter.self] = newValue }
    }
    fileprivate var clockwork: Clockwork {
        get { self[Clockwork.self] }
        set { self[Clockwork.self] = newValue }
    }
}

@Suite struct TestDependencyKeyTests {
    @Test func aKeyWithOnlyATestValueGivesItEverywhere() {
        #expect(DependencyValues().greeter.greet("Ann") == "test hello, Ann")
        let greeting = withDependencies {
            $0.greeter = Greeter { "hi, \($0)" }
        } operation: {
            DependencyValues.currentValues().greeter.greet("Bo")
        }
        #expect(greeting == "hi, Bo")
    }

    @Test func aKeyWithBothIsReadAsALiveKey() {
        #expect(DependencyValues(context: .live).clockwork.name == "live")
        #expect(DependencyValues().clockwork.name == "test")
    }
}
