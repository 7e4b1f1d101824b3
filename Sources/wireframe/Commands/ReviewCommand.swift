import Foundation
import WireframeTesting

/// Runs `wireframe review` with the arguments that follow `review` and returns its exit status.
///
/// All the work is done by `SnapshotReviewCommand` in WireframeTesting; this function supplies
/// the process's current directory, environment, standard input and standard output.
///
/// - Parameters:
///   - arguments: The arguments after `review`, such as `["--accept-all"]`.
///   - standardInput: Reads one line of interactive answers; `nil` at the end of the input.
///   - output: Writes text as it is, line breaks included.
///   - cellWidth: The number of terminal cells a character occupies, for side-by-side columns.
func runReview(
    arguments: [String],
    standardInput: () -> String? = { readLine(strippingNewline: true) },
    output: (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) },
    cellWidth: @escaping @Sendable (Character) -> Int = { _ in 1 }
) -> Int32 {
    SnapshotReviewCommand.run(
        arguments: arguments,
        currentDirectory: FileManager.default.currentDirectoryPath,
        environment: ProcessInfo.processInfo.environment,
        cellWidth: cellWidth,
        readLine: standardInput,
        write: output
    )
}
