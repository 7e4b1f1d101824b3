/// A snapshot waiting for review: the `<golden>.new` file a failing assertion wrote beside its
/// golden.
package struct PendingSnapshot: Sendable {
    /// The golden's path relative to the snapshots directory: `CardTests/showsTitle.txt`.
    package var relativePath: String

    /// The golden's absolute path. The file does not exist when ``isNew`` is `true`.
    package var goldenPath: String

    /// The pending file's absolute path: ``goldenPath`` followed by `.new`.
    package var pendingPath: String

    /// Whether there is no golden yet, so accepting creates it.
    package var isNew: Bool

    /// Creates a pending snapshot from its paths.
    package init(relativePath: String, goldenPath: String, pendingPath: String, isNew: Bool) {
        self.relativePath = relativePath
        self.goldenPath = goldenPath
        self.pendingPath = pendingPath
        self.isNew = isNew
    }

    /// The golden's file extension, without the dot: `txt`, `svg`.
    package var pathExtension: String {
        guard let dot = relativePath.lastIndex(of: "."),
            !relativePath[dot...].contains("/")
        else { return "" }
        return String(relativePath[relativePath.index(after: dot)...])
    }
}

extension PendingSnapshot: Hashable {}
