import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes files so that readers see either the old contents or the new, never a part: the
/// contents go to a temporary file in the same directory, which is then renamed over the target.
///
/// ```swift
/// try AtomicFile.write(svg, to: URL(fileURLWithPath: "gallery/dialog.svg"))
/// ```
package enum AtomicFile {
    /// Writes `contents` as UTF-8 to `url`, replacing any file there.
    ///
    /// When anything fails, the temporary file is removed and the target is left as it was.
    /// - Throws: ``FileWriteError`` naming the file and the reason.
    package static func write(_ contents: String, to url: URL) throws {
        try write(Data(contents.utf8), to: url)
    }

    /// Writes `data` to `url` through a temporary file in the same directory, renamed over the
    /// target; with `synchronize`, the temporary file is flushed to disk before the rename, and
    /// with `permissions`, the file gets exactly those (whatever the umask).
    ///
    /// - Throws: ``FileWriteError`` naming the file and the reason; the target is untouched and
    ///   no temporary file is left behind.
    package static func write(_ data: Data, to url: URL, synchronize: Bool = false, permissions: mode_t? = nil) throws {
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(temporaryPrefix(for: url) + "\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary, options: .withoutOverwriting)
            if let permissions, chmod(temporary.path, permissions) != 0 {
                throw FileWriteError(path: url.path, reason: String(cString: strerror(errno)))
            }
            if synchronize {
                let handle = try FileHandle(forWritingTo: temporary)
                try handle.synchronize()
                try handle.close()
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw FileWriteError(path: url.path, reason: reason(of: error))
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw FileWriteError(path: url.path, reason: reason)
        }
    }

    /// How the names of the temporary files written for `url` begin: `.<name>.`.
    package static func temporaryPrefix(for url: URL) -> String {
        ".\(url.lastPathComponent)."
    }

    private static func reason(of error: Error) -> String {
        if let error = error as? FileWriteError { return error.reason }
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSCocoaErrorDomain, nsError.code == NSFileNoSuchFileError || nsError.code == NSFileWriteNoPermissionError {
            return nsError.code == NSFileNoSuchFileError ? "No such file or directory" : "Permission denied"
        }
        return nsError.localizedDescription
    }
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

    /// Creates an error for the file at `path`.
    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}

extension FileWriteError: CustomStringConvertible {
    /// `cannot write '<path>': <reason>`.
    package var description: String { "cannot write '\(path)': \(reason)" }
}
