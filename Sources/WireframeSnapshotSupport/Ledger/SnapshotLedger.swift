import Foundation
import Wireframe

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Records which goldens a test process asserted, so that goldens no test asserts any more can
/// be found.
///
/// Each process appends to its own file, `<snapshots>/.wireframe-runs/<started>-<parent>-<pid>.txt`:
/// a header with the process's start time, its parent (the `swift test` that started it) and
/// whether it ran the full suite or a filtered selection (``TestRunScope``), then one golden path
/// per line, relative to the snapshots directory. A process that runs the full suite deletes the
/// ledgers of older runs, since its own record supersedes them.
///
/// Recording is best effort: when the directory cannot be written, assertions go on without it.
package final class SnapshotLedger: Sendable {
    /// The name of the ledger directory inside the snapshots directory.
    package static let directoryName = ".wireframe-runs"

    private let process: TestProcess
    private let started: Int
    /// Open ledger files by snapshots directory; `nil` marks a directory that cannot be written.
    private let files = Locked([String: Int32?]())

    package init(process: TestProcess) {
        self.process = process
        self.started = process.now()
    }

    deinit {
        files.withLock { files in
            for case let descriptor? in files.values {
                close(descriptor)
            }
        }
    }

    /// Appends `relativePath` to this process's ledger in the snapshots `directory`.
    package func record(_ relativePath: String, in directory: String) {
        files.withLock { files in
            let descriptor: Int32?
            if let known = files[directory] {
                descriptor = known
            } else {
                descriptor = open(in: directory)
                files[directory] = descriptor
            }
            guard let descriptor else { return }
            let line = relativePath + "\n"
            _ = line.utf8CString.withUnsafeBufferPointer { buffer in
                write(descriptor, buffer.baseAddress, buffer.count - 1)
            }
        }
    }

    /// The name of this process's ledger file.
    package var fileName: String {
        "\(started)-\(process.parent)-\(process.pid).txt"
    }

    private func open(in directory: String) -> Int32? {
        let ledgerDirectory = directory + "/" + Self.directoryName
        do {
            try FileManager.default.createDirectory(atPath: ledgerDirectory, withIntermediateDirectories: true)
        } catch {
            return nil
        }
        let scope = TestRunScope.of(arguments: process.arguments)
        if scope == .full {
            deleteOlderRuns(in: ledgerDirectory)
        }
        let path = ledgerDirectory + "/" + fileName
        let descriptor = openFile(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return nil }
        let header = SnapshotLedgerFile.header(started: started, parent: process.parent, scope: scope)
        _ = header.utf8CString.withUnsafeBufferPointer { buffer in
            write(descriptor, buffer.baseAddress, buffer.count - 1)
        }
        return descriptor
    }

    private func deleteOlderRuns(in ledgerDirectory: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: ledgerDirectory) else { return }
        for name in names {
            guard let other = SnapshotLedgerFile.Name(name),
                other.started < started, other.parent != process.parent
            else { continue }
            unlink(ledgerDirectory + "/" + name)
        }
    }
}

/// The facts about a test process that its ledger records.
package struct TestProcess: Sendable {
    package var pid: Int32
    package var parent: Int32
    package var arguments: [String]
    /// Seconds since 1970, read once when the ledger is created.
    package var now: @Sendable () -> Int

    /// The running process.
    package static var current: TestProcess {
        TestProcess(
            pid: getpid(),
            parent: getppid(),
            arguments: CommandLine.arguments,
            now: { Int(Date().timeIntervalSince1970) }
        )
    }
}

private func openFile(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
    open(path, flags, mode)
}
