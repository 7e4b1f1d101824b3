import WireframeDump

extension TestStore where Action: Equatable {
    /// Asserts that an effect sent `expectedAction` next, and how it changed the state.
    ///
    /// ```swift
    /// await clock.advance(by: .seconds(3))
    /// await store.receive(.binding(.set(\.isToastVisible, false))) { $0.isToastVisible = false }
    /// ```
    ///
    /// Waits up to `timeout` (the store's ``TestStore/timeout`` by default) for the action, then
    /// fails listing the actions that did arrive.
    public func receive(
        _ expectedAction: Action,
        timeout: Duration? = nil,
        assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        await receiveAction(
            matching: { $0 == expectedAction },
            expecting: .action(expectedAction),
            timeout: timeout,
            updateStateToExpectedResult,
            at: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

extension TestStore {
    /// Asserts that an effect sent an action satisfying `isMatching` next, and how it changed
    /// the state.
    ///
    /// ```swift
    /// await store.receive({ if case .loaded = $0 { true } else { false } }) { $0.isLoading = false }
    /// ```
    public func receive(
        _ isMatching: @escaping (_ action: Action) -> Bool,
        timeout: Duration? = nil,
        assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        await receiveAction(
            matching: isMatching,
            expecting: .predicate,
            timeout: timeout,
            updateStateToExpectedResult,
            at: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Drops the actions received and not yet asserted, taking the state they led to.
    ///
    /// - Parameters:
    ///   - strict: Fail when there is no action to skip.
    ///   - fileID: The file ID of the source location failures are reported at; the caller's.
    ///   - filePath: The file path of that location; the caller's.
    ///   - line: The line of that location; the caller's.
    ///   - column: The column of that location; the caller's.
    public func skipReceivedActions(
        strict: Bool = true,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        await Yield.letOtherTasksRun()
        guard let last = received.last else {
            if strict {
                FailureReporter.fail(
                    "There were no received actions to skip.",
                    at: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
            }
            return
        }
        if exhaustivity.isExhaustive || exhaustivity.showsSkippedAssertions {
            noteSkipped("\(wereSkipped(received.count))\n\n\(received.map { "  " + ValueDump.line($0.action) }.joined(separator: "\n"))")
        }
        expectedState = last.state
        received.removeAll()
    }

    private func receiveAction(
        matching isMatching: (Action) -> Bool,
        expecting expectation: ReceiveExpectation<Action>,
        timeout: Duration?,
        _ update: ((inout State) throws -> Void)?,
        at location: SourceLocationInfo
    ) async {
        let timeout = timeout ?? self.timeout
        if !isReady(isMatching), core.runningEffects.isEmpty {
            // No effect is left that could send it: fail now, as TCA does, without waiting.
            FailureReporter.fail(expectation.notReceived, at: location)
            return
        }
        guard await waitForAction(matching: isMatching, timeout: timeout) else {
            let arrived = receivedSinceLastSend.map { "  " + ValueDump.line($0) }
            FailureReporter.fail(
                """
                Expected to receive \(exhaustivity.isExhaustive ? "an action" : "a matching action"), but received \
                none\(timeout > .zero ? " after \(timeout)" : "").

                Received since the last send: \(arrived.isEmpty ? "none" : "\n" + arrived.joined(separator: "\n"))
                """, at: location)
            return
        }
        if !exhaustivity.isExhaustive, let index = received.firstIndex(where: { isMatching($0.action) }) {
            if exhaustivity.showsSkippedAssertions, index > 0 {
                let skipped = received.prefix(index).map { "  " + ValueDump.line($0.action) }
                noteSkipped("\(wereSkipped(index))\n\n\(skipped.joined(separator: "\n"))")
            }
            received.removeFirst(index)
        }
        let (action, state) = received.removeFirst()
        if isMatching(action) {
            let previous = exhaustivity.isExhaustive ? expectedState : state
            expectState(from: previous, to: state, update, at: location)
        } else {
            let isLaterReceived = received.contains { isMatching($0.action) }
            FailureReporter.fail(
                """
                Received unexpected action\(isLaterReceived ? " before this one" : ""):

                \(unexpected(action, expectation))
                """, at: location)
        }
        expectedState = state
        await Yield.letOtherTasksRun()
    }

    /// The received `action` that is not the expected one: a diff against the action expected,
    /// when there is one to compare it with, else the action.
    private func unexpected(_ action: Action, _ expectation: ReceiveExpectation<Action>) -> String {
        let received = ValueDump.lines(action)
        guard let expected = expectation.comparison(action),
            let diff = LineDiff.diff(expected: ValueDump.lines(expected.action), actual: received)
        else { return indent(received.joined(separator: "\n")) }
        return "\(indent(diff, by: 4))\n\n(Expected: \u{2212}, \(expected.legend): +)"
    }

    /// Whether an action is ready to be received: any action when exhaustive, a matching one
    /// otherwise.
    private func isReady(_ isMatching: (Action) -> Bool) -> Bool {
        exhaustivity.isExhaustive ? !received.isEmpty : received.contains { isMatching($0.action) }
    }

    /// Waits until an action is ready to be received (any action when exhaustive, a matching one
    /// otherwise), or `timeout` passes; time the machine was too busy to let the test look is
    /// not counted (see ``WaitBudget``).
    private func waitForAction(matching isMatching: (Action) -> Bool, timeout: Duration) async -> Bool {
        if isReady(isMatching) { return true }
        await Yield.letOtherTasksRun()
        return await WaitBudget.poll(timeout: timeout) { isReady(isMatching) }
    }
}

extension TestStore {
    /// Asserts that the next action an effect sent is in the case `actionCase` names, and that
    /// the state then changed as `updateStateToExpectedResult` says, as TCA's
    /// `receive(\.child.response)` does.
    ///
    /// ```swift
    /// await store.receive(\.factResponse.success) { $0.fact = "1 is a number." }
    /// ```
    public func receive<Value>(
        _ actionCase: CaseKeyPath<Action, Value>,
        timeout: Duration? = nil,
        assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        let casePath = AnyCasePath(actionCase)
        await receiveAction(
            matching: { casePath.extract(from: $0) != nil },
            expecting: .casePath,
            timeout: timeout,
            updateStateToExpectedResult,
            at: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Asserts that the next action an effect sent is in the case `actionCase` names with the
    /// payload `value`: `await store.receive(\.factResponse.success, "1 is a number.") { … }`.
    public func receive<Value: Equatable>(
        _ actionCase: CaseKeyPath<Action, Value>,
        _ value: Value,
        timeout: Duration? = nil,
        assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        let casePath = AnyCasePath(actionCase)
        await receiveAction(
            matching: { casePath.extract(from: $0) == value },
            expecting: .casePathValue(casePath.embed(value), isInCase: { casePath.extract(from: $0) != nil }),
            timeout: timeout,
            updateStateToExpectedResult,
            at: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

/// What a `receive` expects, for the words of its failures, as TCA words them for each form.
enum ReceiveExpectation<Action> {
    /// `receive(_ action:)`.
    case action(Action)
    /// `receive(_ caseKeyPath:)`.
    case casePath
    /// `receive(_ caseKeyPath:, _ value:)`: the action it names, and whether an action is in its
    /// case.
    case casePathValue(Action, isInCase: (Action) -> Bool)
    /// `receive(_ isMatching:)`.
    case predicate

    /// The failure when no effect is left that could send the action.
    var notReceived: String {
        switch self {
        case .action(let action):
            let lines = ValueDump.lines(action).map { "  " + $0 }.joined(separator: "\n")
            return "Expected to receive the following action, but didn't:\n\n\(lines)"
        case .casePath, .casePathValue:
            return "Expected to receive an action matching case path, but didn't get one."
        case .predicate:
            return "Expected to receive an action matching predicate, but didn't get one."
        }
    }

    /// The action to compare the unexpected `received` one with, and the legend's name for the
    /// received one; `nil` when there is none to compare with.
    func comparison(_ received: Action) -> (action: Action, legend: String)? {
        switch self {
        case .action(let expected): (expected, "Received")
        case .casePathValue(let expected, let isInCase): isInCase(received) ? (expected, "Actual") : nil
        case .casePath, .predicate: nil
        }
    }
}
