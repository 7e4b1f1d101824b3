/// An external diff command, printed with a snapshot mismatch so that the golden and the new
/// snapshot can be opened side by side.
///
/// The template names the two files with `%old` (the golden, or `/dev/null` when there is none)
/// and `%new` (the pending `<golden>.new`); each is replaced by an absolute, shell-quoted path.
/// A bare command, with neither, gets both paths appended, as swift-snapshot-testing's string
/// diff tools do (`"ksdiff"` prints `ksdiff <old> <new>`). A diff tool can also be a closure of
/// the two paths that returns the whole text to print (swift-snapshot-testing's form). Set it for a scope with `withSnapshotTesting(diffTool:)` or the `.snapshots(diffTool:)` trait,
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
    /// The command template, with `%old` and `%new` standing for the two files; empty for a
    /// diff tool made from a closure.
    ///
    /// ```swift
    /// SnapshotDiffTool("ksdiff %old %new").template  // "ksdiff %old %new"
    /// ```
    public var template: String

    /// The closure of a diff tool made with `init(_:)` with a closure; `nil` for a template.
    private var tool: Tool?

    /// A closure compared by identity, so that diff tools stay `Hashable`.
    private final class Tool: Sendable {
        let text: @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String
        init(_ text: @escaping @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String) {
            self.text = text
        }
    }

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

    /// Creates a diff tool from a closure of the golden's path and the new snapshot's path that
    /// returns the text printed with a mismatch, as swift-snapshot-testing's `DiffTool` does.
    ///
    /// ```swift
    /// let tool = SnapshotDiffTool { old, new in "open \(old) and \(new)" }
    /// tool(currentFilePath: "/a.txt", failedFilePath: "/b.txt")  // "open /a.txt and /b.txt"
    /// ```
    ///
    /// - Parameter tool: Returns the text for the golden's path and the new snapshot's path.
    public init(_ tool: @escaping @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String) {
        self.template = ""
        self.tool = Tool(tool)
    }

    /// The text for a pair of files, as swift-snapshot-testing names the call: ``command(old:new:)``.
    ///
    /// ```swift
    /// SnapshotDiffTool("ksdiff")(currentFilePath: "old.png", failedFilePath: "new.png")
    /// // ksdiff old.png new.png
    /// ```
    public func callAsFunction(currentFilePath: String, failedFilePath: String) -> String {
        command(old: currentFilePath, new: failedFilePath)
    }

    /// The words of the command for a pair of files, to run without a shell (`Process` with
    /// these arguments): the template split at spaces, with `%old` and `%new` each one whole
    /// word whatever the path holds, and the two paths appended to a bare command. `nil` for a
    /// diff tool made from a closure, which describes rather than names a command.
    ///
    /// ```swift
    /// SnapshotDiffTool("code --diff").arguments(old: "/a b.txt", new: "/c.txt")
    /// // ["code", "--diff", "/a b.txt", "/c.txt"]
    /// ```
    public func arguments(old: String, new: String) -> [String]? {
        guard tool == nil else { return nil }
        let words = template.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard hasPlaceholders else { return words + [old, new] }
        return words.map { word in
            word.replacingOccurrences(of: "%old", with: old).replacingOccurrences(of: "%new", with: new)
        }
    }

    /// Whether the template names a file; a bare command gets both paths appended.
    private var hasPlaceholders: Bool {
        template.contains("%old") || template.contains("%new")
    }

    /// The command for the pair of files: the template with `%old` and `%new` replaced by the
    /// shell-quoted paths.
    ///
    /// ```swift
    /// SnapshotDiffTool("code --diff %old %new").command(old: "/a b.txt", new: "/c.txt")
    /// // code --diff '/a b.txt' /c.txt
    /// ```
    public func command(old: String, new: String) -> String {
        if let tool { return tool.text(old, new) }
        guard hasPlaceholders else {
            return template + " " + Self.quoted(old) + " " + Self.quoted(new)
        }
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

extension SnapshotDiffTool: Hashable {
    /// Two templates are equal when their text is; two closures only when they are the same one.
    public static func == (lhs: SnapshotDiffTool, rhs: SnapshotDiffTool) -> Bool {
        lhs.template == rhs.template && lhs.tool === rhs.tool
    }

    /// Hashes the template (a closure's is empty).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(template)
    }
}

extension SnapshotDiffTool {
    /// Kaleidoscope's command line tool, with the two paths: `ksdiff <old> <new>`.
    ///
    /// ```swift
    /// withSnapshotTesting(diffTool: .ksdiff) { … }
    /// ```
    public static let ksdiff = SnapshotDiffTool("ksdiff %old %new")

    /// What swift-snapshot-testing prints when no diff tool is set: the two files as `file://`
    /// URLs and how to set a diff tool.
    ///
    /// ```swift
    /// SnapshotDiffTool.default(currentFilePath: "/a.txt", failedFilePath: "/b.txt")
    /// // @−
    /// // "file:///a.txt"
    /// // @+
    /// // "file:///b.txt"
    /// // …
    /// ```
    public static let `default` = SnapshotDiffTool { old, new in
        """
        @\u{2212}
        "file://\(old)"
        @+
        "file://\(new)"

        To configure output for a custom diff tool, use 'withSnapshotTesting'. For example:

            withSnapshotTesting(diffTool: .ksdiff) {
              // ...
            }
        """
    }
}

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
