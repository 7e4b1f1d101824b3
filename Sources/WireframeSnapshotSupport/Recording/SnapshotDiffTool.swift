/// An external diff command, printed with a snapshot mismatch so that the golden and the new
/// snapshot can be opened side by side.
///
/// The template names the two files with `%old` (the golden, or `/dev/null` when there is none)
/// and `%new` (the pending `<golden>.new`); each is replaced by an absolute, shell-quoted path.
/// Set it for a scope with `withSnapshotTesting(diffTool:)` or the `.snapshots(diffTool:)` trait,
/// or for a whole run with the `WIREFRAME_DIFF_TOOL` environment variable.
///
/// ```swift
/// withSnapshotTesting(diffTool: "ksdiff %old %new") { … }
/// withSnapshotTesting(diffTool: .init("code --diff %old %new")) { … }
/// ```
/// ```
/// Compare them with: ksdiff /app/Snapshots/CardTests/title.txt /app/Snapshots/CardTests/title.txt.new
/// ```
///
/// The command is only printed, never run.
public struct SnapshotDiffTool: Sendable {
    /// The command template, with `%old` and `%new` standing for the two files.
    ///
    /// ```swift
    /// SnapshotDiffTool("ksdiff %old %new").template  // "ksdiff %old %new"
    /// ```
    public var template: String

    /// Creates a diff tool from a command template.
    ///
    /// ```swift
    /// let tool = SnapshotDiffTool("code --diff %old %new")
    /// ```
    ///
    /// - Parameter template: The command, with `%old` and `%new` standing for the two files; a
    ///   `%` followed by anything else is kept as it is.
    public init(_ template: String) {
        self.template = template
    }

    /// The command for the pair of files: the template with `%old` and `%new` replaced by the
    /// shell-quoted paths.
    ///
    /// ```swift
    /// SnapshotDiffTool("code --diff %old %new").command(old: "/a b.txt", new: "/c.txt")
    /// // code --diff '/a b.txt' /c.txt
    /// ```
    public func command(old: String, new: String) -> String {
        var result = ""
        var rest = template[...]
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let after = rest[percent...]
            if after.hasPrefix("%old") {
                result += Self.quoted(old)
                rest = after.dropFirst(4)
            } else if after.hasPrefix("%new") {
                result += Self.quoted(new)
                rest = after.dropFirst(4)
            } else {
                result += "%"
                rest = after.dropFirst()
            }
        }
        return result + rest
    }

    /// `path` as one shell word: as it is when it holds only safe characters, else in single
    /// quotes.
    static func quoted(_ path: String) -> String {
        let safe = path.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "/._-+@=:,".unicodeScalars.contains(scalar)
        }
        guard !safe || path.isEmpty else { return path }
        return "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

extension SnapshotDiffTool: Hashable {}

extension SnapshotDiffTool: ExpressibleByStringLiteral {
    /// Creates a diff tool from a string literal template.
    ///
    /// ```swift
    /// withSnapshotTesting(diffTool: "ksdiff %old %new") { … }
    /// ```
    public init(stringLiteral template: String) {
        self.init(template)
    }
}
