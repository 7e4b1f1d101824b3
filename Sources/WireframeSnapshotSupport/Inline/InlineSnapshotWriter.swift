import Foundation
import Wireframe

/// Rewrites inline snapshots in test source files, keeping track of what it changed.
///
/// A test binary knows its calls by the lines they had when it was compiled. Every rewrite moves
/// the lines below it, so the writer remembers, per file, each rewrite's original last line and
/// how many lines it added; a later call is looked up at its compiled line plus the lines added
/// above it. Whether the file is still the one the binary was built from is judged from its
/// contents, never from timestamps: the call must be at its compiled line and column, with a
/// trailing closure exactly when the binary has one, holding the very text the binary has; and
/// after its first rewrite the file must still hold what the writer last wrote. An edited file is
/// refused instead of being rewritten at the wrong place. The closure is written with the file's
/// own line endings and indentation. Files are replaced atomically, and all of this happens under
/// one lock, so concurrent tests rewrite one at a time.
package final class InlineSnapshotWriter: Sendable {
    /// The writer of the running test process.
    package static let shared = InlineSnapshotWriter()

    private struct Rewrite {
        var originalLine: Int
        var originalEndLine: Int
        var addedLines: Int
        var text: String
    }

    private struct FileState {
        var contents: [UInt8]
        var rewrites: [Rewrite] = []
    }

    /// Why a rewrite was refused, as the sentence that ends the failure message.
    package struct Refusal: Error, Equatable, CustomStringConvertible {
        package var description: String
    }

    private let files = Locked([String: FileState]())
    /// Checks a file the first time the writer reads it: `nil` when it may be rewritten.
    private let firstRead: @Sendable (_ path: String, _ contents: [UInt8]) -> Refusal?

    /// A writer for a test run: each call's site is checked against what its binary holds.
    package init() {
        self.firstRead = { _, _ in nil }
    }

    /// A writer for a review, after the run: a file is rewritten only if its fingerprint is the
    /// one it had when the test ran.
    ///
    /// - Parameter fingerprints: The ``PendingInlineSnapshot/fingerprint(of:)`` of each file.
    package init(fingerprints: [String: String]) {
        self.firstRead = { path, contents in
            guard fingerprints[path] != PendingInlineSnapshot.fingerprint(of: contents) else { return nil }
            return Refusal(description: "\(path) changed since the test ran; run the tests again to see the snapshot")
        }
    }

    /// The fingerprint of the file at `path`, taken as the test runs, if the writer has not
    /// rewritten it and it passes the first-read check; else `nil`.
    package func pristineFingerprint(of path: String) -> String? {
        files.withLock { files in
            guard files[path] == nil, case .data(let data)? = try? GoldenFile.read(path, displayPath: path) else { return nil }
            let contents = [UInt8](data)
            return firstRead(path, contents) == nil ? PendingInlineSnapshot.fingerprint(of: contents) : nil
        }
    }

    /// Replaces (or adds) the trailing closure of the call at compiled `line`:`column` of
    /// `path` with one returning `text`. `expected` is the text the call was compiled with in
    /// its closure (`nil` when it had none); the source must agree.
    ///
    /// - Throws: ``Refusal`` when the file changed, the call cannot be found, or it cannot be
    ///   written; the file is then left as it was.
    package func rewrite(
        path: String, line: Int, column: Int, function: String, expected: String?, text: String,
        selector: TrailingClosureSelector = .default
    ) throws(Refusal) {
        let result = files.withLock { files -> Result<Void, Refusal> in
            do throws(Refusal) {
                try rewrite(
                    in: &files, path: path, line: line, column: column, function: function, expected: expected, text: text,
                    selector: selector)
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try result.get()
    }

    private func rewrite(
        in files: inout [String: FileState], path: String, line: Int, column: Int, function: String, expected: String?, text: String,
        selector: TrailingClosureSelector
    ) throws(Refusal) {
        var state = try currentState(of: path, known: files[path])
        if let earlier = state.rewrites.first(where: { $0.originalLine == line }) {
            guard earlier.text == text else {
                throw Refusal(
                    description: "this call already wrote a different snapshot in this run (it runs more than once, "
                        + "with different values); give each value its own assertInlineSnapshot")
            }
            return
        }
        let shift = state.rewrites.filter { $0.originalEndLine < line }.reduce(0) { $0 + $1.addedLines }
        let site: InlineSnapshotSite
        do {
            site =
                selector == .default
                ? try InlineSnapshotSite.locate(in: state.contents, line: line + shift, column: column, function: function)
                : try InlineSnapshotSite.locate(in: state.contents, line: line + shift, column: column, selector: selector)
        } catch {
            throw Refusal(description: Self.explain(error, function: function))
        }
        guard (site.closure != nil) == (expected != nil) else {
            throw Refusal(
                description: expected != nil
                    ? "the expected text is not written as a trailing closure after the call's parentheses"
                    : "the call has a trailing closure in the file but was built without one; build and run the tests again")
        }
        // A closure that reads as another text is another call's, or this one's edited since the
        // build: the binary's lines are not the file's.
        if let expected, let closure = site.closure, let written = InlineSnapshotLiteral.value(ofClosure: state.contents[closure]),
            written != expected.replacingOccurrences(of: "\r\n", with: "\n")
        {
            throw Refusal(
                description: "the closure at that place holds other text than the test binary was built with, so the file changed "
                    + "since the build; build and run the tests again to record the snapshot")
        }
        let closure =
            Array(site.prefix.utf8)
            + Array(
                InlineSnapshotLiteral.closure(
                    for: text, indentation: site.indentation, unit: Self.indentationUnit(of: state.contents),
                    newline: Self.usesCRLF(state.contents, aroundLine: line + shift) ? "\r\n" : "\n"
                ).utf8)
        let replaced = state.contents[site.replaced]
        var contents = state.contents
        contents.replaceSubrange(site.replaced, with: closure)
        let added = Self.newlines(in: closure) - Self.newlines(in: replaced)
        do {
            try GoldenFile.write(Data(contents), to: path, displayPath: path)
        } catch {
            guard case .unwritable(_, let reason) = error else { throw Refusal(description: error.message) }
            throw Refusal(description: "cannot write \(path): \(reason)")
        }
        state.contents = contents
        state.rewrites.append(Rewrite(originalLine: line, originalEndLine: site.endLine - shift, addedLines: added, text: text))
        files[path] = state
    }

    /// The file's contents, checked against what the writer knows of it.
    private func currentState(of path: String, known: FileState?) throws(Refusal) -> FileState {
        guard case .data(let data)? = try? GoldenFile.read(path, displayPath: path) else {
            throw Refusal(description: "cannot read the test file \(path)")
        }
        let contents = [UInt8](data)
        if let known {
            guard known.contents == contents else {
                throw Refusal(description: "\(path) changed while the tests ran; run them again to record the snapshot")
            }
            return known
        }
        if let refusal = firstRead(path, contents) { throw refusal }
        return FileState(contents: contents)
    }

    private static func explain(_ failure: InlineSnapshotSite.Failure, function: String) -> String {
        switch failure {
        case .lineOutOfRange(let line):
            return "the file has no line \(line); was it edited after the tests were built?"
        case .noCall(let found):
            return "no call to \(function)( is at that place (found \"\(TerminalText.visible(found))\"); "
                + "a call from a macro or a helper function cannot be rewritten, and neither can a file edited since the build"
        case .unbalancedArguments:
            return "the call's parentheses do not balance"
        case .codeAfterCall:
            return "other code follows the call on its line; put the call on a line of its own"
        case .closureNotALiteral:
            return "its trailing closure holds more than one string literal; write the expected text as the closure's only content"
        case .missingTrailingClosures(let position, let found):
            return "the snapshot is trailing closure number \(position + 1) of the call, but the call has \(found) "
                + "before it; write the ones before it first"
        case .otherLabel(let position, let expected, let found):
            return "trailing closure number \(position + 1) of the call is labelled \"\(found)\", not \"\(expected)\""
        }
    }

    private static func newlines<C: Collection<UInt8>>(in bytes: C) -> Int {
        bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }

    /// Whether the line `line` of `bytes` (or, past the end, the file's first line) ends in CRLF.
    static func usesCRLF(_ bytes: [UInt8], aroundLine line: Int) -> Bool {
        let start = InlineSnapshotSite.offset(ofLine: line, in: bytes) ?? 0
        guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.firstIndex(of: UInt8(ascii: "\n")) else {
            return false
        }
        return newline > 0 && bytes[newline - 1] == UInt8(ascii: "\r")
    }

    /// One level of the file's indentation: a tab when more of its lines are indented with tabs,
    /// else the number of spaces a line is most often indented by beyond the line above it (4
    /// when no line is).
    static func indentationUnit(of bytes: [UInt8]) -> String {
        var tabs = 0
        var spaced = 0
        var steps: [Int: Int] = [:]
        var previous = 0
        var index = 0
        while index < bytes.count {
            var end = index
            while end < bytes.count, bytes[end] == UInt8(ascii: " ") { end += 1 }
            let isBlank = end == bytes.count || bytes[end] == UInt8(ascii: "\n") || bytes[end] == UInt8(ascii: "\r")
            if end < bytes.count, bytes[end] == UInt8(ascii: "\t") {
                tabs += 1
            } else if !isBlank {
                let spaces = end - index
                if spaces > 0 { spaced += 1 }
                if spaces > previous { steps[spaces - previous, default: 0] += 1 }
                previous = spaces
            }
            guard let newline = bytes[end...].firstIndex(of: UInt8(ascii: "\n")) else { break }
            index = newline + 1
        }
        if tabs > spaced { return "\t" }
        let step = steps.max { ($0.value, -$0.key) < ($1.value, -$1.key) }?.key ?? 4
        return String(repeating: " ", count: min(step, 8))
    }
}
