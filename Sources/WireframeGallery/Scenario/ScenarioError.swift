import Wireframe

/// Why a list of scenarios cannot be used: a name that cannot name a scenario, or two scenarios
/// with one name. The message names the scenarios and where they were made.
///
/// ```swift
/// do {
///     _ = try await Gallery(scenarios: scenarios)
/// } catch {
///     print(error)
///     // two scenarios are named 'memo-row': MyApp/Scenarios.swift:12 and preview of MemoRow_Previews (MyApp/Scenarios.swift:20)
/// }
/// ```
public struct ScenarioError: Error, Equatable, CustomStringConvertible {
    /// The message, a sentence for people.
    public let description: String

    private init(_ description: String) {
        self.description = description
    }

    /// The scenario's name breaks the rule for names.
    static func invalidName(_ scenario: Scenario, problem: String) -> ScenarioError {
        ScenarioError("the scenario name '\(terminalSafe(scenario.name))' (\(scenario.origin)) cannot be used: \(problem)")
    }

    /// Two scenarios share a name.
    static func duplicateName(_ first: Scenario, _ second: Scenario) -> ScenarioError {
        ScenarioError("two scenarios are named '\(terminalSafe(first.name))': \(first.origin) and \(second.origin)")
    }

    /// Checks every name of `scenarios` and that no two are the same.
    ///
    /// - Throws: ``ScenarioError`` for the first scenario at fault.
    static func check(_ scenarios: [Scenario]) throws(ScenarioError) {
        var seen: [String: Scenario] = [:]
        for scenario in scenarios {
            if let problem = ScenarioName.problem(with: scenario.name) { throw .invalidName(scenario, problem: problem) }
            if let first = seen[scenario.name] { throw .duplicateName(first, scenario) }
            seen[scenario.name] = scenario
        }
    }
}
