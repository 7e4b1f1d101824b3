import Foundation

/// The golden and pending files in a snapshots directory.
///
/// Hidden entries (names starting with `.`, such as the `.wireframe-runs` ledgers and temporary
/// files of atomic writes) are not snapshots and are skipped.
package enum SnapshotFiles {
    /// Every regular file under `directory`, as sorted paths relative to it.
    package static func all(in directory: String) throws -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            return []
        }
        guard isDirectory.boolValue else {
            throw SnapshotReviewError("\(directory) is not a directory.")
        }
        var found: [String] = []
        try collect(directory, prefix: "", into: &found)
        return found.sorted()
    }

    /// The golden files under `directory`: every file but the pending `.new` ones.
    package static func goldens(in directory: String) throws -> [String] {
        try all(in: directory).filter { !$0.hasSuffix(".new") }
    }

    private static func collect(_ directory: String, prefix: String, into found: inout [String]) throws {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw SnapshotReviewError("Cannot list \(directory): \(error.localizedDescription)")
        }
        for name in names where !name.hasPrefix(".") {
            let path = directory + "/" + name
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                try collect(path, prefix: prefix + name + "/", into: &found)
            } else {
                found.append(prefix + name)
            }
        }
    }
}
