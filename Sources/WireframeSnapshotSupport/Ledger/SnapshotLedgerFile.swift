import Foundation

/// The format of a ledger file and how the ledgers of a snapshots directory are read back.
///
/// ```
/// # Goldens asserted by one test process; read by `wireframe review --unreferenced`.
/// started 1767225600
/// parent 5142
/// scope full
/// CardTests/showsTitle.txt
/// CardTests/showsTitle.2.txt
/// ```
package struct SnapshotLedgerFile: Equatable {
    /// What a ledger's file name tells: `<started>-<parent>-<pid>.txt`.
    package struct Name: Equatable {
        package var started: Int
        package var parent: Int32
        package var pid: Int32

        package init?(_ fileName: String) {
            guard fileName.hasSuffix(".txt") else { return nil }
            let parts = fileName.dropLast(4).split(separator: "-")
            guard parts.count == 3, let started = Int(parts[0]), let parent = Int32(parts[1]),
                let pid = Int32(parts[2])
            else { return nil }
            self.started = started
            self.parent = parent
            self.pid = pid
        }
    }

    package var started: Int
    package var parent: Int32
    package var scope: TestRunScope
    package var goldens: Set<String>

    package static func header(started: Int, parent: Int32, scope: TestRunScope) -> String {
        "# Goldens asserted by one test process; read by `wireframe review --unreferenced`.\n"
            + "started \(started)\nparent \(parent)\nscope \(scope.rawValue)\n\n"
    }

    /// Parses a ledger's text: header lines up to the first empty line, then one golden per
    /// line. `nil` when the header is incomplete.
    package init?(text: String) {
        var started: Int?
        var parent: Int32?
        var scope: TestRunScope?
        var goldens = Set<String>()
        var inHeader = true
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if inHeader {
                if line.isEmpty {
                    inHeader = false
                } else if line.hasPrefix("started ") {
                    started = Int(line.dropFirst("started ".count))
                } else if line.hasPrefix("parent ") {
                    parent = Int32(line.dropFirst("parent ".count))
                } else if line.hasPrefix("scope ") {
                    scope = TestRunScope(rawValue: String(line.dropFirst("scope ".count)))
                }
            } else if !line.isEmpty {
                goldens.insert(String(line))
            }
        }
        guard let started, let parent, let scope else { return nil }
        self.started = started
        self.parent = parent
        self.scope = scope
        self.goldens = goldens
    }

    package init(started: Int, parent: Int32, scope: TestRunScope, goldens: Set<String>) {
        self.started = started
        self.parent = parent
        self.scope = scope
        self.goldens = goldens
    }

    /// Reads every ledger in the snapshots `directory`.
    package static func readAll(in directory: String) -> [SnapshotLedgerFile] {
        let ledgerDirectory = directory + "/" + SnapshotLedger.directoryName
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: ledgerDirectory) else {
            return []
        }
        return names.sorted().compactMap { name in
            guard Name(name) != nil,
                let data = FileManager.default.contents(atPath: ledgerDirectory + "/" + name),
                let text = String(data: data, encoding: .utf8)
            else { return nil }
            return SnapshotLedgerFile(text: text)
        }
    }

    /// The goldens asserted by the last full run and every run after it, or `nil` when no full
    /// run is on record.
    ///
    /// The last full run is the newest process that ran unfiltered, together with every process
    /// started by the same `swift test` (its XCTest and Swift Testing halves, or parallel
    /// workers). Later filtered runs add what they asserted, so a golden created by a new test
    /// since is not reported.
    package static func referencedGoldens(in ledgers: [SnapshotLedgerFile]) -> Set<String>? {
        guard let last = ledgers.filter({ $0.scope == .full }).max(by: { $0.started < $1.started }) else {
            return nil
        }
        var referenced = Set<String>()
        for ledger in ledgers where ledger.parent == last.parent || ledger.started >= last.started {
            referenced.formUnion(ledger.goldens)
        }
        return referenced
    }
}
