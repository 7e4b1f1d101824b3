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
        var budget = WaitBudget(timeout: timeout ?? self.timeout)
        await Yield.letOtherTasksRun()
        while exhaustivity == .on, !core.runningEffects.isEmpty, budget.spend() {
            try? await Task.sleep(for: .milliseconds(1))
        }
        checkCompletion(at: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Cancels every effect still running, so the test can end without waiting for them.
    public func skipInFlightEffects() async {
        core.cancelAll()
        await Yield.letOtherTasksRun()
    }

    func checkCompletion(at location: SourceLocationInfo) {
        ledger.isFinished = true
        for failure in ledger.failures() {
            FailureReporter.fail(failure.message, at: failure.location ?? location)
        }
    }
}
