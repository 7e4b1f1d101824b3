import Foundation
import WireframeDump

/// Whether the process is running tests, as IssueReporting's `isTesting`: an XCTest bundle (how
/// `swift test` runs both XCTest and Swift Testing on Linux), a process with Wireframe's testing
/// library linked, or one that XCTest's environment variables describe.
///
/// ```swift
/// static let liveValue = isTesting ? Self.unimplemented : Self.live
/// ```
public let isTesting: Bool = {
    let environment = ProcessInfo.processInfo.environment
    if environment["XCTestConfigurationFilePath"] != nil || environment["XCTestBundlePath"] != nil { return true }
    if let program = CommandLine.arguments.first, TestFrameworkBridge.isXCTestBundle(processPath: program) { return true }
    return _typeByName(TestFrameworkBridge.swiftTestingRecorderTypeName) != nil
}()
