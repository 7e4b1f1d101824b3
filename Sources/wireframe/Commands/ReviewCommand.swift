import Foundation
import WireframeTesting

/// Runs `wireframe review` with the arguments that follow `review` and returns its exit status.
///
/// All the work is done by `SnapshotReviewCommand` in WireframeTesting; this function supplies
/// the process's current directory, environment, standard input and standard output. When
/// standard input is a terminal, answers are single keys read in raw mode (the terminal is put
/// back when the review ends, Ctrl-C included); otherwise they are lines, as from a pipe.
///
/// - Parameters:
///   - arguments: The arguments after `review`, such as `["--accept-all"]`.
///   - standardInput: Reads one line of interactive answers; `nil` at the end of the input.
///     By default, one key from a terminal or one line from anything else.
///   - output: Writes text as it is, line breaks included.
///   - cellWidth: The number of terminal cells a character occupies, for side-by-side columns.
func runReview(
    arguments: [String],
    standardInput: (() -> String?)? = nil,
    output: (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) },
    cellWidth: @escaping @Sendable (Character) -> Int = { _ in 1 }
) -> Int32 {
    // The terminal goes into raw mode only once an answer is asked for.
    var keys: TerminalKeyReader?
    var isTerminalChecked = false
    defer { keys?.restore() }
    let readAnswer = {
        if let standardInput { return standardInput() }
        if !isTerminalChecked {
            isTerminalChecked = true
            keys = TerminalKeyReader(fileDescriptor: STDIN_FILENO)
        }
        if let keys { return keys.readKey(echo: output) }
        return readLine(strippingNewline: true)
    }
    return SnapshotReviewCommand.run(
        arguments: arguments,
        currentDirectory: FileManager.default.currentDirectoryPath,
        environment: ProcessInfo.processInfo.environment,
        cellWidth: cellWidth,
        readLine: readAnswer,
        write: output
    )
}
