import Foundation
import Testing

@testable import WireframeStore

private struct Greeting: Sendable {
    var text: String
}

/// A key with a live and a test value.
private enum GreetingKey: DependencyKey {
    static let liveValue = Greeting(text: "live")
    static let testValue = Greeting(text: "test")
}

/// A key with only a live value.
private enum LiveOnlyGreetingKey: DependencyKey {
    static let liveValue = Greeting(text: "live only")
}

extension DependencyValues {
    fileprivate var greeting: Greeting {
        get { self[GreetingKey.self] }
        set { self[GreetingKey.self] = newValue }
    }
    fileprivate var liveOnlyGreeting: Greeting {
        get { self[LiveOnlyGreetingKey.self] }
        set { self[LiveOnlyGreetingKey.self] = newValue }
    }
}

/// Tests read test values everywhere, as in swift-dependencies, not only under a `TestStore`.
@MainActor
@Suite struct TestContextTests {
    @Test func aTestReadsTestValuesOutsideATestStore() {
        @Dependency(\.greeting) var greeting
        #expect(isTesting)
        #expect(greeting.text == "test")
    }

    @Test func aStoreMadeInATestReadsTestValues() {
        let store = Store(initialState: "") {
            Reduce<String, Void> { state, _ in
                @Dependency(\.greeting) var greeting
                state = greeting.text
                return .none
            }
        }
        store.send(())
        #expect(store.state == "test")
    }

    @Test func aKeyWithOnlyALiveValueReportsItsUseAndGivesTheLiveValue() async {
        @Dependency(\.liveOnlyGreeting) var greeting
        await expectIssue(
            startingWith: #"""
                @Dependency(\.liveOnlyGreeting) has no test implementation, but was accessed from a test context:

                  Key:
                    LiveOnlyGreetingKey
                  Value:
                    Greeting
                """#
        ) {
            #expect(greeting.text == "live only")
        }
    }

    @Test func settingADependencyReadsNothing() {
        let values = withDependencies {
            $0.liveOnlyGreeting.text = "set"
            $0.date.now = Date(timeIntervalSince1970: 0)
        } operation: {
            DependencyValues.currentValues()
        }
        #expect(values.liveOnlyGreeting.text == "set")
        #expect(values.date.now == Date(timeIntervalSince1970: 0))
    }

    @Test func anUnsetDateReportsItsUseInATest() async {
        @Dependency(\.date) var date
        await expectIssue(startingWith: #"@Dependency(\.date) has no test implementation, but was accessed from a test context:"#) {
            _ = date.now
        }
    }

    @Test func anUnsetUUIDGeneratorReportsItsUseInATest() async {
        @Dependency(\.uuid) var uuid
        await expectIssue(startingWith: #"@Dependency(\.uuid) has no test implementation, but was accessed from a test context:"#) {
            _ = uuid()
        }
    }
}
