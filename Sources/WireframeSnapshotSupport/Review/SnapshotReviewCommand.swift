import Foundation

/// What `wireframe review` does once its arguments are parsed: one ``SnapshotReview`` action on
/// the snapshots directory of the package it runs in. The command line itself (`--accept-all`,
/// `--html <dir>`, …) is parsed by the command's one argument parser, in `WireframeGallery`.
///
/// ```swift
/// let status = try SnapshotReviewCommand(action: .acceptAll).run(
///     currentDirectory: FileManager.default.currentDirectoryPath,
///     environment: ProcessInfo.processInfo.environment,
///     readLine: { readLine() },
///     write: { print($0, terminator: "") }
/// )
/// ```
package struct SnapshotReviewCommand: Sendable {
    /// What the command does.
    package enum Action: Equatable, Sendable {
        /// Show each pending snapshot and ask: accept, reject or skip.
        case interactive
        /// Accept every pending snapshot, inline ones too.
        case acceptAll
        /// Reject every pending snapshot, inline ones too.
        case rejectAll
        /// Write a before/after page into the directory.
        case html(directory: String)
        /// List the goldens no test asserted in the last full run.
        case listUnreferenced
        /// Delete those goldens.
        case deleteUnreferenced
    }

    /// The action to run.
    package var action: Action

    /// The snapshots directory given with `--snapshots`, if any, relative to the current directory.
    package var snapshotsDirectory: String?

    /// Creates the command for `action` on `snapshotsDirectory` (else the package's).
    package init(action: Action = .interactive, snapshotsDirectory: String? = nil) {
        self.action = action
        self.snapshotsDirectory = snapshotsDirectory
    }

    /// Runs the action and returns its exit status: 0 on success, 1 when `--unreferenced` finds
    /// stale goldens.
    ///
    /// - Parameters:
    ///   - currentDirectory: The directory the command runs in.
    ///   - environment: The environment variables (`WIREFRAME_SNAPSHOTS_DIR`).
    ///   - cellWidth: The number of terminal cells a character occupies.
    ///   - readLine: Reads one line of the interactive answers; `nil` at the end of the input.
    ///   - write: Writes output text, line breaks included.
    /// - Throws: ``SnapshotReviewError`` when there is no snapshots directory to review or a file
    ///   cannot be read, moved or removed.
    package func run(
        currentDirectory: String,
        environment: [String: String],
        cellWidth: @escaping @Sendable (Character) -> Int = { _ in 1 },
        readLine: () -> String?,
        write: (String) -> Void
    ) throws -> Int32 {
        let directory = try resolveSnapshotsDirectory(
            currentDirectory: currentDirectory,
            environment: SnapshotEnvironment(environment)
        )
        var status: Int32 = 0
        for directory in reviewedDirectories(primary: directory, currentDirectory: currentDirectory) {
            let review = SnapshotReview(snapshotsDirectory: directory, cellWidth: cellWidth)
            do {
                status = max(status, try perform(on: review, currentDirectory: currentDirectory, readLine: readLine, write: write))
            } catch let error as SnapshotReviewError {
                throw error
            } catch {
                throw SnapshotReviewError(String(describing: error))
            }
        }
        return status
    }

    /// The snapshots directory, then, when none was named with `--snapshots`, the package's
    /// `__Snapshots__` folders (swift-snapshot-testing's layout, used under
    /// `import SnapshotTesting`); the HTML report covers the snapshots directory only. A package
    /// with no `Snapshots/` but `__Snapshots__` folders reviews those.
    func reviewedDirectories(primary: String, currentDirectory: String) -> [String] {
        if snapshotsDirectory != nil { return [primary] }
        if case .html = action { return [primary] }
        guard let root = PackageRoot.find(above: currentDirectory + "/Package.swift") else { return [primary] }
        let others = SnapshotTestingDirectories.find(in: root).filter { $0 != primary }
        if others.isEmpty || FileManager.default.fileExists(atPath: primary) { return [primary] + others }
        return others
    }

    /// The snapshots directory: `--snapshots` (relative to the current directory), else
    /// `WIREFRAME_SNAPSHOTS_DIR` or `Snapshots/` in the package root above the current directory,
    /// as for assertions.
    func resolveSnapshotsDirectory(
        currentDirectory: String,
        environment: SnapshotEnvironment
    ) throws -> String {
        if let snapshotsDirectory {
            return Self.absolute(snapshotsDirectory, in: currentDirectory)
        }
        do {
            return try SnapshotLocation.resolve(
                parameter: nil,
                environment: environment,
                testFilePath: currentDirectory + "/Package.swift"
            ).directory
        } catch {
            throw SnapshotReviewError(
                "No Package.swift in \(currentDirectory) or above it. Run the command inside the "
                    + "package, or pass --snapshots <dir>."
            )
        }
    }

    private static func absolute(_ path: String, in directory: String) -> String {
        let joined = path.hasPrefix("/") ? path : directory + "/" + path
        return (joined as NSString).standardizingPath
    }

    private func perform(
        on review: SnapshotReview,
        currentDirectory: String,
        readLine: () -> String?,
        write: (String) -> Void
    ) throws -> Int32 {
        for name in try review.unnamableFiles() {
            write("warning: \(review.display(name)) has a name that is not UTF-8, so it cannot be reviewed; rename it.\n")
        }
        switch action {
        case .interactive:
            _ = try review.reviewInteractively(readLine: readLine, write: write)
        case .acceptAll:
            let accepted =
                try review.acceptAll().map { review.display($0.relativePath) }
                + review.acceptAllInline().map { TerminalText.visible($0.location) }
            for shown in accepted {
                write("accepted \(shown)\n")
            }
            write("Accepted \(accepted.count) pending snapshot\(accepted.count == 1 ? "" : "s").\n")
        case .rejectAll:
            let rejected =
                try review.rejectAll().map { review.display($0.relativePath) }
                + review.rejectAllInline().map { TerminalText.visible($0.location) }
            for shown in rejected {
                write("rejected \(shown)\n")
            }
            write("Rejected \(rejected.count) pending snapshot\(rejected.count == 1 ? "" : "s").\n")
        case .html(let directory):
            let path = try review.writeHTML(to: Self.absolute(directory, in: currentDirectory))
            write("Wrote \(path)\n")
        case .listUnreferenced:
            let stale = try review.unreferencedGoldens()
            for relative in stale {
                write(review.display(relative) + "\n")
            }
            write(
                stale.isEmpty
                    ? "Every golden was asserted in the last full test run.\n"
                    : "\(stale.count) golden\(stale.count == 1 ? " was" : "s were") not asserted in the last full test run; "
                        + "delete with `wireframe review --delete-unreferenced`.\n")
            return stale.isEmpty ? 0 : 1
        case .deleteUnreferenced:
            let deleted = try review.deleteUnreferencedGoldens()
            for relative in deleted {
                write("deleted \(review.display(relative))\n")
            }
            write("Deleted \(deleted.count) unreferenced golden\(deleted.count == 1 ? "" : "s").\n")
        }
        return 0
    }
}
