import Testing
import WireframeDump

/// Records issues in Swift Testing for the libraries that link no test framework.
///
/// `WireframeStore` reports `TestStore` failures and runtime warnings without importing Swift
/// Testing: `TestFrameworkBridge` finds this type by its mangled name when it has something to
/// report, so Swift Testing receives those failures in any test process that links
/// `WireframeTesting`. Its name is part of that lookup: rename it only with
/// `TestFrameworkBridge.swiftTestingRecorderTypeName`.
enum SwiftTestingRecorder: SwiftTestingIssueRecording {
    static func recordIssue(
        _ message: String, isWarning: Bool, fileID: String, filePath: String, line: Int, column: Int
    ) -> Bool {
        guard Test.current != nil else { return false }
        Issue.record(
            Comment(rawValue: message), severity: isWarning ? .warning : .error,
            sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: max(1, line), column: max(1, column)))
        return true
    }

    static var currentTestID: String? {
        Test.current.map { "\($0.id)" }
    }
}
