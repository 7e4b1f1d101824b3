import Foundation
import Wireframe

/// Where a golden lives: `<snapshots directory>/<test file name>/<test name>[.<suffix>].<ext>`.
///
/// The snapshots directory is, in order: the `snapshotDirectory:` parameter, the
/// `WIREFRAME_SNAPSHOTS_DIR` environment variable, or `Snapshots/` in the package root (the
/// nearest directory above the test file that holds `Package.swift`). Relative paths are resolved
/// against the package root.
package struct SnapshotLocation: Equatable {
    /// The snapshots directory, absolute.
    package var directory: String
    /// The package root, when one was found; paths under it are shown relative to it.
    package var packageRoot: String?

    private static let cache = Locked([String: SnapshotLocation]())

    /// Finds the snapshots directory for a test declared in `testFilePath`. Results are cached,
    /// so only the first assertion of a test file looks at the file system.
    package static func resolve(
        parameter: String?,
        environment: SnapshotEnvironment,
        testFilePath: String
    ) throws(SnapshotError) -> SnapshotLocation {
        let chosen = parameter ?? environment["WIREFRAME_SNAPSHOTS_DIR"]
        let key = (chosen ?? "") + "\u{0}" + testFilePath
        if let cached = cache.withLock({ $0[key] }) {
            return cached
        }
        let location = try locate(chosen, testFilePath: testFilePath)
        cache.withLock { $0[key] = location }
        return location
    }

    private static func locate(_ chosen: String?, testFilePath: String) throws(SnapshotError) -> SnapshotLocation {
        let root = PackageRoot.find(above: testFilePath)
        if let chosen, chosen.hasPrefix("/") {
            return SnapshotLocation(directory: standardized(chosen), packageRoot: root)
        }
        guard let root else { throw .packageRootNotFound(filePath: testFilePath) }
        return SnapshotLocation(
            directory: standardized(root + "/" + (chosen ?? "Snapshots")),
            packageRoot: root
        )
    }

    /// The golden's path relative to the snapshots directory:
    /// `CardTests/showsTitle.2.txt` for the second unnamed snapshot of `showsTitle`.
    package static func relativePath(
        testFilePath: String,
        testName: String,
        suffix: String?,
        pathExtension: String
    ) -> String {
        var stem = (testFilePath as NSString).lastPathComponent
        if stem.hasSuffix(".swift") {
            stem.removeLast(".swift".count)
        }
        var file = fileSafe(testName)
        if let suffix {
            file += "." + fileSafe(suffix)
        }
        if !pathExtension.isEmpty {
            file += "." + fileSafe(pathExtension)
        }
        return fileSafe(stem) + "/" + file
    }

    /// The absolute path of a golden given its path relative to the snapshots directory.
    package func absolutePath(of relativePath: String) -> String {
        directory + "/" + relativePath
    }

    /// `path` as shown in messages: relative to the package root when inside it.
    package func displayPath(of path: String) -> String {
        guard let packageRoot, path.hasPrefix(packageRoot + "/") else { return path }
        return String(path.dropFirst(packageRoot.count + 1))
    }

    /// `name` made usable as one path component: separators, control characters and characters
    /// that some file systems reject become `_`, and a leading `.` becomes `_` so that no golden
    /// is hidden.
    package static func fileSafe(_ name: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            switch scalar {
            case "/", "\\", ":", "*", "?", "\"", "<", ">", "|":
                result.append("_")
            case _ where scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value):
                result.append("_")
            default:
                result.append(scalar)
            }
        }
        if result.first == "." {
            result.replaceSubrange(result.startIndex...result.startIndex, with: ["_"])
        }
        return String(result)
    }

    /// `path` with `.` and `..` components and repeated or trailing slashes removed, without
    /// touching the file system.
    package static func standardized(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/") {
            switch component {
            case ".": continue
            case "..":
                if let last = components.last, last != ".." {
                    components.removeLast()
                } else if !path.hasPrefix("/") {
                    components.append(component)
                }
            default: components.append(component)
            }
        }
        let joined = components.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : joined
    }
}
