import Foundation

/// The `__Snapshots__` folders of a package: where suites written for swift-snapshot-testing
/// (`import SnapshotTesting`) keep their references, beside their test files.
///
/// `wireframe review` looks in each of them after the package's `Snapshots/`.
package enum SnapshotTestingDirectories {
    /// The name of the folder that holds a test file's references.
    package static let folderName = "__Snapshots__"

    /// Every `__Snapshots__` folder under `root`, sorted; hidden folders (`.build`, `.git`) and
    /// the insides of a `__Snapshots__` folder are not searched.
    package static func find(in root: String) -> [String] {
        var found: [String] = []
        var pending = [root]
        let fileManager = FileManager.default
        while let directory = pending.popLast() {
            guard let names = try? fileManager.contentsOfDirectory(atPath: directory) else { continue }
            for name in names where !name.hasPrefix(".") {
                let path = directory + "/" + name
                var isDirectory: ObjCBool = false
                guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
                // A symbolic link to a folder is not followed, so a link loop cannot hang the search.
                if (try? fileManager.destinationOfSymbolicLink(atPath: path)) != nil { continue }
                if name == folderName {
                    found.append(path)
                } else {
                    pending.append(path)
                }
            }
        }
        return found.sorted()
    }
}
