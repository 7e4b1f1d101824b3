import Foundation
import Testing
import WireframeStore

// Each failure a test store, a reducer or a dependency reports, triggered once, with its first
// line as TCA words it: a CI log searched for TCA's words finds ours. The table of these messages
// is in the Store article ("Failure messages").

@Reducer
private struct Wording {
    @ObservableState
    struct State: Equatable {
        var count = 0
        var child: Child.State?
        var screen = Screen.done
        var rows: IdentifiedArrayOf<Child.State> = []
        var path = StackState<Child.State>()
        @Presents var sheet: Child.State?
    }

    @CasePathable
    enum Action: Equatable {
        case increment, tick, twice, sleep, fail, dismissSelf, noop
        case child(Child.Action)
        case screen(Child.Action)
        case rows(IdentifiedActionOf<Child>)
        case path(StackActionOf<Child>)
        case sheet(PresentationAction<Child.Action>)
    }

    @CasePathable
    enum Screen: Equatable {
        case child(Child.State)
        case done
    }

    @Dependency(\.continuousClock) var clock
    @Dependency(\.dismiss) var dismiss

    var body: some ReducerOf<Self> {
        Scope(state: \.screen, action: \.screen) {
            Scope(state: \.child, action: \.self) { Child() }
        }
        Reduce { state, action in
            switch action {
            case .increment, .tick:
                state.count += 1
                return .none
            case .twice:
                return .merge(.send(.tick), .send(.tick))
            case .sleep:
                return .run { [clock] _ in try await clock.sleep(for: .seconds(10)) }
            case .fail:
                return .run { _ in throw Failure() }
            case .dismissSelf:
                return .run { [dismiss] _ in await dismiss() }
            case .noop, .child, .screen, .rows, .path, .sheet:
                return .none
            }
        }
        .ifLet(\.child, action: \.child) { Child() }
        .forEach(\.rows, action: \.rows) { Child() }
        .forEach(\.path, action: \.path) { Child() }
        .ifLet(\.$sheet, action: \.sheet) { Child() }
    }
}

private struct Failure: Error {}

@Reducer
private struct Child {
    struct State: Equatable, Identifiable { var id = 0 }
    enum Action: Equatable { case tap }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

@MainActor
private func makeStore(_ state: Wording.State = Wording.State()) -> TestStore<Wording.State, Wording.Action> {
    TestStore(initialState: state) {
        Wording()
    } withDependencies: {
        $0.continuousClock = TestClock()
    }
}

/// The notes a test store writes while `body` runs: the assertions it skipped.
@MainActor
private func notes(_ body: () async -> Void) async -> [String] {
    let notes = LockIsolated<[String]>([])
    let record: @Sendable (String) -> Void = { note in notes.withValue { $0.append(note) } }
    await RuntimeWarning.$noteRecorder.withValue(record) { await body() }
    return notes.value
}

@MainActor
@Suite struct TCAWordingTests {
    @Test func aChangeWithoutAClosure() async {
        let store = makeStore()
        await expectIssue(startingWith: "State was not expected to change, but a change occurred.\n\n") {
            await store.send(.increment)
        } matching: {
            $0.hasSuffix("\n\n(Expected: \u{2212}, Actual: +)") && $0.contains("\n    \u{2212}   count: 0\n    +   count: 1\n")
        }
    }

    @Test func aClosureThatDoesNotMatch() async {
        let store = makeStore()
        await expectIssue(startingWith: "A state change does not match expectation.\n\n") {
            await store.send(.increment) { $0.count = 2 }
        }
    }

    @Test func aClosureThatChangesNothing() async {
        let store = makeStore()
        await expectIssue(startingWith: "Expected state to change, but no change occurred.\n\n") {
            await store.send(.noop) { $0.count = 0 }
        }
    }

    @Test func sendingWithActionsLeftToReceive() async {
        let store = makeStore()
        await store.send(.twice)
        await expectIssue(startingWith: "Must handle 2 received actions before sending an action.\n\nUnhandled actions:\n") {
            await store.send(.noop)
        }
    }

    @Test func receivingAnotherAction() async {
        let store = makeStore()
        await store.send(.twice)
        await expectIssues([
            """
            Received unexpected action:

                − .increment
                + .tick

            (Expected: −, Received: +)
            """
        ]) {
            await store.receive(.increment)
        }
        await store.skipReceivedActions()
    }

    @Test func receivingWhenNothingCanSendIt() async {
        let store = makeStore()
        await expectIssues(["Expected to receive the following action, but didn't:\n\n  .tick"]) {
            await store.receive(.tick)
        }
        await expectIssues(["Expected to receive an action matching case path, but didn't get one."]) {
            await store.receive(\.tick)
        }
        await expectIssues(["Expected to receive an action matching predicate, but didn't get one."]) {
            await store.receive({ $0 == .tick })
        }
    }

    @Test func receivingWhileAnEffectRunsPastTheTimeout() async {
        let store = makeStore()
        await store.send(.sleep)
        await expectIssue(startingWith: "Expected to receive an action, but received none after 0.05 seconds.\n\n") {
            await store.receive(.tick, timeout: .milliseconds(50))
        }
        store.exhaustivity = .off
        await expectIssue(startingWith: "Expected to receive a matching action, but received none after 0.05 seconds.\n\n") {
            await store.receive(.tick, timeout: .milliseconds(50))
        }
        await store.skipInFlightEffects()
    }

    @Test func finishingWithActionsLeftToReceive() async {
        let store = makeStore()
        await store.send(.twice)
        await expectIssue(startingWith: "The store received 2 unexpected actions.\n\n  Unhandled actions:\n    .tick\n    .tick\n\n") {
            await store.finish()
        }
    }

