import Wireframe

/// The goldens claimed so far in this process, the counters of unnamed snapshots, and the run
/// ledger they are recorded in.
///
/// Every assertion claims its golden path; a second claim of the same path is an error naming
/// both call sites. Tests run concurrently, so all state is behind a lock.
final class SnapshotRegistry: Sendable {
    /// The registry of the running test process.
    static let shared = SnapshotRegistry(ledger: SnapshotLedger(process: .current))

    private struct State {
        var claims: [String: SnapshotCallSite] = [:]
        var counters: [String: Int] = [:]
    }

    private let state = Locked(State())

    /// Where claimed goldens are recorded for stale-golden detection.
    let ledger: SnapshotLedger

    init(ledger: SnapshotLedger) {
        self.ledger = ledger
    }

    /// The suffix for the next unnamed snapshot of a test: `nil` for the first, then `"2"`, `"3"`….
    func nextUnnamedSuffix(forTest key: String) -> String? {
        let number = state.withLock { state -> Int in
            let number = (state.counters[key] ?? 0) + 1
            state.counters[key] = number
            return number
        }
        return number == 1 ? nil : String(number)
    }

    /// Claims the golden at `path` for the assertion at `callSite`.
    ///
    /// - Throws: ``SnapshotError/duplicate(path:first:second:)`` when another assertion (or the
    ///   same one, run again) already claimed it.
    func claim(_ path: String, displayPath: String, by callSite: SnapshotCallSite) throws(SnapshotError) {
        let previous = state.withLock { state -> SnapshotCallSite? in
            if let previous = state.claims[path] { return previous }
            state.claims[path] = callSite
            return nil
        }
        if let previous {
            throw .duplicate(path: displayPath, first: previous, second: callSite)
        }
    }
}
