import Foundation

extension Snapshotting where Format == String {
    /// Snapshots a value as `String(describing:)` prints it, in a `.txt` golden.
    ///
    /// ```swift
    /// assertSnapshot(of: URL(string: "https://example.com")!, as: .description)
    /// ```
    /// ```
    /// https://example.com
    /// ```
    public static var description: Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { String(describing: $0) }
    }
}

extension Snapshotting where Value: CaseIterable, Format == String {
    /// Snapshots a function of a `CaseIterable` type as a table: one CSV row per case, the case
    /// and the function's result as `witness` snapshots it, in a `.csv` golden.
    ///
    /// ```swift
    /// enum Direction: CaseIterable { case up, down }
    /// assertSnapshot(of: { $0 == .up }, as: Snapshotting<Direction, String>.func(into: .description))
    /// ```
    /// ```
    /// "up","true"
    /// "down","false"
    /// ```
    ///
    /// - Parameter witness: Snapshots each result.
    /// - Returns: A strategy for functions from `Value`.
    public static func `func`<Output>(into witness: Snapshotting<Output, Format>) -> Snapshotting<(Value) -> Output, Format> {
        let render = witness.snapshot
        let cases = AllCases(
            Value.allCases.map { input in (name: "\(input)", apply: { (function: (Value) -> Output) in function(input) }) }
        )
        return functionTable(cases, render: render, diffing: witness.diffing)
    }
}

/// The `.func(into:)` strategy, made where the input type has no `CaseIterable` constraint, so
/// that the `@Sendable` render closure does not capture its conformance.
private func functionTable<Input, Output>(
    _ cases: AllCases<Input, Output>,
    render: @escaping @Sendable (Output) throws -> String,
    diffing: Diffing<String>
) -> Snapshotting<(Input) -> Output, String> {
    Snapshotting(pathExtension: "csv", diffing: diffing) { function in
        try cases.values.map { row in
            "\"\(row.name)\",\"\(try render(row.apply(function)))\""
        }
        .joined(separator: "\n")
    }
}

/// The cases of a `CaseIterable` type, read once where the strategy is made; the render closure
/// only reads them.
private struct AllCases<Value, Output>: @unchecked Sendable {
    let values: [(name: String, apply: ((Value) -> Output) -> Output)]
    init(_ values: [(name: String, apply: ((Value) -> Output) -> Output)]) { self.values = values }
}
