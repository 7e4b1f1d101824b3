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

    /// A scenario's files would be another's: `x.dark` and the `dark` variant of `x`.
    static func fileNameCollision(_ file: String, _ first: String, _ second: String) -> ScenarioError {
        ScenarioError("\(first) and \(second) would both be written as '\(terminalSafe(file)).svg'; rename the scenario")
    }

    /// Checks that no two of the files a gallery writes for `scenarios` in `variants` share a
    /// name, before anything is rendered.
    ///
    /// - Throws: ``ScenarioError`` naming the two scenarios (or variants) at fault.
    static func checkFileNames(of scenarios: [Scenario], variants: [String]) throws(ScenarioError) {
        var owners: [String: String] = [:]
        for scenario in scenarios {
            let names =
                [(scenario.name, "the scenario '\(terminalSafe(scenario.name))' (\(scenario.origin))")]
                + variants.map { variant in
                    (
                        "\(scenario.name).\(variant)",
                        "the '\(variant)' variant of '\(terminalSafe(scenario.name))' (\(scenario.origin))"
                    )
                }
            for (name, owner) in names {
                let file = Gallery.fileStem(for: name)
                if let first = owners[file] { throw .fileNameCollision(file, first, owner) }
                owners[file] = owner
            }
        }
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
