import Foundation
import Wireframe

/// Rewrites inline snapshots in test source files, keeping track of what it changed.
///
/// A test binary knows its calls by the lines they had when it was compiled. Every rewrite moves
/// the lines below it, so the writer remembers, per file, each rewrite's original last line and
/// how many lines it added; a later call is looked up at its compiled line plus the lines added
/// above it. Before its first rewrite of a file the writer checks that the file is not newer
/// than the test binary, and afterwards that it still holds what the writer last wrote, so an
/// edited file is refused instead of being rewritten at the wrong place. Files are replaced
/// atomically, and all of this happens under one lock, so concurrent tests rewrite one at a time.
package final class InlineSnapshotWriter: Sendable {
    /// The writer of the running test process, comparing files with the test binary's date.
    package static let shared = InlineSnapshotWriter(builtAt: testBinaryModificationDate)

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

    /// A writer for a test run.
    ///
    /// - Parameter builtAt: When the test binary was built; a file modified later is refused.
    package init(builtAt: @escaping @Sendable () -> Date?) {
        self.firstRead = { path, _ in
            guard let built = builtAt(), let modified = Self.modificationDate(of: path), modified > built else { return nil }
            return Refusal(
                description: "\(path) changed after the tests were built, so its lines may not be where the test binary "
                    + "expects them; build and run the tests again to record the snapshot")
        }
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

    /// The fingerprint of the file at `path` if its lines are still those the test binary was
    /// built from: the writer has not rewritten it and it passes the first-read check; else `nil`.
    package func pristineFingerprint(of path: String) -> String? {
        files.withLock { files in
            guard files[path] == nil, case .data(let data)? = try? GoldenFile.read(path, displayPath: path) else { return nil }
            let contents = [UInt8](data)
            return firstRead(path, contents) == nil ? PendingInlineSnapshot.fingerprint(of: contents) : nil
        }
    }

    /// Replaces (or adds) the trailing closure of the call at compiled `line`:`column` of
    /// `path` with one returning `text`. `hasClosure` says whether the call was compiled with
    /// its expected text; the source must agree.
    ///
    /// - Throws: ``Refusal`` when the file changed, the call cannot be found, or it cannot be
    ///   written; the file is then left as it was.
    package func rewrite(path: String, line: Int, column: Int, function: String, hasClosure: Bool, text: String) throws(Refusal) {
        let result = files.withLock { files -> Result<Void, Refusal> in
            do throws(Refusal) {
                try rewrite(in: &files, path: path, line: line, column: column, function: function, hasClosure: hasClosure, text: text)
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try result.get()
    }

    private func rewrite(
        in files: inout [String: FileState], path: String, line: Int, column: Int, function: String, hasClosure: Bool, text: String
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
            site = try InlineSnapshotSite.locate(in: state.contents, line: line + shift, column: column, function: function)
        } catch {
            throw Refusal(description: Self.explain(error, function: function))
        }
        guard (site.closure != nil) == hasClosure else {
            throw Refusal(
                description: hasClosure
                    ? "the expected text is not written as a trailing closure after the call's parentheses"
                    : "the call has a trailing closure in the file but was built without one; build and run the tests again")
        }
        let closure = Array(InlineSnapshotLiteral.closure(for: text, indentation: site.indentation).utf8)
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
        }
    }

    private static func newlines<C: Collection<UInt8>>(in bytes: C) -> Int {
        bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }

    private static func modificationDate(of path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }

    /// The modification date of the running test binary.
    private static let testBinaryModificationDate: @Sendable () -> Date? = {
        #if os(Linux)
            return modificationDate(of: "/proc/self/exe")
        #else
            var info = Dl_info()
            guard dladdr(#dsohandle, &info) != 0, let name = info.dli_fname else { return nil }
            return modificationDate(of: String(cString: name))
        #endif
    }
}
