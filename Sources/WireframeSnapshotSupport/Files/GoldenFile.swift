import Foundation
import Wireframe
import WireframeDump

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading, atomically writing and removing golden files.
///
/// Writes go through ``AtomicFile`` (a hidden temporary file in the same directory, renamed over
/// the target), so a reader (or a concurrent test) sees either the old file or the new one, never
/// a torn one.
package enum GoldenFile {
    /// The result of reading a golden file.
    package enum Contents: Equatable {
        case data(Data)
        case missing
    }

    /// Reads the whole file at `path`.
    ///
    /// - Throws: ``SnapshotError/goldenIsDirectory(path:)`` or
    ///   ``SnapshotError/unreadableGolden(path:reason:)``.
    package static func read(_ path: String, displayPath: String) throws(SnapshotError) -> Contents {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { return .missing }
            if code == EISDIR { throw .goldenIsDirectory(path: displayPath) }
            throw .unreadableGolden(path: displayPath, reason: describe(code))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw .unreadableGolden(path: displayPath, reason: describe(errno))
        }
        if (status.st_mode & S_IFMT) == S_IFDIR {
            throw .goldenIsDirectory(path: displayPath)
        }
        var data = Data(count: max(Int(status.st_size), 0))
        var filled = 0
        while true {
            if filled == data.count {
                data.count += 4096
            }
            let count = data.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return readBytes(descriptor, base + filled, buffer.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EISDIR { throw .goldenIsDirectory(path: displayPath) }
                throw .unreadableGolden(path: displayPath, reason: describe(errno))
            }
            if count == 0 { break }
            filled += count
        }
        data.count = filled
        return .data(data)
    }

    /// Writes `data` to `path` atomically, creating the missing parent directories.
    ///
    /// - Throws: ``SnapshotError/unwritable(path:reason:)`` naming `displayPath`.
    package static func write(_ data: Data, to path: String, displayPath: String) throws(SnapshotError) {
        try makeParentDirectories(of: path, displayPath: displayPath)
        do {
            try AtomicFile.write(data, to: URL(fileURLWithPath: path))
        } catch {
            throw .unwritable(path: displayPath, reason: error.code.map(describe) ?? error.reason)
        }
    }

    /// Creates the golden at `path` holding `data` unless a file is already there (another
    /// process recorded it first), creating the missing parent directories.
    ///
    /// - Returns: `true` when this call created it, `false` when a file was there (left as it is).
    /// - Throws: ``SnapshotError/unwritable(path:reason:)`` naming `displayPath`.
    package static func create(_ data: Data, at path: String, displayPath: String) throws(SnapshotError) -> Bool {
        try makeParentDirectories(of: path, displayPath: displayPath)
        do {
            return try AtomicFile.create(data, at: URL(fileURLWithPath: path))
        } catch {
            throw .unwritable(path: displayPath, reason: error.code.map(describe) ?? error.reason)
        }
    }

    /// Removes the file at `path` if there is one.
    ///
    /// - Returns: Whether a file was removed.
    @discardableResult
    package static func remove(_ path: String) -> Bool {
        unlink(path) == 0
    }

    /// Whether a file (of any kind) exists at `path`.
    package static func exists(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0
    }

    /// Moves the file at `source` over `destination` in one step.
    package static func move(_ source: String, over destination: String) throws(SnapshotError) {
        guard rename(source, destination) == 0 else {
            throw .unwritable(path: destination, reason: describe(errno))
        }
    }

    private static func makeParentDirectories(of path: String, displayPath: String) throws(SnapshotError) {
        guard let failure = makeDirectories(above: path) else { return }
        let shown = displayed(failure.directory, path: path, displayPath: displayPath)
        let reason = failure.code == ENOTDIR ? "\(shown) is not a directory" : "\(shown): \(describe(failure.code))"
        throw .unwritable(path: displayPath, reason: "cannot create its directory, \(reason)")
    }

    package static func describe(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }

    /// Creates the directories above `path` that are missing; returns the first directory that
    /// could not be created and why.
    private static func makeDirectories(above path: String) -> (directory: String, code: Int32)? {
        let directory = (path as NSString).deletingLastPathComponent
        var status = stat()
        if stat(directory, &status) == 0 {
            return (status.st_mode & S_IFMT) == S_IFDIR ? nil : (directory, ENOTDIR)
        }
        if directory.isEmpty || directory == "/" { return nil }
        if let failure = makeDirectories(above: directory) { return failure }
        if mkdir(directory, 0o777) != 0 {
            let code = errno
            if code == EEXIST, stat(directory, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
                return nil
            }
            return (directory, code)
        }
        return nil
    }

    /// `directory` shown like `displayPath`, which shows `path`: relative when `displayPath` is.
    private static func displayed(_ directory: String, path: String, displayPath: String) -> String {
        guard path.hasSuffix(displayPath), path.count > displayPath.count else { return directory }
        let hidden = path.dropLast(displayPath.count)
        guard directory.count > hidden.count, directory.hasPrefix(hidden) else { return directory }
        return String(directory.dropFirst(hidden.count))
    }
}

private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
