import Foundation
import WireframeDump

/// Drives a feature in a test and checks every state change, received action and effect.
///
/// ```swift
/// @Test @MainActor func counterTicks() async {
///     let clock = TestClock()
///     let store = TestStore(initialState: Counter.State()) {
///         Counter()
///     } withDependencies: {
///         $0.continuousClock = clock
///     }
///     await store.send(.later)
///     await clock.advance(by: .seconds(1))
///     await store.receive(.tapped) { $0.count = 1 }
///     await store.finish()
/// }
/// ```
///
/// By default the store is exhaustive: a `send` or `receive` whose closure does not describe the
/// state change exactly fails with a line diff (`−` expected, `+` actual); actions from effects
/// must be received in order before the next `send`; at `finish()` (or when the store is
/// released) no received action may be left unasserted and no effect may still be running.
/// Failures go to Swift Testing when a Swift Testing test is running, to XCTest otherwise.
///
/// Dependencies default to their test values, as everywhere in tests and as in
/// swift-dependencies: the clocks and `withRandomNumberGenerator` report each use until the test
/// sets them (a ``TestClock``, a seeded ``LCRNG``), and `date` and `uuid` have none, so a test
/// whose feature reads them sets them (`$0.uuid = .incrementing`, `$0.date.now = …`), else it
/// fails with an issue.
@MainActor
public final class TestStore<State: Equatable, Action> {
    /// How much the test must assert; ``Exhaustivity/on`` by default.
    public var exhaustivity = Exhaustivity.on {
        didSet { ledger.isExhaustive = exhaustivity.isExhaustive }
    }

    /// How long `receive` and `finish` wait for actions and effects before failing.
    ///
    /// The time is real time the test spent looking: a pause in which a loaded machine let
    /// neither the test nor the effect run counts for at most 20 ms, so a busy CI machine does
    /// not fail a test whose effect was merely stalled with it.
    public var timeout: Duration = .seconds(1)

    let core: StoreCore<State, Action>
    var received: [(action: Action, state: State)] = [] {
        didSet { ledger.setUnhandledActions(received.map { ValueDump.line($0.action) }) }
    }
    let ledger = CompletionLedger()
    /// The store's use of the main serial executor, ended when the store is released.
    let mainSerialExecutorUse = MainSerialExecutorUse()
    var receivedSinceLastSend: [Action] = []
    var expectedState: State
    let creation: SourceLocationInfo

