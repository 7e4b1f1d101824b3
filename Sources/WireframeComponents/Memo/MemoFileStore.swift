import Foundation
import Wireframe
import WireframeDump

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps the memos in a JSON file (a ``MemoFile``), one change at a time.
///
/// For every change the actor takes an exclusive lock (`flock` on `.<name>.lock` beside the
/// file), reads the file again, applies the change and writes the whole list to a temporary file
/// in the same directory, renamed over the file, so a reader sees the old memos or the new ones,
/// never a part. Changes run one after another on the actor, and the lock orders them with other
/// stores and processes on the same file, so changes saved from many places at once all end up
/// in the file.
///
/// A file written by a newer version of the app (a higher `schemaVersion`) is left as it is, and
/// loads and saves throw ``MemoStoreError/newerSchemaVersion(path:version:)``: an older app never
/// hides a newer one's memos. Any other file whose content cannot be understood is moved aside
/// (the file itself, not a link to it), unchanged, to
/// `<name>.corrupt-<UTC timestamp>[-<n>].json` — a name no other file has — and a new file is
/// started; the first ``load()`` afterwards throws ``MemoStoreError/fileSetAside(path:setAsideAt:reason:)``
/// so the app can say so. When the file cannot even be moved, every save throws instead of
/// writing over it. A file that cannot be *read* (no permission, an I/O error) is left where it
/// is: loads and saves throw ``MemoStoreError/fileUnusable(path:reason:)`` until it can be.
///
/// Files are private to their owner whatever the umask: the memo file and the lock file are
/// created 0600, a directory the store creates 0700. A memo file that is a symbolic link is
/// written through to the file it points to; the lock file is never opened through a link.
/// Temporary files that earlier saves left (a process killed mid-save) are removed, under the
/// lock, by the next save and by the first load that finds any.
///
/// ```swift
/// let store = MemoFileStore(fileURL: URL(fileURLWithPath: "/tmp/memos.json"))
/// try await store.save(.add(memo))
/// try await store.load()   // [memo]
/// ```
public actor MemoFileStore {
    /// The file the memos are kept in.
    public let fileURL: URL
    private let now: @Sendable () -> Date
    private var memos: [Memo]?
    private var unreportedProblem: MemoStoreError?
    private var blockingProblem: MemoStoreError?

    /// Creates a store for the file at `fileURL`; nothing is read until the first call.
    ///
    /// - Parameters:
    ///   - fileURL: The JSON file. Its directory is created when the first change is saved.
    ///   - now: The clock that names set-aside files.
    public init(fileURL: URL, now: @escaping @Sendable () -> Date = { Date() }) {
        self.fileURL = fileURL
        self.now = now
    }

    /// The saved memos, newest first.
    ///
    /// - Throws: ``MemoStoreError/fileSetAside(path:setAsideAt:reason:)`` once, after the file
    ///   was moved aside (later calls return the memos saved since), or
    ///   ``MemoStoreError/fileUnusable(path:reason:)`` while the file can be neither read nor moved.
    public func load() throws(MemoStoreError) -> [Memo] {
        if memos == nil { removeTemporaryFilesOfKilledSaves() }
        let memos = try loadedMemos()
        if let problem = unreportedProblem {
            unreportedProblem = nil
            throw problem
        }
        return memos
    }

    /// Applies `change` to the saved memos and writes the file.
    ///
    /// - Throws: ``MemoStoreError/writeFailed(path:reason:)`` when the file cannot be written (the
    ///   change is kept in memory and written with the next one), or
    ///   ``MemoStoreError/fileUnusable(path:reason:)`` while an unreadable file is in the way.
    public func save(_ change: MemoChange) throws(MemoStoreError) {
        // Another store (another client, another process) may have saved since this one read
        // the file: under an exclusive lock, read it again, apply the change and write.
        let lock = try FileLock(beside: fileURL)
        defer { lock.release() }
        removeStaleTemporaryFiles()
        if blockingProblem == nil { memos = nil }
        var memos = try loadedMemos()
        change.apply(to: &memos)
        self.memos = memos
        try write(memos)
    }

    private func loadedMemos() throws(MemoStoreError) -> [Memo] {
        if let blockingProblem { throw blockingProblem }
        if let memos { return memos }
        let path = fileURL.path
        guard let target = AtomicFile.resolvingLinks(path) else {
            throw .fileUnusable(path: path, reason: "its symbolic links loop; point the link at a file")
        }
        var status = stat()
        // A missing file, or a link to one, is no memos yet; the first save creates it.
        guard lstat(target, &status) == 0 else {
            memos = []
            return []
        }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            throw .fileUnusable(
                path: path, reason: "it is \(Self.describe(kind: status.st_mode & S_IFMT)), not a file; move it out of the way")
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: target))
        } catch {
            // Not the content's fault: leave the file where it is and say why, every time.
            throw .fileUnusable(path: path, reason: "the file cannot be read (\(Self.reason(of: error)))")
        }
        let reason: String
        do throws(MemoFileProblem) {
            let file = try MemoFile.decode(data)
            memos = file.memos.sortedNewestFirst()
            return memos ?? []
        } catch {
            // A newer app's file is not damaged: keep it where it is, and save nothing over it.
            if case .unsupportedSchemaVersion(let version) = error, version > MemoFile.currentSchemaVersion {
                let problem = MemoStoreError.newerSchemaVersion(path: path, version: version)
                blockingProblem = problem
                throw problem
            }
            reason = error.description
        }
        do {
            let destination = try setAside(target)
            memos = []
            unreportedProblem = .fileSetAside(path: path, setAsideAt: destination.path, reason: reason)
            return []
        } catch {
            let problem = MemoStoreError.fileUnusable(path: path, reason: "\(reason); \(Self.reason(of: error))")
            blockingProblem = problem
            throw problem
        }
    }

    /// Writes `memos` to a temporary file beside the target, flushes it and renames it over the
    /// target; on failure the temporary file is removed and the target is untouched.
    private func write(_ memos: [Memo]) throws(MemoStoreError) {
        do {
            let data = try MemoFile(memos: memos).encoded()
            try FileManager.default.createDirectory(
                at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            // A link is written through: the file it points to is replaced (or, for a dangling
            // link, created), the link stays.
            try AtomicFile.write(data, to: fileURL, synchronize: true, permissions: 0o600)
        } catch let error as FileWriteError {
            throw .writeFailed(path: fileURL.path, reason: error.reason)
        } catch {
            throw .writeFailed(path: fileURL.path, reason: Self.reason(of: error))
        }
    }

    /// The temporary files beside the memo file, finished or not.
    private func temporaryFiles() -> [URL] {
        let target = URL(fileURLWithPath: AtomicFile.resolvingLinks(fileURL.path) ?? fileURL.path)
        let directory = target.deletingLastPathComponent()
        let prefix = AtomicFile.temporaryPrefix(for: target)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return [] }
        return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".tmp") }.map { directory.appendingPathComponent($0) }
    }

    /// Removes the temporary files of saves that never finished. Called under the lock, so no
    /// save is writing one.
    private func removeStaleTemporaryFiles() {
        for file in temporaryFiles() {
            try? FileManager.default.removeItem(at: file)
        }
    }

    /// Before the first read, removes what killed saves left, under the lock so that a save in
    /// progress elsewhere keeps its file. The lock is taken only when there is something to
    /// remove, so loading an untouched directory creates nothing; a directory where the lock
    /// cannot be taken (read-only) is read as it is.
    private func removeTemporaryFilesOfKilledSaves() {
        guard !temporaryFiles().isEmpty, let lock = try? FileLock(beside: fileURL) else { return }
        defer { lock.release() }
        removeStaleTemporaryFiles()
    }

    /// Moves the file at `target` (the memo file, or the file its link leads to; the link stays)
    /// to a new name beside it that no file has, never replacing one.
    private func setAside(_ target: String) throws -> URL {
        let file = URL(fileURLWithPath: target)
        let directory = file.deletingLastPathComponent()
        let stem = file.deletingPathExtension().lastPathComponent
        let pathExtension = file.pathExtension.isEmpty ? "json" : file.pathExtension
        let stamp = Self.timestamp(now())
        for attempt in 1...1_000 {
            let suffix = attempt == 1 ? "" : "-\(attempt)"
            let destination = directory.appendingPathComponent("\(stem).corrupt-\(stamp)\(suffix).\(pathExtension)")
            // A hard link fails rather than replace an existing file, so the check and the move
            // are one step; directories and file systems without links fall back to a move.
            if link(target, destination.path) == 0 {
                guard unlink(target) == 0 else { throw POSIXFailure(code: errno) }
                return destination
            }
            if errno == EEXIST { continue }
            if FileManager.default.fileExists(atPath: destination.path) { continue }
            try FileManager.default.moveItem(at: file, to: destination)
            return destination
        }
        throw POSIXFailure(code: EEXIST)
    }

    /// What a file of `kind` (from `st_mode`) is: `a directory`.
    private static func describe(kind: mode_t) -> String {
        switch kind {
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO (a named pipe)"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFSOCK: "a socket"
        default: "a special file"
        }
    }

    /// `20231114T221320Z` for 2023-11-14 22:13:20 UTC.
    static func timestamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String {
            let text = String(value ?? 0)
            return text.count < 2 ? "0" + text : text
        }
        return "\(parts.year ?? 0)\(two(parts.month))\(two(parts.day))T\(two(parts.hour))\(two(parts.minute))\(two(parts.second))Z"
    }

    /// The POSIX reason under a Foundation error, which says more than its localized description.
    private static func reason(of error: any Error) -> String {
        if let failure = error as? POSIXFailure { return failure.description }
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(nsError.code)))
        }
        return nsError.localizedDescription
    }
}

/// A failed system call, described by its `errno`.
private struct POSIXFailure: Error, CustomStringConvertible {
    var code: Int32
    var description: String { String(cString: strerror(code)) }
}

/// An exclusive advisory lock (`flock`) on a `.lock` file beside a file, held until released.
private struct FileLock {
    private let descriptor: Int32

    init(beside fileURL: URL) throws(MemoStoreError) {
        let directory = fileURL.deletingLastPathComponent()
        let path = directory.appendingPathComponent(".\(fileURL.lastPathComponent).lock").path
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .writeFailed(path: fileURL.path, reason: "\(error.localizedDescription)")
        }
        // Never through a link: a link planted at the lock's name would make the store create or
        // lock a file wherever it points.
        let descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else {
            throw .writeFailed(path: fileURL.path, reason: "cannot open its lock file: \(String(cString: strerror(errno)))")
        }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                throw .writeFailed(path: fileURL.path, reason: "cannot lock it: \(reason)")
            }
        }
        self.descriptor = descriptor
    }

    func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
