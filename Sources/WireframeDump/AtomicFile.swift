import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes files so that readers see either the old contents or the new, never a part: the
/// contents go to a hidden temporary file in the same directory, which is then renamed over the
/// target. Every module that writes a file the user reads (gallery pictures, rendered output,
/// golden snapshots, the memo store) writes it through this one type.
///
/// It writes as a careful tool does, and as a shell's `>` would:
/// - a symbolic link is written through: the file it points to (created when the link dangles)
///   is replaced, and the link stays;
/// - a directory, a FIFO, a device or a socket at the target is refused, and nothing is replaced;
/// - a name longer (in bytes) than the file system allows is refused by name, and a name that
///   fits gets a temporary name that fits too.
///
/// ```swift
/// try AtomicFile.write(svg, to: URL(fileURLWithPath: "gallery/dialog.svg"))
/// ```
package enum AtomicFile {
    /// The longest file name, in bytes, where the file system does not say.
    package static let defaultNameLimit = 255

    /// Writes `contents` as UTF-8 to `url`, replacing any file there.
    ///
    /// When anything fails, the temporary file is removed and the target is left as it was.
    /// - Throws: ``FileWriteError`` naming the file and the reason.
    package static func write(_ contents: String, to url: URL) throws(FileWriteError) {
        try write(Data(contents.utf8), to: url)
    }

    /// Writes `data` to `url` through a temporary file in the same directory, renamed over the
    /// target; with `synchronize`, the temporary file is flushed to disk before the rename, and
    /// with `permissions`, the file gets exactly those (whatever the umask).
    ///
    /// - Throws: ``FileWriteError`` naming the file and the reason (and the `errno` behind it);
    ///   the target is untouched and no temporary file is left behind.
    package static func write(
        _ data: Data, to url: URL, synchronize: Bool = false, permissions: mode_t? = nil
    ) throws(FileWriteError) {
        let path = url.path
        let target = try writableTarget(of: path)
        let temporary = try writeTemporary(data, beside: target, shownAs: path, synchronize: synchronize, permissions: permissions)
        guard rename(temporary, target) == 0 else {
            let failure = errno
            unlink(temporary)
            throw FileWriteError(path: path, code: failure)
        }
    }

    /// Creates the file at `url` holding `data`, unless a file is already there: the file
    /// appears whole, in one step, and of two processes creating it only one succeeds.
    ///
    /// - Returns: `true` when this call created the file, `false` when one was already there (it
    ///   is left as it is).
    /// - Throws: ``FileWriteError`` as ``write(_:to:synchronize:permissions:)`` does.
    package static func create(_ data: Data, at url: URL) throws(FileWriteError) -> Bool {
        let path = url.path
        let target = try writableTarget(of: path)
        let temporary = try writeTemporary(data, beside: target, shownAs: path, synchronize: false, permissions: nil)
        defer { unlink(temporary) }
        // A hard link, unlike a rename, never replaces what is there.
        if link(temporary, target) == 0 { return true }
        let failure = errno
        if failure == EEXIST { return false }
        throw FileWriteError(path: path, code: failure)
    }

    /// How the names of the temporary files written for `url` begin: `.<name>.`, the name cut
    /// (at a character boundary) so that the whole temporary name fits in ``defaultNameLimit``
    /// bytes.
    package static func temporaryPrefix(for url: URL) -> String {
        let name = url.lastPathComponent
        // ".<name>." + 36 characters of UUID + ".tmp"
        let room = defaultNameLimit - 2 - 36 - 4
        var kept = ""
        var bytes = 0
        for character in name {
            bytes += character.utf8.count
            guard bytes <= room else { break }
            kept.append(character)
        }
        return ".\(kept)."
    }

    /// The file a write to `path` replaces: `path` itself, or the file its links lead to.
    ///
    /// - Throws: ``FileWriteError`` when that is not a regular file, when the links loop, or when
    ///   its name is longer than the file system allows.
    package static func writableTarget(of path: String) throws(FileWriteError) -> String {
        guard let current = resolvingLinks(path) else { throw FileWriteError(path: path, code: ELOOP) }
        var status = stat()
        if lstat(current, &status) == 0 {
            let kind = status.st_mode & S_IFMT
            guard kind == S_IFREG else {
                throw FileWriteError(path: path, reason: "\(describe(kind: kind)), not a regular file")
            }
        }
        let name = (current as NSString).lastPathComponent
        let limit = nameLimit(in: directory(of: current))
        guard name.utf8.count <= limit else {
            throw FileWriteError(
                path: path,
                reason: "its name is \(name.utf8.count) bytes long, and the file system allows at most \(limit); choose a shorter name",
                code: ENAMETOOLONG)
        }
        return current
    }

    /// The path the symbolic links at `path` lead to — `path` itself when it is no link, the
    /// missing file a dangling link names — or `nil` when they loop (more than 40 links).
    package static func resolvingLinks(_ path: String) -> String? {
        var current = path
        var hops = 0
        var status = stat()
        while lstat(current, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK {
            hops += 1
            guard hops <= 40, let destination = linkDestination(of: current) else { return nil }
            current = destination.hasPrefix("/") ? destination : directory(of: current) + "/" + destination
        }
        return current
    }

    /// Writes `data` to a new temporary file beside `target`; returns its path.
    private static func writeTemporary(
        _ data: Data, beside target: String, shownAs path: String, synchronize: Bool, permissions: mode_t?
    ) throws(FileWriteError) -> String {
        let targetURL = URL(fileURLWithPath: target)
        let temporary = directory(of: target) + "/" + temporaryPrefix(for: targetURL) + "\(UUID().uuidString).tmp"
        // Created with the permissions asked for (the umask can only narrow them) and set to
        // exactly those before a byte is written, so the contents are never readable by others.
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions ?? 0o666)
        guard descriptor >= 0 else { throw FileWriteError(path: path, code: errno) }
        var failure: Int32?
        if let permissions, fchmod(descriptor, permissions) != 0 { failure = errno }
        if failure == nil { failure = writeAll(data, to: descriptor) }
        if failure == nil, synchronize, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if let failure {
            unlink(temporary)
            throw FileWriteError(path: path, code: failure)
        }
        return temporary
    }

    /// The folder holding `path` (`.` for a bare name).
    private static func directory(of path: String) -> String {
        let directory = (path as NSString).deletingLastPathComponent
        return directory.isEmpty ? "." : directory
    }

    /// Where the symbolic link at `path` points, as written in it.
    private static func linkDestination(of path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The longest name, in bytes, the file system of `directory` allows.
    private static func nameLimit(in directory: String) -> Int {
        let limit = pathconf(directory, Int32(_PC_NAME_MAX))
        return limit > 0 ? Int(limit) : defaultNameLimit
    }

    /// What a file of `kind` (from `st_mode`) is, as the start of a sentence.
    private static func describe(kind: mode_t) -> String {
        switch kind {
        case S_IFDIR: "it is a directory"
        case S_IFIFO: "it is a FIFO (a named pipe)"
        case S_IFCHR: "it is a character device"
        case S_IFBLK: "it is a block device"
        case S_IFSOCK: "it is a socket"
        default: "it is a special file"
        }
    }

    /// Writes every byte of `data`, retrying interrupted writes; returns the `errno` of a failure.
    private static func writeAll(_ data: Data, to descriptor: Int32) -> Int32? {
        data.withUnsafeBytes { buffer -> Int32? in
            guard let base = buffer.baseAddress else { return nil }
            var written = 0
            while written < buffer.count {
                let count = writeBytes(descriptor, base + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                written += count
            }
            return nil
        }
    }
}

private func writeBytes(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

/// A file that could not be written.
///
/// ```swift
/// FileWriteError(path: "out/a.svg", reason: "Permission denied").description
/// // cannot write 'out/a.svg': Permission denied
/// ```
package struct FileWriteError: Error, Equatable {
    /// The file's path.
    package var path: String
    /// Why it could not be written, as the system says it.
    package var reason: String
    /// The `errno` behind the failure, when the system reported one.
    package var code: Int32?

    /// Creates an error for the file at `path`.
    package init(path: String, reason: String, code: Int32? = nil) {
        self.path = path
        self.reason = reason
        self.code = code
    }

    /// Creates an error for the file at `path` from an `errno`, its reason the system's words.
    package init(path: String, code: Int32) {
        self.init(path: path, reason: String(cString: strerror(code)), code: code)
    }
}

extension FileWriteError: CustomStringConvertible {
    /// `cannot write '<path>': <reason>`.
    package var description: String { "cannot write '\(path)': \(reason)" }
}
