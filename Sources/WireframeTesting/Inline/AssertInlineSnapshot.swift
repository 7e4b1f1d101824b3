import Foundation
import Wireframe

/// Asserts that a value's text snapshot equals the string literal in the call's trailing
/// closure, writing the literal into the test file when it is missing or when recording.
///
/// ```swift
/// @Test func user() {
///     assertInlineSnapshot(of: User(name: "Ahn"), as: .dump) {
///         """
///         User(
///           name: "Ahn"
///         )
///         """
///     }
/// }
/// ```
///
/// Write the call without a closure (or with an empty literal, `{ "" }`) and run the test: the
/// closure is written under the call, indented one level deeper, and the test fails so that the
/// run cannot pass; on the next run (after the tests are built again) it compares. The literal is a raw string (`#"""`) when the
/// text holds quotes or backslashes, and uses escapes for control characters.
///
/// The record mode (the `record:` argument, a scope's setting, `WIREFRAME_RECORD`, or `never`
/// when `CI` is set) decides what happens to a closure that differs: `failed` and `all` rewrite
/// it, `missing` and `never` fail with a diff. Under `never` (CI) the file is never changed, not
/// even to add a missing closure.
///
/// The call is found from its `#filePath`, `#line` and `#column`: the parenthesis after
/// `assertInlineSnapshot` must be there and the closure must hold one string literal, and
/// nothing else may follow the call on its line. The file must not have been edited since the
/// tests were built. Otherwise the test fails with the location and the snapshot it would have
/// written, and the file is left alone. Several calls in one file are rewritten in one run, each
/// at its place; the file is replaced atomically.
///
/// - Parameters:
///   - value: The value to snapshot. An error it throws fails the assertion.
///   - snapshotting: A text strategy: `.dump`, `.json`, `.lines`, or one of your own.
///   - recordMode: Overrides the scoped setting, `WIREFRAME_RECORD` and the `CI` default.
///   - fileID: The file ID of the call, for the failure's location.
///   - filePath: The path of the file that is rewritten.
///   - line: The line of the call.
///   - column: The column of the call's opening parenthesis.
///   - expected: Returns the expected text; leave it out to have it written.
///
/// Under `import InlineSnapshotTesting` a call resolves to that module's form instead (this one
/// is a disfavored overload), which follows swift-snapshot-testing's rules.
@_disfavoredOverload
public func assertInlineSnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, String>,
    record recordMode: SnapshotRecordMode? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    matches expected: (() -> String)? = nil
) {
    let call = InlineSnapshotCall(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
    let outcome = verifyInlineSnapshot(of: value, as: snapshotting, record: recordMode, expected: expected?(), call: call)
    report(outcome, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that a view's text snapshot equals the string literal in the call's trailing
/// closure, on the main actor where view bodies are evaluated; see the general
/// `assertInlineSnapshot(of:as:)`.
///
/// ```swift
/// @MainActor @Test func badge() {
///     assertInlineSnapshot(of: Text("New").padding(8).border(.black), as: .ascii(width: 64, height: nil)) {
///         """
///         ┌─────┐
///         │ New │
///         └─────┘
///         """
///     }
/// }
/// ```
@MainActor
@_disfavoredOverload
public func assertInlineSnapshot<Value: View>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, String>,
    record recordMode: SnapshotRecordMode? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    matches expected: (() -> String)? = nil
) {
    let call = InlineSnapshotCall(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
    let outcome = verifyInlineSnapshot(of: value, as: snapshotting, record: recordMode, expected: expected?(), call: call)
    report(outcome, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Compares a snapshot with the expected text of an inline assertion and rewrites the call's
/// closure when the record mode allows.
func verifyInlineSnapshot<Value>(
    of value: () throws -> Value,
    as strategy: Snapshotting<Value, String>,
    record recordMode: SnapshotRecordMode?,
    expected: String?,
    call: InlineSnapshotCall,
    environment: SnapshotEnvironment = .process,
    writer: InlineSnapshotWriter = .shared
) -> SnapshotOutcome {
    let mode: ResolvedRecordMode
    switch ResolvedRecordMode.resolve(parameter: recordMode, scoped: SnapshotSettings.current.record, environment: environment) {
    case .success(let resolved): mode = resolved
    case .failure(let error): return .failed(error)
    }
    let actual: String
    do {
        actual = TextGolden.normalizingLineEndings(try strategy.snapshot(value()))
    } catch {
        return .failed(.snapshotFailed(reason: String(describing: error)))
    }
    let expectedText = expected.map(TextGolden.normalizingLineEndings)
    if let expectedText, strategy.diffing.diff(expectedText, actual, DiffPaths(golden: nil, actual: "")) == nil {
        PendingInlineSnapshot.remove(for: call, environment: environment)
        return .matched
    }
    // No closure, or one with the empty literal, is a snapshot still to be recorded.
    let isMissing = expectedText?.isEmpty ?? true
    let diff =
        isMissing
        ? strategy.diffing.diff("", actual, DiffPaths(golden: nil, actual: call.description))
        : strategy.diffing.diff(expectedText ?? "", actual, DiffPaths(golden: call.description, actual: call.description))
    let rewrites = isMissing ? mode.mode != .never : (mode.mode == .failed || mode.mode == .all)
    guard rewrites else {
        let pending = PendingInlineSnapshot.save(actual, expected: expected, for: call, environment: environment, writer: writer)
        return SnapshotOutcome(
            status: isMissing ? .missing : .mismatched, message: InlineMessages.notWritten(call, isMissing, diff, mode, pending: pending))
    }
    do {
        try writer.rewrite(
            path: call.filePath, line: call.line, column: call.column, function: call.function, expected: expected, text: actual)
    } catch {
        return SnapshotOutcome(status: .failed, message: InlineMessages.refused(call, error, actual))
    }
    PendingInlineSnapshot.remove(for: call, environment: environment)
    return SnapshotOutcome(status: .recorded, message: InlineMessages.written(call, isMissing, diff, mode))
}

/// The failure messages of inline snapshot assertions.
private enum InlineMessages {
    static func notWritten(
        _ call: InlineSnapshotCall, _ isMissing: Bool, _ diff: String?, _ mode: ResolvedRecordMode, pending: String?
    ) -> String {
        let shown = diff.map { "\n\n" + $0 } ?? ""
        let kept =
            pending.map { "\n\nThe new snapshot is in \($0). Accept it into the test file with `\(SnapshotMessages.reviewHint)`." }
            ?? ""
        if isMissing {
            return "No inline snapshot at \(call.description), and \(mode.explanation) does not write one; "
                + "the test file is unchanged.\(shown)\(kept)"
        }
        let hint = mode.isCI ? "The test file is unchanged." : "Re-record it with WIREFRAME_RECORD=failed, or edit the expected text."
        return "Inline snapshot at \(call.description) does not match.\(shown)\n\n\(hint)\(kept)"
    }

    static func written(_ call: InlineSnapshotCall, _ isMissing: Bool, _ diff: String?, _ mode: ResolvedRecordMode) -> String {
        let rerun = "A test that records always fails: build and run it again to compare against the snapshot."
        if isMissing {
            return "Recorded the inline snapshot at \(call.description) (\(mode.explanation)). \(rerun)"
        }
        let shown = diff.map { ", which differed:\n\n" + $0 + "\n\n" } ?? ". "
        return "Rewrote the inline snapshot at \(call.description) (\(mode.explanation))\(shown)\(rerun)"
    }

    static func refused(_ call: InlineSnapshotCall, _ refusal: InlineSnapshotWriter.Refusal, _ actual: String) -> String {
        let literal = InlineSnapshotLiteral.closure(for: actual, indentation: "").dropFirst()
        let shown = literal.split(separator: "\n", omittingEmptySubsequences: false).map(TerminalText.visible).joined(separator: "\n")
        return """
            Cannot write the inline snapshot at \(call.description): \(refusal.description). \
            The file is unchanged. The snapshot's closure would be:

            \(shown)
            """
    }
}
