/// Whether a test process runs the whole suite or a selection of it, judged from its arguments.
///
/// `swift test` starts the test bundle once for XCTest and once for Swift Testing. The Swift
/// Testing process receives `--filter` and `--skip` when the run is filtered; the XCTest process
/// receives the selected tests as arguments (`Module.Class/test`), which `swift test --parallel`
/// also passes, one test per process.
package enum TestRunScope: String, Equatable, Sendable {
    case full
    case filtered

    /// The scope of a test process started with `arguments` (the first being the executable).
    package static func of(arguments: [String]) -> TestRunScope {
        let options = arguments.dropFirst()
        if options.contains(where: { $0 == "--filter" || $0 == "--skip" }) {
            return .filtered
        }
        if options.contains(where: { $0.hasPrefix("--filter=") || $0.hasPrefix("--skip=") }) {
            return .filtered
        }
        if let index = options.firstIndex(of: "-XCTest"), index + 1 < options.endIndex {
            let selection = options[index + 1]
            return selection == "All" || selection == "Self" ? .full : .filtered
        }
        if options.contains("swift-testing") || options.contains("--testing-library=swift-testing") {
            return .full
        }
        // XCTest: any argument that is not an option selects tests.
        return options.contains(where: { !$0.hasPrefix("-") && $0 != "xctest" }) ? .filtered : .full
    }
}
