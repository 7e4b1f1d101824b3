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
            expected: expectedAction,
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
            expected: nil,
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
        expectedState = last.state
        received.removeAll()
    }

    private func receiveAction(
        matching isMatching: (Action) -> Bool,
        expected: Action?,
        timeout: Duration?,
        _ update: ((inout State) throws -> Void)?,
        at location: SourceLocationInfo
    ) async {
        let description = expected.map { ValueDump.line($0) } ?? "the given predicate"
        guard await waitForAction(matching: isMatching, timeout: timeout ?? self.timeout) else {
            let arrived = receivedSinceLastSend.map { "  " + ValueDump.line($0) }
            FailureReporter.fail(
                """
                Expected to receive an action \(description), but received none after \
                \((timeout ?? self.timeout).description). …

                Received since the last send: \(arrived.isEmpty ? "none" : "\n" + arrived.joined(separator: "\n"))
                """, at: location)
            return
        }
        if !exhaustivity.isExhaustive, let index = received.firstIndex(where: { isMatching($0.action) }) {
            if exhaustivity.showsSkippedAssertions, index > 0 {
                let skipped = received.prefix(index).map { "  " + ValueDump.line($0.action) }
                RuntimeWarning.note(
                    "Skipped receiving \(index) \(actions(index)) (the store is not exhaustive):\n\(skipped.joined(separator: "\n"))")
            }
            received.removeFirst(index)
        }
        let (action, state) = received.removeFirst()
        if !isMatching(action) {
            let expectedLines = expected.map { ValueDump.lines($0) } ?? [description]
            let diff = LineDiff.diff(expected: expectedLines, actual: ValueDump.lines(action)) ?? ""
            FailureReporter.fail(
                """
                Received unexpected action: …

                \(indent(diff))

                (Expected: -, Received: +)
                """, at: location)
        }
        let previous = exhaustivity.isExhaustive ? expectedState : state
        expectState(from: previous, to: state, update, at: location)
        expectedState = state
        await Yield.letOtherTasksRun()
    }

    /// Waits until an action is ready to be received (any action when exhaustive, a matching one
    /// otherwise), or `timeout` passes; time the machine was too busy to let the test look is
    /// not counted (see ``WaitBudget``).
    private func waitForAction(matching isMatching: (Action) -> Bool, timeout: Duration) async -> Bool {
        func isReady() -> Bool {
            exhaustivity.isExhaustive ? !received.isEmpty : received.contains { isMatching($0.action) }
        }
        if isReady() { return true }
        await Yield.letOtherTasksRun()
        return await WaitBudget.poll(timeout: timeout, until: isReady)
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
            expected: nil,
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
            expected: nil,
            timeout: timeout,
            updateStateToExpectedResult,
            at: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
