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

    /// Writes `message` to standard error only, never as a test issue: what a non-exhaustive
    /// `TestStore` that shows its skipped assertions let pass.
    package static func note(_ message: String) {
        FileHandle.standardError.write(Data("[WireframeStore] note: \(message)\n".utf8))
    }
}
