import Foundation
import Wireframe

extension Snapshotting where Format == String {
    /// This text strategy with every match of `pattern` replaced by `replacement` before the
    /// snapshot is stored or compared, so values that change on every run (ids, timestamps,
    /// temporary paths) do not fail the test. The golden's extension and diffing stay the same,
    /// so a redacted golden still diffs line by line.
    ///
    /// A pattern that matches nothing leaves the text as it is. `replacement` is inserted as
    /// written (`$1` is not expanded).
    ///
    /// ```swift
    /// assertSnapshot(of: session, as: .dump.redacting(#/token: "[^"]*"/#, with: #"token: "…""#))
    /// ```
    ///
    /// - Parameters:
    ///   - pattern: What to replace; every non-overlapping match is replaced.
    ///   - replacement: The text written in place of each match.
    /// - Returns: A strategy taking the same values, writing the redacted text.
    public func redacting<Output>(_ pattern: Regex<Output>, with replacement: String) -> Snapshotting {
        // A Regex is not Sendable; the strategy's closure uses it under a lock.
        let pattern = Locked(pattern)
        return map { text in pattern.withLock { text.replacing($0, with: replacement) } }
    }

    /// This text strategy with every UUID (`DEADBEEF-0000-4000-8000-00000000CAFE`, either case)
    /// replaced by `replacement`.
    ///
    /// ```swift
    /// assertSnapshot(of: memo, as: .dump.redactingUUIDs())
    /// // Memo(id: UUID(<uuid>), title: "Milk")
    /// ```
    ///
    /// - Parameter replacement: The text written in place of each UUID; `<uuid>` by default.
    /// - Returns: A strategy writing the redacted text.
    public func redactingUUIDs(with replacement: String = "<uuid>") -> Snapshotting {
        redacting(#/\b[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}\b/#, with: replacement)
    }

    /// This text strategy with every ISO 8601 date or date and time (`2024-05-01`,
    /// `2024-05-01T09:30:00Z`, `2024-05-01 09:30:00.250+09:00`) replaced by `replacement`.
    ///
    /// ```swift
    /// assertSnapshot(of: log, as: .lines.redactingISO8601Dates())
    /// // <date> saved "memo.json"
    /// ```
    ///
    /// - Parameter replacement: The text written in place of each date; `<date>` by default.
    /// - Returns: A strategy writing the redacted text.
    public func redactingISO8601Dates(with replacement: String = "<date>") -> Snapshotting {
        let date = #/\b\d{4}-[01]\d-[0-3]\d(?:[T ][0-2]\d:[0-5]\d(?::[0-6]\d(?:[.,]\d+)?)?(?:Z|[+-][0-2]\d(?::?[0-5]\d)?)?)?(?!\d)/#
        return redacting(date, with: replacement)
    }

    /// This text strategy with every absolute path (`/tmp/run-42/out.txt`, `file:///Users/ahn`)
    /// replaced by `replacement`; what precedes a path (a space, a quote, a bracket) is kept.
    ///
    /// A path starts with `/` at the start of a line or after whitespace, a quote, `(`, `[`, `=`
    /// or `,`, and runs to the next whitespace, quote or bracket; a lone `/` and fractions such as
    /// `1/2` are not paths.
    ///
    /// ```swift
    /// assertSnapshot(of: error.description, as: .lines.redactingAbsolutePaths())
    /// // cannot read "<path>": no such file
    /// ```
    ///
    /// - Parameter replacement: The text written in place of each path; `<path>` by default.
    /// - Returns: A strategy writing the redacted text.
    public func redactingAbsolutePaths(with replacement: String = "<path>") -> Snapshotting {
        let path = #/(?<lead>^|[\s"'(\[=,])(?:file://)?/[^\s"'()\[\]{}<>,;]+/#.anchorsMatchLineEndings()
        let pattern = Locked(path)
        return map { text in pattern.withLock { text.replacing($0) { match in match.output.lead + replacement } } }
    }

    /// This strategy with `transform` applied to each snapshot it takes.
    private func map(_ transform: @escaping @Sendable (String) -> String) -> Snapshotting {
        let snapshot = self.snapshot
        return Snapshotting(pathExtension: pathExtension, diffing: diffing) { value in transform(try snapshot(value)) }
    }
}
