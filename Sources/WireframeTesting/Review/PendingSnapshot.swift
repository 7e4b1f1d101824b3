/// A snapshot waiting for review: the `<golden>.new` file a failing assertion wrote beside its
/// golden.
public struct PendingSnapshot: Sendable {
    /// The golden's path relative to the snapshots directory: `CardTests/showsTitle.txt`.
    public var relativePath: String

    /// The golden's absolute path. The file does not exist when ``isNew`` is `true`.
    public var goldenPath: String

    /// The pending file's absolute path: ``goldenPath`` followed by `.new`.
    public var pendingPath: String

    /// Whether there is no golden yet, so accepting creates it.
    public var isNew: Bool

    /// Creates a pending snapshot from its paths.
    public init(relativePath: String, goldenPath: String, pendingPath: String, isNew: Bool) {
        self.relativePath = relativePath
        self.goldenPath = goldenPath
        self.pendingPath = pendingPath
        self.isNew = isNew
    }

    /// The golden's file extension, without the dot: `txt`, `svg`.
    public var pathExtension: String {
        guard let dot = relativePath.lastIndex(of: "."),
            !relativePath[dot...].contains("/")
        else { return "" }
        return String(relativePath[relativePath.index(after: dot)...])
    }
}

extension PendingSnapshot: Hashable {}
