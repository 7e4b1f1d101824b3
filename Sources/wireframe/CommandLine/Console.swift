import Foundation
import Wireframe
import WireframeComponents

/// Where a command writes: standard output for results, standard error for errors.
struct Console {
    /// Writes text to standard output as it is.
    var out: (String) -> Void
    /// Writes text to standard error as it is.
    var err: (String) -> Void

    /// The process's standard output and standard error.
    static var standard: Console {
        Console(
            out: { FileHandle.standardOutput.write(Data($0.utf8)) },
            err: { FileHandle.standardError.write(Data($0.utf8)) }
        )
    }
}

/// The exit statuses of `wireframe`.
enum ExitStatus {
    /// The command did what it was asked.
    static let success: Int32 = 0
    /// Rendering or writing failed.
    static let failure: Int32 = 1
    /// The command line or its input is wrong: an unknown option or scenario, a bad number, a
    /// JSON tree that does not decode.
    static let usage: Int32 = 2
}

extension Console {
    /// Runs `body`, turning what it throws into a message on standard error and an exit status.
    func reportingErrors(_ body: () throws -> Int32) -> Int32 {
        do {
            return try body()
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
