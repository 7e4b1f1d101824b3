import Foundation

/// Where an inline snapshot assertion is written.
package struct InlineSnapshotCall {
    package var fileID: String
    package var filePath: String
    package var line: Int
    package var column: Int
    package var function = "assertInlineSnapshot"

    package init(fileID: String, filePath: String, line: Int, column: Int) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    package var description: String { "\(fileID):\(line)" }
}

/// An inline snapshot a test run did not write into its test file, because the record mode
/// forbade it (a mismatch under `missing`, anything under `never`), kept for `wireframe review`
/// as `<snapshots directory>/<test file>/line-<line>.inline.new`.
///
/// It holds where the call is (as compiled), the new text, and a fingerprint of the test file as
/// it was when the test ran, so that accepting it later rewrites the file only if it has not
/// changed since.
package struct PendingInlineSnapshot: Sendable, Hashable {
    /// The test file holding the call.
    package var sourcePath: String
    /// The call's file ID, for display: `AppTests/CardTests.swift`.
    package var fileID: String
    /// The call's line, as compiled.
    package var line: Int
    /// The column of the call's opening parenthesis, as compiled.
    package var column: Int
    /// The text the closure held when the test ran; `nil` when there was no closure.
    package var expected: String?
    /// The text the snapshot had.
    package var actual: String
    /// ``fingerprint(of:)`` of the test file when the test ran.
    package var sourceFingerprint: String
    /// Where the pending file is; set when it is read, not stored in it.
    package var pendingPath = ""

    /// The pending file's extension, which keeps it apart from golden `.new` files.
    static let pathExtension = "inline.new"

    /// Where the call is shown in messages: `AppTests/CardTests.swift:12`.
    package var location: String { "\(fileID):\(line)" }

    /// A fingerprint of a file's bytes (64-bit FNV-1a, in hex), to notice that it changed.
    static func fingerprint<Bytes: Sequence<UInt8>>(of bytes: Bytes) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16)
    }

    /// The pending file's bytes: sorted, pretty-printed JSON.
    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// The pending inline snapshot stored at `path`, or `nil` when the file does not hold one.
    static func read(at path: String) -> PendingInlineSnapshot? {
        guard let data = FileManager.default.contents(atPath: path),
            var pending = try? JSONDecoder().decode(PendingInlineSnapshot.self, from: data)
        else { return nil }
        pending.pendingPath = path
        return pending
    }
}

extension PendingInlineSnapshot {
    /// The pending file of the inline snapshot at `call`, absolute and as displayed, in the
    /// snapshots directory of the call's test file; `nil` when there is none (no package root).
    package static func file(
        for call: InlineSnapshotCall, environment: SnapshotEnvironment
    ) -> (path: String, display: String)? {
        guard
            let location = try? SnapshotLocation.resolve(
                parameter: SnapshotSettings.current.snapshotDirectory, environment: environment, testFilePath: call.filePath)
        else { return nil }
        let relative = SnapshotLocation.relativePath(
            testFilePath: call.filePath, testName: "line-\(call.line)", suffix: nil, pathExtension: pathExtension)
        let path = location.absolutePath(of: relative)
        return (path, location.displayPath(of: path))
    }

    /// Keeps the snapshot for review, if the test file still has the lines its binary was built
    /// from; returns the pending file's displayed path, or `nil` when nothing was kept.
    package static func save(
        _ actual: String, expected: String?, for call: InlineSnapshotCall, environment: SnapshotEnvironment,
        writer: InlineSnapshotWriter
    ) -> String? {
        guard let file = file(for: call, environment: environment),
            let fingerprint = writer.pristineFingerprint(of: call.filePath)
        else { return nil }
        let pending = PendingInlineSnapshot(
            sourcePath: call.filePath, fileID: call.fileID, line: call.line, column: call.column,
            expected: expected, actual: actual, sourceFingerprint: fingerprint)
        guard let data = try? pending.encoded(), (try? GoldenFile.write(data, to: file.path, displayPath: file.display)) != nil
        else { return nil }
        return file.display
    }

    /// Removes the pending file of the inline snapshot at `call`, if there is one.
    package static func remove(for call: InlineSnapshotCall, environment: SnapshotEnvironment) {
        guard let file = file(for: call, environment: environment) else { return }
        GoldenFile.remove(file.path)
    }
}

extension PendingInlineSnapshot: Codable {
    private enum CodingKeys: String, CodingKey {
        case sourcePath, fileID, line, column, expected, actual, sourceFingerprint
    }
}
