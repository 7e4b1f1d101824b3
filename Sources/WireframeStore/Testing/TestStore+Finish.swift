import WireframeDump

extension TestStore {
    /// Checks that no received action is left unasserted, then waits for the feature's effects
    /// to finish.
    ///
    /// When exhaustive, fails here for the received actions not asserted with `receive`, and
    /// once, "Expected effects to finish, but there are still effects in-flight", when effects
    /// are still running after `timeout` (the store's ``TestStore/timeout`` by default). An
    /// effect still running when the store is released fails again, at the `send` that started
    /// it, as in TCA.
    public func finish(
        timeout: Duration? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        let location = SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column)
        await Yield.letOtherTasksRun()
        ledger.areActionsChecked = true
        if let failure = ledger.unhandledActionsFailure() { FailureReporter.fail(failure, at: location) }
        guard exhaustivity.isExhaustive else { return }
        let timeout = timeout ?? self.timeout
        guard await !WaitBudget.poll(timeout: timeout, until: { core.runningEffects.isEmpty }) else { return }
        let origins = core.runningEffects.sorted { $0.key < $1.key }.map { "  " + ValueDump.line($0.value.origin) }
        FailureReporter.fail(
            """
            Expected effects to finish, but there are still effects in-flight\
            \(timeout > .zero ? " after \(timeout)" : "").

            Started by:
            \(origins.joined(separator: "\n"))

            Advance the test clock so that they finish, give "finish" a longer "timeout", or cancel \
            them with "skipInFlightEffects()".
            """, at: location)
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
        let running = core.runningEffects.sorted { $0.key < $1.key }.map(\.value.origin)
        if strict, running.isEmpty {
            FailureReporter.fail(
                "There were no in-flight effects to skip.",
                at: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
        }
        if !running.isEmpty, exhaustivity.isExhaustive || exhaustivity.showsSkippedAssertions {
            noteSkipped(
                """
                \(running.count) in-flight \(running.count == 1 ? "effect was" : "effects were") cancelled, \
                originating from:

                \(running.map { "  " + ValueDump.line($0) }.joined(separator: "\n"))
                """)
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
}
