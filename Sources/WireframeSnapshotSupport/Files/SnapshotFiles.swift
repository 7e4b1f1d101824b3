import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The golden and pending files in a snapshots directory, found without ever leaving it.
///
/// Hidden entries (names starting with `.`, such as the `.wireframe-runs` ledgers and temporary
/// files of atomic writes) are not snapshots and are skipped. A symbolic link is followed only
/// when it leads to a file or folder inside the snapshots directory, so nothing outside it is
/// listed, read or deleted through the review; each folder is walked once, so links that loop
/// (or lead to a folder already walked) list nothing twice. Only regular files are listed.
package enum SnapshotFiles {
    /// What a walk of a snapshots directory found.
    package struct Listing: Equatable {
        /// The regular files, as sorted paths relative to the directory.
        package var files: [String] = []
        /// Entries whose names are not UTF-8, shown with `U+FFFD` for the bytes that are not:
        /// they cannot be named to be accepted or rejected, so the review reports them.
        package var unnamable: [String] = []
    }

    /// Every regular file under `directory`, as sorted paths relative to it.
    package static func all(in directory: String) throws -> [String] {
        try listing(in: directory).files
    }

    /// The golden files under `directory`: every file but the pending `.new` ones.
    package static func goldens(in directory: String) throws -> [String] {
        try all(in: directory).filter { !$0.hasSuffix(".new") }
    }

    /// The files under `directory`, and the entries whose names are not UTF-8.
    ///
    /// - Throws: ``SnapshotReviewError`` when `directory` is not a directory or a folder in it
    ///   cannot be listed.
    static func listing(in directory: String) throws -> Listing {
        var status = stat()
        guard stat(directory, &status) == 0 else { return Listing() }
        guard (status.st_mode & S_IFMT) == S_IFDIR, let root = realPath(directory) else {
            throw SnapshotReviewError("\(directory) is not a directory.")
        }
        var walk = Walk(root: root)
        try walk.collect(directory, status: status, prefix: "")
        walk.listing.files.sort()
        walk.listing.unnamable.sort()
        return walk.listing
    }

    /// Whether `path`, its links followed, is a regular file inside the snapshots directory
    /// `directory`.
    static func isInside(_ path: String, directory: String) -> Bool {
        guard let root = realPath(directory), let real = realPath(path) else { return false }
        var status = stat()
        return (real == root || real.hasPrefix(root + "/")) && stat(real, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }

    /// The contents of the file at `path` if it is a regular file inside `directory`, else `nil`.
    static func contents(of path: String, inside directory: String) -> Data? {
        guard isInside(path, directory: directory) else { return nil }
        return FileManager.default.contents(atPath: path)
    }

    /// `path` with every link and `..` resolved, or `nil` when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private struct FolderID: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    private struct Walk {
        let root: String
        var listing = Listing()
        var walked: Set<FolderID> = []

        mutating func collect(_ directory: String, status: stat, prefix: String) throws {
            guard walked.insert(FolderID(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))).inserted else { return }
            guard let stream = opendir(directory) else {
                throw SnapshotReviewError("Cannot list \(directory): \(String(cString: strerror(errno))).")
            }
            defer { closedir(stream) }
            var names: [[UInt8]] = []
            while let entry = readdir(stream) {
                let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
                if !bytes.isEmpty, bytes[0] != UInt8(ascii: ".") { names.append(bytes) }
            }
            // In byte order, so which of two ways to one folder is walked does not depend on
            // the order the file system returns names in.
            for bytes in names.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
                // Decoding repairs what is not UTF-8 (with U+FFFD); such a name cannot be used.
                let name = String(decoding: bytes, as: UTF8.self)
                guard name.utf8.elementsEqual(bytes) else {
                    listing.unnamable.append(prefix + name)
                    continue
                }
                try visit(directory + "/" + name, relative: prefix + name)
            }
        }

        private mutating func visit(_ path: String, relative: String) throws {
            var status = stat()
            guard lstat(path, &status) == 0 else { return }
            if (status.st_mode & S_IFMT) == S_IFLNK {
                // Followed only into the snapshots directory itself; dangling links are skipped.
                guard let real = SnapshotFiles.realPath(path), real == root || real.hasPrefix(root + "/"), stat(real, &status) == 0
                else { return }
            }
            switch status.st_mode & S_IFMT {
            case S_IFREG: listing.files.append(relative)
            case S_IFDIR: try collect(path, status: status, prefix: relative + "/")
            default: break
            }
        }
    }
}
