import Wireframe

/// The scenarios one command knows, checked once when it starts, in the order `list` prints them.
///
/// ```swift
/// let catalog = try ScenarioCatalog(scenarios)
/// catalog.scenario(named: "dialog")
/// catalog.suggestions(for: "dialgo")   // ["dialog"]
/// ```
@MainActor
package struct ScenarioCatalog {
    /// The scenarios, in order.
    package let scenarios: [Scenario]

    /// The scenarios, once every name is checked and found unique.
    ///
    /// - Throws: ``ScenarioError`` naming the scenario at fault, or both scenarios of a name.
    package init(_ scenarios: [Scenario]) throws(ScenarioError) {
        try ScenarioError.check(scenarios)
        self.scenarios = scenarios
    }

    /// The scenario called `name`, or `nil` when there is none.
    package func scenario(named name: String) -> Scenario? {
        scenarios.first { $0.name == name }
    }

    /// The names closest to `name`, for a "did you mean" hint: those that start with `name` and
    /// those within a third of the longer name's length in edit distance (at least 2), nearest
    /// first, then alphabetically. Case is ignored.
    ///
    /// ```swift
    /// catalog.suggestions(for: "dialgo")    // ["dialog"]
    /// catalog.suggestions(for: "memo")      // ["memo-row", "memo-list", "memo-search"]
    /// ```
    /// - Complexity: O(*n* × *m*²) for *n* names of length about *m*.
    package func suggestions(for name: String, limit: Int = 3) -> [String] {
        Suggestions.nearest(to: name, among: scenarios.map(\.name), limit: limit)
    }

    /// The scenarios as a two-column table of names and descriptions, one line each; what the
    /// scenarios' code says is shown, never sent, to the terminal.
    ///
    /// ```swift
    /// catalog.listing()
    /// // toast   A toast at the bottom of the screen
    /// // dialog  A dialog asking to delete a message
    /// ```
    package func listing() -> String {
        let width = scenarios.map { displayWidth(ofText: $0.name) }.max() ?? 0
        return scenarios.map { scenario in
            let padding = String(repeating: " ", count: width - displayWidth(ofText: scenario.name) + 2)
            let description = scenario.description.split(whereSeparator: \.isNewline).joined(separator: " ")
            return terminalSafe(scenario.name + padding + description) + "\n"
        }.joined()
    }

    private func displayWidth(ofText text: String) -> Int {
        text.reduce(0) { $0 + Wireframe.displayWidth(of: $1) }
    }
}
