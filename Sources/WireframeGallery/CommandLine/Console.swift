import Foundation
import Wireframe
import WireframeSnapshotSupport

/// Where a command writes and reads: standard output for results, standard error for errors,
/// and the answers of an interactive review.
struct Console {
    /// Writes text to standard output as it is.
    var out: (String) -> Void
    /// Writes text to standard error as it is.
    var err: (String) -> Void
    /// Reads one answer of an interactive review; `nil` at the end of the input.
    var readAnswer: () -> String?
    /// The number of terminal cells a character occupies, for side-by-side columns.
    var cellWidth: @Sendable (Character) -> Int = { displayWidth(of: $0) }

    /// The process's standard output, standard error and standard input: one key at a time from
    /// a terminal (in raw mode, put back by ``TerminalSession/restore()``), else one line.
    @MainActor
    static func standard(terminal: TerminalSession) -> Console {
        Console(
            out: { FileHandle.standardOutput.write(Data($0.utf8)) },
            err: { FileHandle.standardError.write(Data($0.utf8)) },
            readAnswer: { terminal.readAnswer(echo: { FileHandle.standardOutput.write(Data($0.utf8)) }) }
        )
    }
}

/// Standard input for answers: a terminal goes into raw mode only once an answer is asked for.
@MainActor
final class TerminalSession {
    private var keys: TerminalKeyReader?
    private var isTerminalChecked = false

    /// One key from a terminal, or one line from anything else.
    func readAnswer(echo: (String) -> Void) -> String? {
        if !isTerminalChecked {
            isTerminalChecked = true
            keys = TerminalKeyReader(fileDescriptor: STDIN_FILENO)
        }
        if let keys { return keys.readKey(echo: echo) }
        return readLine(strippingNewline: true)
    }

    /// Puts the terminal back as it was, if it was put in raw mode.
    func restore() {
        keys?.restore()
    }
}

/// The exit statuses of the command.
enum ExitStatus {
    /// The command did what it was asked.
    static let success: Int32 = 0
    /// Rendering or writing failed, or the scenarios given to the command are not valid.
    static let failure: Int32 = 1
    /// The command line or its input is wrong: an unknown option or scenario, a bad number, a
    /// JSON tree that does not decode.
    static let usage: Int32 = 2
}

@MainActor
extension Console {
    /// Runs a subcommand: parses `arguments` by `spec`, prints the help when it is asked for,
    /// and otherwise runs `body` with what was parsed, turning what either throws into a message
    /// on standard error and an exit status.
    func running(_ arguments: [String], by spec: CommandSpec, _ body: (Arguments) async throws -> Int32) async -> Int32 {
        await reportingErrors {
            let parsed = try Arguments(parsing: arguments, for: spec)
            if parsed.wantsHelp {
                out(spec.helpText)
                return ExitStatus.success
            }
            return try await body(parsed)
        }
    }

    /// Runs `body`, turning what it throws into a message on standard error and an exit status.
    func reportingErrors(_ body: () async throws -> Int32) async -> Int32 {
        do {
            return try await body()
        } catch let error as UsageError {
            fail(error.message, hint: error.hint)
            return ExitStatus.usage
        } catch let error as NodeDecodingError {
            // A syntax error has no path into the tree: its message says where it is.
            fail("the tree does not decode: " + (error.path.isEmpty ? error.message : "\(error.path): \(error.message)"))
            return ExitStatus.usage
        } catch let error as RenderError {
            fail("cannot render: \(error.message)")
            return ExitStatus.failure
        } catch {
            fail(String(describing: error))
            return ExitStatus.failure
        }
    }

    /// Writes `error: message` and the hint, if any, to standard error; control characters in
    /// them (which may come from the command line or a file) are shown, never sent.
    func fail(_ message: String, hint: String? = nil) {
        err("error: \(terminalSafe(message))\n" + (hint.map { "\(terminalSafe($0))\n" } ?? ""))
    }
}
