import Foundation
import WireframeDump

/// Reports misuse that the store survives, such as an action for a feature that is not presented.
///
/// Inside a Swift Testing test the warning is recorded as an issue, so tests notice it (assert it
/// with `withKnownIssue`); elsewhere it is written to standard error. Swift Testing is reached at
/// run time, as ``FailureReporter`` reaches it.
@usableFromInline
package enum RuntimeWarning {
    @usableFromInline
    package static func report(
        _ message: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        let recorded = TestFrameworkBridge.recordInSwiftTesting(
            message, fileID: fileID, filePath: filePath, line: line, column: column)
        if !recorded {
            FileHandle.standardError.write(Data("[WireframeStore] warning: \(message)\n".utf8))
        }
    }

    /// Reports `message` at `location`, the call that made the reducer that warns.
    @usableFromInline
    static func report(_ message: String, at location: SourceLocationInfo) {
        report(
            message, fileID: "\(location.fileID)", filePath: "\(location.filePath)", line: Int(location.line),
            column: Int(location.column))
    }

    /// Writes `message` to standard error only, never as a test issue: what a non-exhaustive
    /// `TestStore` that shows its skipped assertions let pass. Within `noteRecorder`'s scope the
    /// message goes to the recorder instead.
    package static func note(_ message: String) {
        if let noteRecorder {
            noteRecorder(message)
            return
        }
        FileHandle.standardError.write(Data("[WireframeStore] note: \(message)\n".utf8))
    }

    /// Receives the notes written within its scope, instead of standard error: how a test reads
    /// what a `TestStore` notes.
    ///
    /// ```swift
    /// await RuntimeWarning.$noteRecorder.withValue({ notes.append($0) }) { … }
    /// ```
    @TaskLocal package static var noteRecorder: (@Sendable (String) -> Void)?
}
