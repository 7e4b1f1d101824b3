import Foundation
import WireframeDump

/// Reports misuse that the store survives, such as an action for a feature that is not presented.
///
/// Inside a Swift Testing test the warning is recorded as an issue, so tests notice it (assert it
/// with `withKnownIssue` or `expectReportsIssue`); elsewhere it is written to standard error.
/// Swift Testing is reached at run time, as ``FailureReporter`` reaches it, and a program's own
/// issue reporters get the warning in the default one's place.
@usableFromInline
package enum RuntimeWarning {
    @usableFromInline
    package static func report(
        _ message: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        report(message, at: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Reports `message` at `location`, the call that made the reducer that warns, through the
    /// current issue reporters; the default one records it in a Swift Testing test and writes it
    /// to standard error elsewhere.
    @usableFromInline
    static func report(_ message: String, at location: SourceLocationInfo) {
        IssueDelivery.deliver(message, severity: .error, at: location) { message, location in
            let recorded = TestFrameworkBridge.recordInSwiftTesting(
                message, isWarning: false, fileID: "\(location.fileID)", filePath: "\(location.filePath)",
                line: Int(location.line), column: Int(location.column))
            if !recorded {
                FileHandle.standardError.write(Data("[WireframeStore] warning: \(message)\n".utf8))
            }
        }
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
