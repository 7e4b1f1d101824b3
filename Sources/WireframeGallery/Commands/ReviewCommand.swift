import Foundation
import WireframeSnapshotSupport

/// `wireframe review`: accepts or rejects pending snapshots (`<golden>.new` files and inline
/// snapshots), writes a before/after page, or lists and deletes goldens no test asserted.
@MainActor
struct ReviewCommand {
    var program: String

    var spec: CommandSpec {
        CommandSpec(
            commandName: "\(program) review",
            overview: "Review pending snapshots (<golden>.new files) and stale goldens.",
            usage: ["\(program) review [--snapshots <dir>] [<action>]"],
            options: [
                .flag(["--accept-all"], help: "Replace every golden with its pending snapshot, inline ones too."),
                .flag(["--reject-all"], help: "Delete every pending snapshot, inline ones too."),
                .value(["--html"], "dir", help: "Write <dir>/index.html comparing pending snapshots before and after."),
                .flag(["--unreferenced"], help: "List goldens no test asserted in the last full 'swift test'; exit 1 if any."),
                .flag(["--delete-unreferenced"], help: "Delete those goldens."),
                .value(
                    ["--snapshots"], "dir",
                    help: "The snapshots directory (default: $WIREFRAME_SNAPSHOTS_DIR, else Snapshots/ in the package)."),
            ],
            discussion: """
                Without an action, each pending snapshot's diff is shown with the question: accept,
                reject or skip (single keys on a terminal, lines from a pipe). Give at most one action.
                """
        )
    }

    func run(_ arguments: [String], console: Console) async -> Int32 {
        await console.running(arguments, by: spec) { parsed in
            try parsed.expectPositionals(atMost: 0, for: spec)
            var actions: [SnapshotReviewCommand.Action] = []
            if parsed.has("--accept-all") { actions.append(.acceptAll) }
            if parsed.has("--reject-all") { actions.append(.rejectAll) }
            if let directory = parsed.value("--html") { actions.append(.html(directory: directory)) }
            if parsed.has("--unreferenced") { actions.append(.listUnreferenced) }
            if parsed.has("--delete-unreferenced") { actions.append(.deleteUnreferenced) }
            guard actions.count <= 1 else {
                throw UsageError("choose one action", hint: spec.helpHint)
            }
            let command = SnapshotReviewCommand(action: actions.first ?? .interactive, snapshotsDirectory: parsed.value("--snapshots"))
            return try command.run(
                currentDirectory: FileManager.default.currentDirectoryPath,
                environment: ProcessInfo.processInfo.environment,
                cellWidth: console.cellWidth,
                readLine: console.readAnswer,
                write: console.out
            )
        }
    }
}
