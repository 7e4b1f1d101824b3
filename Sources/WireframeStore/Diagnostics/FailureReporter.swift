import Testing
import XCTest

/// Where in the test a `TestStore` call was made, so failures point at it.
struct SourceLocationInfo: Sendable {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt
}

/// Reports a `TestStore` failure to the running test framework: Swift Testing when a test is
/// running there, XCTest otherwise.
enum FailureReporter {
    static func fail(_ message: String, at location: SourceLocationInfo) {
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: "\(location.fileID)",
                    filePath: "\(location.filePath)",
                    line: Int(location.line),
                    column: Int(location.column)))
        } else {
            XCTFail(message, file: location.filePath, line: location.line)
        }
    }
}
