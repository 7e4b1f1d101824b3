import Foundation

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

/// A package in a temporary directory (`Package.swift`, `Tests/CardTests.swift`, `Snapshots/`)
/// with its own registry, for exercising assertions without touching the real Snapshots/.
final class SnapshotSandbox: Sendable {
    let root: String
    let registry: SnapshotRegistry
    let environment: SnapshotEnvironment
    /// The sandbox that created the directory and removes it; `nil` for that sandbox itself.
    private let owner: SnapshotSandbox?

    init(environment: [String: String] = [:], process: TestProcess = .fixture()) {
        root = FileManager.default.temporaryDirectory.path + "/wireframe-testing-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: root + "/Tests", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: root + "/Package.swift", contents: Data())
        registry = SnapshotRegistry(ledger: SnapshotLedger(process: process))
        self.environment = SnapshotEnvironment(environment)
        owner = nil
    }

    deinit {
        if owner == nil {
            try? FileManager.default.removeItem(atPath: root)
        }
    }

    var snapshots: String { root + "/Snapshots" }

    /// The request of an assertion by `test` in `Tests/CardTests.swift` at `line`.
    func request(
        test: String = "showsTitle()", named name: String? = nil, record: SnapshotRecordMode? = .missing, line: UInt = 10
    ) -> SnapshotRequest {
        let identity = SnapshotTestIdentity(
            key: "CardTests." + test,
            name: SnapshotTestIdentity.functionName(test),
            filePath: root + "/Tests/CardTests.swift",
            isParameterized: false
        )
        return SnapshotRequest(
            identity: identity,
            callSite: SnapshotCallSite(fileID: "AppTests/CardTests.swift", line: line, column: 9),
            name: name,
            record: record,
            snapshotDirectory: nil
        )
    }

    /// Snapshots `text` as if asserted by `test` in `Tests/CardTests.swift` at `line`.
    func verify(
        _ text: String,
        as strategy: Snapshotting<String, String> = .lines,
        test: String = "showsTitle()",
        named name: String? = nil,
        record: SnapshotRecordMode? = .missing,
        parameterized: Bool = false,
        line: UInt = 10
    ) -> SnapshotOutcome {
        let identity = SnapshotTestIdentity(
            key: "CardTests." + test,
            name: SnapshotTestIdentity.functionName(test),
            filePath: root + "/Tests/CardTests.swift",
            isParameterized: parameterized
        )
        let request = SnapshotRequest(
            identity: identity,
            callSite: SnapshotCallSite(fileID: "AppTests/CardTests.swift", line: line, column: 9),
            name: name,
            record: record,
            snapshotDirectory: nil
        )
        return verifySnapshot(
            of: { text }, as: strategy, request: request, environment: environment, registry: registry
        )
    }

    /// The same files seen by a new test process (a fresh registry), as in a second `swift test`.
    func nextRun(environment: [String: String] = [:], process: TestProcess = .fixture()) -> SnapshotSandbox {
        SnapshotSandbox(sharing: self, environment: environment, process: process)
    }

    private init(sharing other: SnapshotSandbox, environment: [String: String], process: TestProcess) {
        root = other.root
        registry = SnapshotRegistry(ledger: SnapshotLedger(process: process))
        self.environment = SnapshotEnvironment(environment)
        owner = other
    }

    func write(_ text: String, to relativePath: String) throws {
        let path = snapshots + "/" + relativePath
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true
        )
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    func read(_ relativePath: String) -> String? {
        FileManager.default.contents(atPath: snapshots + "/" + relativePath).flatMap {
            String(data: $0, encoding: .utf8)
        }
    }

    func exists(_ relativePath: String) -> Bool {
        FileManager.default.fileExists(atPath: snapshots + "/" + relativePath)
    }
}

extension TestProcess {
    static func fixture(
        pid: Int32 = 200, parent: Int32 = 100, arguments: [String] = ["tests"], started: Int = 1_000
    ) -> TestProcess {
        TestProcess(pid: pid, parent: parent, arguments: arguments, now: { started })
    }
}
