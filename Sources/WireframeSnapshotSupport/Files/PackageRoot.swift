import Foundation
import Wireframe

/// Finds the package that holds a source file: the nearest directory above it that contains
/// `Package.swift`. Lookups are cached per directory, so only the first assertion of each test
/// file touches the file system.
package enum PackageRoot {
    private static let cache = Locked([String: String?]())

    /// The package root above `filePath`, or `nil` when no directory above it has a `Package.swift`.
    package static func find(above filePath: String) -> String? {
        let directory = (filePath as NSString).deletingLastPathComponent
        if let cached = cache.withLock({ $0[directory] }) {
            return cached
        }
        let root = search(from: directory)
        cache.withLock { $0[directory] = root }
        return root
    }

    private static func search(from directory: String) -> String? {
        var current = directory
        while !current.isEmpty {
            if GoldenFile.exists(current + "/Package.swift") {
                return current
            }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current { return nil }
            current = parent
        }
        return nil
    }
}
