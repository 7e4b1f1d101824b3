import Foundation

/// The `wireframe review` command: parses its arguments and runs one ``SnapshotReview`` action.
///
/// ```
/// wireframe review                      # review each pending snapshot interactively
/// wireframe review --accept-all
/// wireframe review --html review/       # before/after page in review/index.html
/// wireframe review --unreferenced       # goldens no test asserted in the last full run
/// ```
package struct SnapshotReviewCommand: Sendable {
    /// What the command does.
    enum Action: Equatable, Sendable {
        case interactive
        case acceptAll
        case rejectAll
        case html(directory: String)
        case listUnreferenced
        case deleteUnreferenced
        case help
    }

    /// The action chosen by the arguments.
    var action: Action

    /// The snapshots directory given with `--snapshots`, if any.
    var snapshotsDirectory: String?

    /// The help text.
    package static let usage = """
        OVERVIEW: Review pending snapshots (<golden>.new files) and stale goldens.

        USAGE: wireframe review [--snapshots <dir>] [<action>]

        ACTIONS:
          (none)                  Show each pending snapshot's diff and ask: accept, reject or skip
                                  (single keys on a terminal, lines from a pipe).
          --accept-all            Replace every golden with its pending snapshot, and write every
                                  pending inline snapshot into its test file.
          --reject-all            Delete every pending snapshot, inline ones too.
          --html <dir>            Write <dir>/index.html comparing pending snapshots before and after.
          --unreferenced          List goldens no test asserted in the last full `swift test` run;
                                  exits with 1 when there are some.
          --delete-unreferenced   Delete those goldens.

        OPTIONS:
          --snapshots <dir>       The snapshots directory (default: $WIREFRAME_SNAPSHOTS_DIR, else
                                  Snapshots/ in the package that holds the current directory).
          -h, --help              Show this help.

        """

    /// Parses the arguments that follow `review`.
    ///
    /// - Throws: ``SnapshotReviewError`` for an unknown option, a missing value, or two actions.
    init(arguments: [String]) throws {
        var action: Action?
        var snapshotsDirectory: String?
        var remaining = arguments[...]
        func choose(_ chosen: Action) throws {
            if action != nil {
                throw SnapshotReviewError("Choose one action; see `wireframe review --help`.")
            }
            action = chosen
        }
        func value(for option: String) throws -> String {
            guard let value = remaining.popFirst(), !value.hasPrefix("-") else {
                throw SnapshotReviewError("\(option) needs a directory.")
            }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--accept-all": try choose(.acceptAll)
            case "--reject-all": try choose(.rejectAll)
            case "--html": try choose(.html(directory: try value(for: argument)))
            case "--unreferenced": try choose(.listUnreferenced)
            case "--delete-unreferenced": try choose(.deleteUnreferenced)
            case "--snapshots": snapshotsDirectory = try value(for: argument)
            case "-h", "--help": try choose(.help)
            default:
                throw SnapshotReviewError(
                    "Unknown argument \"\(TerminalText.visible(argument))\"; see `wireframe review --help`."
                )
            }
        }
        self.action = action ?? .interactive
        self.snapshotsDirectory = snapshotsDirectory
    }

    /// Runs the command and returns its exit status: 0 on success, 1 on failure (or when
    /// `--unreferenced` finds stale goldens), 2 for bad arguments.
    ///
    /// - Parameters:
    ///   - arguments: The arguments after `review`.
    ///   - currentDirectory: The directory the command runs in.
    ///   - environment: The environment variables (`WIREFRAME_SNAPSHOTS_DIR`).
    ///   - cellWidth: The number of terminal cells a character occupies.
    ///   - readLine: Reads one line of the interactive answers; `nil` at the end of the input.
    ///   - write: Writes output text, line breaks included.
    package static func run(
        arguments: [String],
        currentDirectory: String,
        environment: [String: String],
        cellWidth: @escaping @Sendable (Character) -> Int = { _ in 1 },
        readLine: () -> String?,
        write: (String) -> Void
    ) -> Int32 {
        let command: SnapshotReviewCommand
        do {
            command = try SnapshotReviewCommand(arguments: arguments)
        } catch {
            write("error: \(error)\n\n" + usage)
            return 2
        }
        if command.action == .help {
            write(usage)
            return 0
        }
        do {
            let directory = try command.resolveSnapshotsDirectory(
                currentDirectory: currentDirectory,
                environment: SnapshotEnvironment(environment)
            )
            let review = SnapshotReview(snapshotsDirectory: directory, cellWidth: cellWidth)
            return try command.perform(
                on: review, currentDirectory: currentDirectory, readLine: readLine, write: write
            )
        } catch {
            write("error: \(error)\n")
            return 1
        }
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
        switch action {
        case .interactive, .help:
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