    /// Creates a test store for a feature.
    ///
    /// - Parameters:
    ///   - initialState: The state to start from.
    ///   - reducer: The feature's reducer.
    ///   - prepareDependencies: Changes to the test dependencies, such as a ``TestClock``.
    ///   - fileID: The file ID of the source location failures are reported at when the store is
    ///     released with work left undone; the caller's.
    ///   - filePath: The file path of that location; the caller's.
    ///   - line: The line of that location; the caller's.
    ///   - column: The column of that location; the caller's.
    public init<R: Reducer>(
        initialState: @autoclosure () -> R.State,
        @ReducerBuilder<State, Action> reducer: () -> R,
        withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) where R.State == State, R.Action == Action {
        mainSerialExecutorUse.set(on: true)
        var dependencies = DependencyValues.current
        dependencies.context = .test
        dependencies.defaultInMemoryStorage = InMemoryStorage()
        dependencies.defaultAppStorage = InMemoryUserDefaults()
        dependencies.sharedChangeTracker = SharedChangeTracker()
        dependencies.update(with: prepareDependencies)
        // The test store stands for the feature's presenter, as in TCA: a dismissal calls the
        // test's own `dismiss` if it set one, marks the store dismissed and ends its effects.
        let dismissal = LockIsolated(false)
        let cancelEffects = LockIsolated<(@MainActor @Sendable () -> Void)?>(nil)
        let testsOwnDismiss = dependencies.dismiss.dismiss
        dependencies.dismiss = DismissEffect {
            await testsOwnDismiss?()
            dismissal.setValue(true)
            if let cancel = cancelEffects.value { await cancel() }
        }
        let (state, reduce) = DependencyValues.$current.withValue(dependencies) {
            (initialState(), reducer().resolved())
        }
        self.dismissal = dismissal
        self.core = StoreCore(state: state, reducer: reduce, dependencies: dependencies)
        let canceller: any EffectCancelling = core
        cancelEffects.setValue { [weak canceller] in canceller?.cancelAll() }
        self.expectedState = state
        self.creation = SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column)
        core.ledger = ledger
        core.didReduce = { [weak self] action, state in
            self?.received.append((action, state))
            self?.receivedSinceLastSend.append(action)
        }
    }

    deinit {
        if !ledger.areActionsChecked, let failure = ledger.unhandledActionsFailure() {
            FailureReporter.fail(failure, at: creation)
        }
        for failure in ledger.runningEffectFailures() {
            FailureReporter.fail(failure.message, at: failure.location ?? creation)
        }
    }

    /// Whether the feature dismissed itself with `@Dependency(\.dismiss)`, as TCA's
    /// `isDismissed`: the test store stands for the feature's presenter, so the dismissal also
    /// ends the store's effects, and a later `send` fails with "Can't send action to dismissed
    /// test store.".
    ///
    /// ```swift
    /// await store.send(.closeButtonTapped)
    /// #expect(store.isDismissed)
    /// ```
    public var isDismissed: Bool { dismissal.value }
    private let dismissal: LockIsolated<Bool>

    /// The current state of the feature.
    public var state: State {
        core.state
    }

    /// The dependencies the feature runs with.
    public var dependencies: DependencyValues {
        core.dependencies
    }

    /// Sends `action` and asserts how the state changes.
    ///
    /// ```swift
    /// await store.send(.addMemo(memo)) { $0.memos = [memo] }
    /// ```
    ///
    /// - Parameters:
    ///   - action: The action, as a view would send it.
    ///   - updateStateToExpectedResult: Changes the state before the action into the expected
    ///     state after it; omit it when the action does not change the state.
    ///   - fileID: The file ID of the source location failures are reported at; the caller's.
    ///   - filePath: The file path of that location; the caller's.
    ///   - line: The line of that location; the caller's.
    ///   - column: The column of that location; the caller's.
    /// - Returns: The effects the action started.
    @discardableResult
    public func send(
        _ action: Action,
        assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> TestStoreTask {
        let location = SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column)
        guard !isDismissed else {
            FailureReporter.fail("Can't send action to dismissed test store.", at: location)
            return TestStoreTask(rawValue: StoreTask(tasks: []))
        }
        if !received.isEmpty {
            let unhandled = received.map { "  " + ValueDump.line($0.action) }.joined(separator: "\n")
            if exhaustivity.isExhaustive {
                FailureReporter.fail(
                    """
                    Must handle \(received.count) received \(actions(received.count)) before sending an \
                    action.

                    Unhandled actions:
                    \(unhandled)
                    """, at: location)
            } else if exhaustivity.showsSkippedAssertions {
                noteSkipped("\(wereSkipped(received.count))\n\n\(unhandled)")
            }
            if let last = received.last { expectedState = last.state }
            received.removeAll()
        }
        receivedSinceLastSend.removeAll()
        let previous = exhaustivity.isExhaustive ? expectedState : core.state
        ledger.currentSendLocation = location
        let task = core.send(action)
        let actual = received.isEmpty ? core.state : received.removeFirst().state
        if !receivedSinceLastSend.isEmpty { receivedSinceLastSend.removeFirst() }
        expectState(from: previous, to: actual, updateStateToExpectedResult, at: location)
        expectedState = actual
        await Yield.letOtherTasksRun()
        return TestStoreTask(rawValue: task)
    }

    /// Checks that `update` turns `previous` into `actual`, or, when the store is not
    /// exhaustive, that it holds in `actual`.
    func expectState(
        from previous: State,
        to actual: State,
        _ update: ((inout State) throws -> Void)?,
        requiringChange: Bool = true,
        at location: SourceLocationInfo
    ) {
        var expected = exhaustivity.isExhaustive ? previous : actual
        // Shared values changed since the last assertion are expected to hold their values from
        // before; the update changes those expected values, never the live ones.
        let sharedChanges = core.dependencies.sharedChangeTracker?.takeChanges() ?? [:]
        let before = SharedSnapshot(values: exhaustivity.isExhaustive ? sharedChanges : [:])
        let after = before.copy()
        do {
            try SharedSnapshot.$current.withValue(after) { try update?(&expected) }
        } catch {
            FailureReporter.fail("Threw error: \(error)", at: location)
            return
        }
        if exhaustivity.showsSkippedAssertions { showSkippedChanges(from: previous, to: actual, update) }
        if SharedSnapshot.$current.withValue(after.comparing, operation: { expected == actual }) {
            // As in TCA, an action that changed shared state (even to the value it had) may be
            // asserted: `$0.$count.withLock { $0 = 0 }` after a reset of a count already 0.
            if exhaustivity.isExhaustive, requiringChange, update != nil, sharedChanges.isEmpty,
                SharedSnapshot.$current.withValue(before.comparing, operation: { previous == actual })
            {
                FailureReporter.fail(
                    """
                    Expected state to change, but no change occurred.

                    The trailing closure made no observable modifications to state. If no change \
                    to state is expected, omit the trailing closure.
                    """, at: location)
            }
            return
        }
        let expectedLines = SharedSnapshot.$current.withValue(after) { ValueDump.lines(expected) }
        FailureReporter.fail(
            stateMismatch(expected: expectedLines, actual: ValueDump.lines(actual), isExpectingChange: update != nil),
            at: location)
    }

    /// A state that is not the expected one, worded as TCA words it: whether a change was
    /// expected at all, then the diff with its legend.
    func stateMismatch(expected: [String], actual: [String], isExpectingChange: Bool) -> String {
        let heading =
            isExpectingChange
            ? "A state change does not match expectation." : "State was not expected to change, but a change occurred."
        let diff = LineDiff.diff(expected: expected, actual: actual) ?? "  (the values differ but print the same)"
        return """
            \(heading)

            \(indent(diff, by: 4))

            (Expected: \u{2212}, Actual: +)
            """
    }

    /// Writes out the changes from `previous` to `actual` that `update` does not make, for a
    /// non-exhaustive store that shows what it skips.
    func showSkippedChanges(from previous: State, to actual: State, _ update: ((inout State) throws -> Void)?) {
        var asserted = previous
        guard (try? update?(&asserted)) != nil || update == nil, asserted != actual else { return }
        noteSkipped(stateMismatch(expected: ValueDump.lines(asserted), actual: ValueDump.lines(actual), isExpectingChange: update != nil))
    }

    /// Writes out an assertion a non-exhaustive store let pass, or a test skipped on purpose,
    /// under TCA's heading for them: where TCA records a known issue, it goes to standard error.
    func noteSkipped(_ message: String) {
        RuntimeWarning.note("Skipped assertions.\n\n\(message)")
    }

    /// `1 received action was skipped.`, or the plural.
    func wereSkipped(_ count: Int) -> String {
        "\(count) received \(actions(count)) \(count == 1 ? "was" : "were") skipped."
    }

    func actions(_ count: Int) -> String {
        count == 1 ? "action" : "actions"
    }

    func indent(_ text: String, by spaces: Int = 2) -> String {
        let margin = String(repeating: " ", count: spaces)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { margin + $0 }.joined(separator: "\n")
    }
}

extension TestStore {
    /// Sends the action with no payload that the case key path `action` names, as TCA's
    /// `await store.send(\.view.refreshTapped) { … }` does.
    @discardableResult
    public func send(
        _ action: CaseKeyPath<Action, Void>,
        assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> TestStoreTask {
        await send(action(), assert: updateStateToExpectedResult, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Sends the action the case key path `action` names with the payload `value`:
    /// `await store.send(\.binding.text, "Hi") { $0.text = "Hi" }`.
    @discardableResult
    public func send<Value>(
        _ action: CaseKeyPath<Action, Value>,
        _ value: Value,
        assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> TestStoreTask {
        await send(action(value), assert: updateStateToExpectedResult, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// The test store of a reducer's state and actions, as `StoreOf` is the store's.
///
/// ```swift
/// let store: TestStoreOf<Counter> = TestStore(initialState: Counter.State()) { Counter() }
/// ```
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action> where R.State: Equatable
