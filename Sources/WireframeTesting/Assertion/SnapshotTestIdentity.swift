import Testing

/// The test an assertion runs in: what names its goldens and keys its counter.
struct SnapshotTestIdentity: Hashable, Sendable {
    /// Distinguishes tests that share a name; counters are kept per key.
    var key: String
    /// The test's name without its parameter list: `showsTitle`, `testShowsTitle`.
    var name: String
    /// The path of the source file that declares the test.
    var filePath: String
    /// Whether the test runs once per argument, so unnamed snapshots have no stable order.
    var isParameterized: Bool

    /// The Swift Testing test running on this task, or else the XCTest method named by the
    /// assertion's `#function` and `#filePath` defaults.
    static func current(filePath: String, testName: String) -> SnapshotTestIdentity {
        if let test = Test.current {
            return SnapshotTestIdentity(
                key: test.id.description,
                name: functionName(test.name),
                filePath: test.sourceLocation.filePath,
                isParameterized: test.isParameterized
            )
        }
        return SnapshotTestIdentity(
            key: filePath + "#" + testName,
            name: functionName(testName),
            filePath: filePath,
            isParameterized: false
        )
    }

    /// `name` up to its parameter list: `rendersRow(width:)` becomes `rendersRow`.
    static func functionName(_ name: String) -> String {
        guard let parenthesis = name.firstIndex(of: "(") else { return name }
        return String(name[..<parenthesis])
    }
}
