import Foundation

/// Compares a value's text snapshot with an inline snapshot by swift-snapshot-testing's rules,
/// for the `InlineSnapshotTesting` module, and rewrites the test file where the record mode
/// says; `nil` when it matches, else the failure message.
///
/// - `all`, or no expected text under `missing` or `failed`: the closure is written, and the
///   assertion fails with "Automatically recorded a new snapshot" and the difference.
/// - No expected text under `never`: "No expected value to assert against."
/// - A difference: "Snapshot did not match" (or the `message`) with the difference; under
///   `failed` the closure is rewritten too.
///
/// The file is rewritten by Wireframe's inline writer: the file's own indentation and line
/// endings, a raw string when the text needs one, and a refusal with the reason (the file is left
/// alone) when the file changed since the test binary was built.
package func verifySnapshotTestingInlineSnapshot<Value>(
    of value: () throws -> Value?,
    as strategy: Snapshotting<Value, String>,
    message: String,
    record: SnapshotRecordMode?,
    timeout: TimeInterval,
    syntaxDescriptor: InlineSnapshotSyntaxDescriptor,
    expected: String?,
    fileID: String,
    filePath: String,
    function: String,
    line: UInt,
    column: UInt
) -> String? {
    SnapshotConvention.$current.withValue(.snapshotTesting) {
        let mode = record ?? SnapshotSettings.current.record ?? SnapshotTestingDefaults.record
        let actual: String
        do {
            guard let value = try value() else { return nil }
            actual = try SnapshotTimeout.$seconds.withValue(timeout) { try strategy.snapshot(value) }
        } catch let error as AsyncSnapshotTimeout {
            return error.description
        } catch {
            return "Threw error: \(error)"
        }
        let paths = DiffPaths(golden: nil, actual: "\(fileID):\(line)")
        func write() -> String? {
            let call = InlineSnapshotCall(fileID: fileID, filePath: filePath, line: Int(line), column: Int(column))
            do {
                try InlineSnapshotWriter.shared.rewrite(
                    path: filePath, line: Int(line), column: Int(column), function: call.function, expected: expected,
                    text: actual, selector: syntaxDescriptor.selector)
                return nil
            } catch {
                return "Cannot write the inline snapshot at \(call.description): \(error.description). The file is unchanged."
            }
        }
        if mode == .all || (expected == nil && (mode == .missing || mode == .failed)) {
            let refusal = write()
            var headline =
                syntaxDescriptor.trailingClosureLabel == InlineSnapshotSyntaxDescriptor.defaultTrailingClosureLabel
                ? "Automatically recorded a new snapshot."
                : "Automatically recorded a new snapshot for \"\(syntaxDescriptor.trailingClosureLabel)\"."
            if let refusal { headline = refusal }
            if let difference = strategy.diffing.diff(expected ?? "", actual, paths) {
                headline += " Difference: …\n\n" + indented(difference)
            }
            return headline + "\n\nRe-run \"\(function)\" to assert against the newly-recorded snapshot."
        }
        guard let expected else { return "No expected value to assert against." }
        guard let difference = strategy.diffing.diff(expected, actual, paths) else { return nil }
        var failure = (message.isEmpty ? "Snapshot did not match. Difference: …" : message) + "\n\n" + indented(difference)
        if mode == .failed {
            failure += "\n\n" + (write() ?? "A new snapshot was automatically recorded.")
        }
        return failure
    }
}

/// Each non-empty line of `text` indented by two spaces, as the messages show a difference.
private func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.isEmpty ? "" : "  " + $0 }
        .joined(separator: "\n")
}
