extension TestStore {
    /// Waits for the feature's effects to finish, then checks that nothing is left unasserted.
    ///
    /// When exhaustive, fails for every received action not asserted with `receive` (reported
    /// here) and for every effect still running after `timeout` (the store's
    /// ``TestStore/timeout`` by default), reported at the `send` that started it, as in TCA.
    public func finish(
        timeout: Duration? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        await Yield.letOtherTasksRun()
        if exhaustivity.isExhaustive {
            await WaitBudget.poll(timeout: timeout ?? self.timeout) { core.runningEffects.isEmpty }
        }
        checkCompletion(at: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Cancels every effect still running, so the test can end without waiting for them; with
    /// `strict`, fails when none is running, as TCA's does.
    ///
    /// ```swift
    /// await store.send(.onAppear)          // starts a long-living effect
    /// await store.skipInFlightEffects()
    /// ```
    public func skipInFlightEffects(
        strict: Bool = true,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        await Yield.letOtherTasksRun()
        if strict, core.runningEffects.isEmpty {
            FailureReporter.fail(
                "There were no in-flight effects to skip.",
                at: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
        }
        core.cancelAll()
        await Yield.letOtherTasksRun()
    }

    /// Asserts the state as it is now, with no action: `updateStateToExpectedResult` turns the
    /// state the test last asserted into the current one, as TCA's `store.assert { … }`. A
    /// closure that changes nothing is not a failure here.
    ///
    /// ```swift
    /// store.exhaustivity = .off
    /// await store.send(.refresh)
    /// store.assert { $0.isLoading = true }
    /// ```
    public func assert(
        _ updateStateToExpectedResult: (_ state: inout State) throws -> Void,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let location = SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column)
        let actual = core.state
        let previous = exhaustivity.isExhaustive ? expectedState : actual
        withoutActuallyEscaping(updateStateToExpectedResult) { update in
            expectState(from: previous, to: actual, update, requiringChange: false, at: location)
        }
        expectedState = actual
    }

    /// Runs `operation` with the store at `exhaustivity`, then puts the store's own back, as TCA's
    /// `withExhaustivity(_:operation:)`.
    ///
    /// ```swift
    /// await store.withExhaustivity(.off) {
    ///     await store.send(.refresh)
    ///     await store.receive(\.loaded) { $0.rows.count = 3 }
    /// }
    /// ```
    public func withExhaustivity(_ exhaustivity: Exhaustivity, operation: () async throws -> Void) async rethrows {
        let kept = self.exhaustivity
        self.exhaustivity = exhaustivity
        defer { self.exhaustivity = kept }
        try await operation()
    }

    /// Whether every task runs on the main thread, one at a time, for the store's lifetime, as
    /// TCA's test stores do by default (see ``withMainSerialExecutor(operation:)-(()->Void)``):
    /// an effect that finishes at once has run when `send` returns. `true` from the start; set
    /// it to `false` for a test whose effects must run in parallel.
    ///
    /// ```swift
    /// store.useMainSerialExecutor = false
    /// ```
    public var useMainSerialExecutor: Bool {
        get { mainSerialExecutorUse.isOn }
        set { mainSerialExecutorUse.set(on: newValue) }
    }

    func checkCompletion(at location: SourceLocationInfo) {
        ledger.isFinished = true
        for failure in ledger.failures() {
            FailureReporter.fail(failure.message, at: failure.location ?? location)
        }
    }
}
