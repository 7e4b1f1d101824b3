/// Why a snapshot assertion could not compare its value, with the message it fails with.
package enum SnapshotError: Error, Equatable {
    case unknownRecordMode(String)
    case packageRootNotFound(filePath: String)
    case invalidName(String)
    case unnamedInParameterizedTest(test: String)
    case duplicate(path: String, first: SnapshotCallSite, second: SnapshotCallSite)
    case goldenIsDirectory(path: String)
    case unreadableGolden(path: String, reason: String)
    case undecodableGolden(path: String, reason: String)
    case unwritable(path: String, reason: String)
    case snapshotFailed(reason: String)
    case unreadableInputs(directory: String, reason: String)
    case noInputs(directory: String, pattern: String)

    /// The failure message: what went wrong, naming the file, and what to do about it.
    package var message: String {
        switch self {
        case .unknownRecordMode(let value):
            let valid = SnapshotRecordMode.allModes.map(\.name).joined(separator: ", ")
            return "Unknown WIREFRAME_RECORD value \"\(TerminalText.visible(value))\". "
                + "Valid values: \(valid)."
        case .packageRootNotFound(let filePath):
            return "Could not find Package.swift in any directory above \(filePath). "
                + "Pass snapshotDirectory: or set WIREFRAME_SNAPSHOTS_DIR to an absolute path."
        case .invalidName(let name):
            return "The snapshot name \"\(TerminalText.visible(name))\" is empty. "
                + "Pass a name with at least one character, or leave named: out."
        case .unnamedInParameterizedTest(let test):
            return "\(test) is a parameterized test, so its snapshots need a name per argument "
                + "(for example named: \"\\(argument)\"); unnamed ones would be numbered in "
                + "whatever order the test cases run."
        case .duplicate(let path, let first, let second):
            return "Two assertions claim the golden \(path): \(first) and \(second). "
                + "Give one of them a different named: value."
        case .goldenIsDirectory(let path):
            return "The golden \(path) is a directory. Remove or rename it, then run the test "
                + "again to record the golden."
        case .unreadableGolden(let path, let reason):
            return "Cannot read the golden \(path): \(reason). Check its permissions, or delete "
                + "it and run the test again to record it."
        case .undecodableGolden(let path, let reason):
            return "Cannot use the golden \(path): \(reason). Delete it and run the test again "
                + "to record it, or re-record with WIREFRAME_RECORD=all."
        case .unwritable(let path, let reason):
            return "Cannot write \(path): \(reason). Make the snapshots directory writable, or "
                + "pass snapshotDirectory: to use another one."
        case .snapshotFailed(let reason):
            return "Could not take the snapshot: \(reason)"
        case .unreadableInputs(let directory, let reason):
            return "Cannot list the input files in \(TerminalText.visible(directory)): \(reason)."
        case .noInputs(let directory, let pattern):
            return "No file in \(TerminalText.visible(directory)) matches \"\(TerminalText.visible(pattern))\". "
                + "Check the folder (relative to the package root) and the pattern (* and ? wildcards)."
        }
    }
}

/// Where an assertion is written in the test source: `CardTests/CardTests.swift:12:5`.
package struct SnapshotCallSite: Hashable, Sendable, CustomStringConvertible {
    package var fileID: String
    package var line: UInt
    package var column: UInt

    package init(fileID: String, line: UInt, column: UInt) {
        self.fileID = fileID
        self.line = line
        self.column = column
    }

    package var description: String { "\(fileID):\(line):\(column)" }
}