    @Test func finishingWhileAnEffectRuns() async {
        let store = makeStore()
        await store.send(.sleep)
        await expectIssue(startingWith: "Expected effects to finish, but there are still effects in-flight after 0.05 seconds.\n\n") {
            await store.finish(timeout: .milliseconds(50))
        }
        await store.skipInFlightEffects()
    }

    @Test func releasingTheStoreWhileAnEffectRuns() async {
        await expectIssue(
            startingWith: "An effect returned for this action is still running. It must complete before the end of the test.\n\n"
        ) {
            let store = makeStore()
            await store.send(.sleep)
        }
    }

    @Test func skippingReceivedActionsIsNotedAsSkippedAssertions() async {
        let store = makeStore()
        await store.send(.twice)
        let written = await notes { await store.skipReceivedActions() }
        #expect(written == ["Skipped assertions.\n\n2 received actions were skipped.\n\n  .tick\n  .tick"])
    }

    @Test func skippingInFlightEffectsIsNotedAsSkippedAssertions() async {
        let store = makeStore()
        await store.send(.sleep)
        let written = await notes { await store.skipInFlightEffects() }
        #expect(written == ["Skipped assertions.\n\n1 in-flight effect was cancelled, originating from:\n\n  .sleep"])
    }

    @Test func aNonExhaustiveStoreNotesTheChangesItLetPass() async {
        let store = makeStore()
        store.exhaustivity = .off(showSkippedAssertions: true)
        let written = await notes { await store.send(.increment) }
        #expect(written.count == 1)
        #expect(written.first?.hasPrefix("Skipped assertions.\n\nState was not expected to change, but a change occurred.\n\n") == true)
        #expect(written.first?.hasSuffix("\n\n(Expected: −, Actual: +)") == true)
    }

    @Test func skippingWhatIsNotThere() async {
        let store = makeStore()
        await expectIssues(["There were no received actions to skip."]) { await store.skipReceivedActions() }
        await expectIssues(["There were no in-flight effects to skip."]) { await store.skipInFlightEffects() }
    }

    @Test func aChildActionForNilState() async {
        let store = makeStore()
        await expectIssue(startingWith: "An \"ifLet\" at \"WireframeStoreTests/TCAWordingTests.swift:") {
            await store.send(.child(.tap))
        } matching: {
            $0.contains("\" received a child action when child state was \"nil\".\n\n")
        }
    }

    @Test func aChildActionForAnotherCase() async {
        let store = makeStore()
        await expectIssue(startingWith: "A \"Scope\" at \"WireframeStoreTests/TCAWordingTests.swift:") {
            await store.send(.screen(.tap))
        } matching: {
            $0.contains("\" received a child action when child state was set to a different case.\n\n")
        }
    }

    @Test func anElementActionForAMissingElement() async {
        let store = makeStore()
        await expectIssue(startingWith: "A \"forEach\" at \"WireframeStoreTests/TCAWordingTests.swift:") {
            await store.send(.rows(.element(id: 1, action: .tap)))
        } matching: {
            $0.contains("\" received an action for a missing element.\n\n")
        }
        await expectIssue(startingWith: "A \"forEach\" at ") {
            await store.send(.path(.element(id: 0, action: .tap)))
        } matching: {
            $0.contains("\" received an action for a missing element.\n\n")
        }
        await expectIssue(startingWith: "A \"forEach\" at ") {
            await store.send(.path(.popFrom(id: 0)))
        } matching: {
            $0.contains("\" received a \"popFrom\" action for a missing element.\n\n")
        }
    }

    @Test func aPresentationActionWhenNothingIsPresented() async {
        let store = makeStore()
        await expectIssue(startingWith: "An \"ifLet\" at ") {
            await store.send(.sheet(.presented(.tap)))
        } matching: {
            $0.contains("\" received a presentation action when destination state was absent.\n\n")
        }
    }

    @Test func anEffectThatThrows() async {
        let store = makeStore()
        await expectIssue(startingWith: "An \"Effect.run\" returned from \"WireframeStoreTests/TCAWordingTests.swift:") {
            await store.send(.fail)
            await store.finish()
        } matching: {
            $0.contains("\" threw an unhandled error.\n\n")
        }
    }

    @Test func aDismissalWithNothingToDismiss() async {
        let store = Store(initialState: Wording.State()) { Wording() }
        await expectIssue(startingWith: "A reducer requested dismissal at \"WireframeStoreTests/TCAWordingTests.swift:") {
            await store.send(.dismissSelf).finish()
        } matching: {
            $0.contains("\", but couldn't be dismissed.\n\n")
        }
    }

    @Test func aDependencyWithoutATestValue() async {
        @Dependency(\.date) var date
        await expectIssue(startingWith: #"@Dependency(\.date) has no test implementation, but was accessed from a test context:"#) {
            _ = date.now
        }
    }

    @Test func anUnimplementedClock() async {
        await expectIssues(["Unimplemented: ContinuousClock.now"]) {
            @Dependency(\.continuousClock) var clock
            _ = clock.now
        }
    }
}

/// Runs `body`, expecting one issue that starts with `prefix` and whose text `matches`.
@MainActor
private func expectIssue(
    startingWith prefix: String,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () async -> Void,
    matching matches: @escaping @Sendable (String) -> Bool
) async {
    let matched = LockIsolated(0)
    await withKnownIssue {
        await body()
    } matching: { issue in
        let text = issue.comments.map(\.rawValue).joined(separator: "\n")
        if text.hasPrefix(prefix), matches(text) { matched.withValue { $0 += 1 } }
        return true
    }
    #expect(matched.value == 1, sourceLocation: sourceLocation)
}
