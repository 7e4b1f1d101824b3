import Wireframe

/// "Did you mean" for names typed on the command line.
enum Suggestions {
    /// The names among `names` closest to `name`: those that start with `name` and those within a
    /// third of the longer name's length in edit distance (at least 2), nearest first, then
    /// alphabetically. Case is ignored.
    ///
    /// ```swift
    /// Suggestions.nearest(to: "--widht", among: ["--width", "--height"])   // ["--width"]
    /// Suggestions.nearest(to: "memo", among: ["memo-row", "memo-list", "toast"])   // ["memo-row", "memo-list"]
    /// ```
    /// - Complexity: O(*n* × *m*²) for *n* names of length about *m*.
    static func nearest(to name: String, among names: [String], limit: Int = 3) -> [String] {
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
}
