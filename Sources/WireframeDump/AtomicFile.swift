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
/// ```swift
/// try AtomicFile.write(svg, to: URL(fileURLWithPath: "gallery/dialog.svg"))
/// ```
package enum AtomicFile {
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
        let temporary = url.deletingLastPathComponent().appendingPathComponent(temporaryPrefix(for: url) + "\(UUID().uuidString).tmp").path
        // Created with the permissions asked for (the umask can only narrow them) and set to
        // exactly those before a byte is written, so the contents are never readable by others.
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions ?? 0o666)
        guard descriptor >= 0 else { throw FileWriteError(path: path, code: errno) }
        var failure: Int32?
        if let permissions, fchmod(descriptor, permissions) != 0 { failure = errno }
        if failure == nil { failure = writeAll(data, to: descriptor) }
        if failure == nil, synchronize, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if failure == nil, rename(temporary, path) != 0 { failure = errno }
        if let failure {
            unlink(temporary)
            throw FileWriteError(path: path, code: failure)
        }
    }

    /// How the names of the temporary files written for `url` begin: `.<name>.`.
    package static func temporaryPrefix(for url: URL) -> String {
        ".\(url.lastPathComponent)."
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
