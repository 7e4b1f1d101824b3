import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs another process to completion, timing it and reading its standard output.
///
/// It reports no peak memory: the maximum resident set size the system accounts to a spawned
/// child includes the parent's high-water mark at the time of the spawn (Linux records the
/// outgoing address space's peak on `exec`), so a child that needs its own peak reads `VmHWM`
/// itself (``PeakMemory/ofThisProcess()``) and prints it.
///
/// ```swift
/// let result = try ChildProcess.run("/usr/bin/true", [])
/// result.status   // 0
/// ```
public enum ChildProcess {
    /// What a finished child did.
    public struct Result: Sendable {
        /// The exit status, or 128 plus the signal that ended it.
        public var status: Int32
        /// What it wrote on standard output, when asked to capture it.
        public var output: String
        /// The wall time from spawning it to reaping it, in nanoseconds.
        public var wallNanoseconds: Double
    }

    /// A child that could not be started.
    public struct SpawnError: Error, CustomStringConvertible {
        /// The executable.
        public var path: String
        /// The `errno` of the failure.
        public var code: Int32

        /// The path and the system's message.
        public var description: String { "cannot run \(path): \(String(cString: strerror(code)))" }
    }

    /// Runs `path` with `arguments` and waits for it.
    ///
    /// - Parameters:
    ///   - path: The executable.
    ///   - arguments: Its arguments, without its name.
    ///   - capturesOutput: Whether to read its standard output; otherwise it goes to `/dev/null`.
    ///     Standard error is this process's.
    /// - Throws: ``SpawnError`` when it cannot be started.
    public static func run(_ path: String, _ arguments: [String], capturesOutput: Bool = false) throws -> Result {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var pipeEnds: [Int32] = [-1, -1]
        if capturesOutput {
            guard pipe(&pipeEnds) == 0 else { throw SpawnError(path: path, code: errno) }
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], STDOUT_FILENO)
            posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
            posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        } else {
            posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let start = ContinuousClock.now
        var pid = pid_t()
        let code = posix_spawn(&pid, path, &actions, nil, argv, environ)
        if capturesOutput { close(pipeEnds[1]) }
        guard code == 0 else {
            if capturesOutput { close(pipeEnds[0]) }
            throw SpawnError(path: path, code: code)
        }
        var output = ""
        if capturesOutput {
            output = readAll(pipeEnds[0])
            close(pipeEnds[0])
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let wall = (ContinuousClock.now - start).nanoseconds
        return Result(status: exitStatus(status), output: output, wallNanoseconds: wall)
    }

    /// Everything readable from `descriptor` until end of file.
    private static func readAll(_ descriptor: Int32) -> String {
        var data = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            data += chunk[..<count]
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// The exit code of a `wait` status, or 128 plus the signal that ended the process.
    private static func exitStatus(_ status: Int32) -> Int32 {
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}
