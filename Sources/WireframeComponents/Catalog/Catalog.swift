import Foundation
import Wireframe

/// The scenarios the `wireframe` command knows: every component state and a few demos of the
/// primitives, in the order `wireframe list` prints them.
///
/// ```swift
/// let dialog = Catalog.scenario(named: "dialog")
/// Catalog.suggestions(for: "dialgo")   // ["dialog"]
/// ```
@MainActor
package enum Catalog {
    /// Every scenario, components first, then the primitive demos.
    ///
    /// The views are built on each access, so the list holds no shared state.
    package static var scenarios: [Scenario] {
        componentScenarios + memoScenarios + primitiveScenarios
    }

    /// The scenario called `name`, or `nil` when there is none.
    package static func scenario(named name: String) -> Scenario? {
        scenarios.first { $0.name == name }
    }

    /// The names closest to `name`, for a "did you mean" hint: those that start with `name` and
    /// those within a third of the longer name's length in edit distance (at least 2), nearest
    /// first, then alphabetically. Case is ignored.
    ///
    /// ```swift
    /// Catalog.suggestions(for: "dialgo")    // ["dialog"]
    /// Catalog.suggestions(for: "memo")      // ["memo-row", "memo-list", "memo-search"]
    /// Catalog.suggestions(for: "xyzzy")     // []
    /// ```
    /// - Parameters:
    ///   - name: The name that matched no scenario.
    ///   - limit: The most names to return.
    /// - Complexity: O(*n* × *m*²) for *n* names of length about *m*.
    package static func suggestions(for name: String, limit: Int = 3) -> [String] {
        suggestions(for: name, among: scenarios.map(\.name), limit: limit)
    }

    /// The names among `names` closest to `name`, as ``suggestions(for:limit:)`` chooses them.
    ///
    /// ```swift
    /// Catalog.suggestions(for: "--widht", among: ["--width", "--height"])   // ["--width"]
    /// ```
    nonisolated package static func suggestions(for name: String, among names: [String], limit: Int = 3) -> [String] {
        let query = name.lowercased()
        let candidates = names.map { (name: $0, distance: editDistance(query, $0.lowercased())) }
        return
            candidates
            .filter { candidate in
                candidate.distance <= max(2, max(query.count, candidate.name.count) / 3)
                    || (!query.isEmpty && candidate.name.lowercased().hasPrefix(query))
            }
            .sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }
            .prefix(max(limit, 0))
            .map(\.name)
    }

    /// The scenarios as a two-column table of names and summaries, one line each.
    ///
    /// ```swift
    /// Catalog.listing([toast, dialog])
    /// // toast   A toast at the bottom of the screen
    /// // dialog  A dialog asking to delete a message
    /// ```
    package static func listing(_ scenarios: [Scenario] = Catalog.scenarios) -> String {
        let width = scenarios.map(\.name.count).max() ?? 0
        return scenarios.map { scenario in
            let padding = String(repeating: " ", count: width - scenario.name.count + 2)
            return scenario.name + padding + scenario.summary + "\n"
        }.joined()
    }
}
