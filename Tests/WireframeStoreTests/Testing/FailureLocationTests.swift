import Foundation
import Testing
import WireframeStore

private struct Sleeper: Reducer {
    struct State: Equatable {}
    enum Action: Equatable { case sleep, noop }
    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .sleep:
            return .run { [clock] _ in try await clock.sleep(for: .seconds(10)) }
        case .noop:
            return .none
        }
    }
}

/// Where the issues recorded while running a body were reported.
@MainActor
private func issueLocations(_ body: () async -> Void) async -> [SourceLocation] {
    let locations = LocationLog()
    await withKnownIssue {
        await body()
    } matching: { issue in
        if let location = issue.sourceLocation { locations.append(location) }
        return true
    }
    return locations.entries
}

private final class LocationLog: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [SourceLocation] = []

    var entries: [SourceLocation] { lock.withLock { recorded } }

    func append(_ location: SourceLocation) {
        lock.withLock { recorded.append(location) }
    }
}

@MainActor
@Suite struct FailureLocationTests {
    private func makeStore() -> TestStore<Sleeper.State, Sleeper.Action> {
        TestStore(initialState: Sleeper.State()) {
            Sleeper()
        } withDependencies: {
            $0.continuousClock = TestClock()
        }
    }

    @Test func effectsStillRunningAtFinishAreReportedAtTheFinish() async {
        let store = makeStore()
        var finishLine = 0
        let locations = await issueLocations {
            await store.send(.sleep)
            await store.send(.noop)
            finishLine = #line + 1
            await store.finish(timeout: .milliseconds(10))
        }
        #expect(locations.map(\.line) == [finishLine])
        #expect(locations.first?.fileName == "FailureLocationTests.swift")
        await store.skipInFlightEffects()
    }

    @Test func runningEffectAtDeinitIsReportedAtTheSendThatStartedIt() async {
        var sendLine = 0
        let locations = await issueLocations {
            var store: TestStore<Sleeper.State, Sleeper.Action>? = makeStore()
            sendLine = #line + 1
            await store?.send(.sleep)
            store = nil
        }
        #expect(locations.map(\.line) == [sendLine])
    }
}
