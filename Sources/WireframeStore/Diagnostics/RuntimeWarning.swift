import Foundation
import Testing

/// Reports misuse that the store survives, such as an action for a feature that is not presented.
///
/// Inside a Swift Testing test the warning is recorded as an issue, so tests notice it (assert it
/// with `withKnownIssue`); elsewhere it is written to standard error.
@usableFromInline
package enum RuntimeWarning {
    @usableFromInline
    package static func report(_ message: String) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message))
        } else {
            FileHandle.standardError.write(Data("[WireframeStore] warning: \(message)\n".utf8))
        }
    }
}
