import Foundation

/// The environment variables that configure snapshot assertions.
///
/// - `WIREFRAME_RECORD`: the record mode when the assertion passes none.
/// - `CI`: when set and not empty, the default record mode is ``SnapshotRecordMode/never``.
/// - `WIREFRAME_SNAPSHOTS_DIR`: the snapshots directory, absolute or relative to the package root.
/// - `WIREFRAME_DIFF_TOOL`: a ``SnapshotDiffTool`` template printed with mismatches.
package struct SnapshotEnvironment: Sendable {
    /// Looks up one variable; `nil` when it is not set.
    package var value: @Sendable (String) -> String?

    /// The variables of the running process, read on every lookup.
    package static let process = SnapshotEnvironment { name in
        getenv(name).map { String(cString: $0) }
    }

    /// A fixed set of variables.
    package init(_ values: [String: String]) {
        self.value = { values[$0] }
    }

    package init(value: @escaping @Sendable (String) -> String?) {
        self.value = value
    }

    /// The value of `name`, or `nil` when it is unset or empty.
    package subscript(name: String) -> String? {
        guard let text = value(name), !text.isEmpty else { return nil }
        return text
    }

    package var isCI: Bool { self["CI"] != nil }

    /// The diff tool of `settings`, else the one `WIREFRAME_DIFF_TOOL` names.
    package func diffTool(_ settings: SnapshotSettings) -> SnapshotDiffTool? {
        settings.diffTool ?? self["WIREFRAME_DIFF_TOOL"].map { SnapshotDiffTool($0) }
    }
}

/// A record mode together with where it came from, for messages.
package struct ResolvedRecordMode: Equatable {
    package enum Source: Equatable {
        case parameter
        case scope
        case environment
        case continuousIntegration
        case standard
    }

    package var mode: SnapshotRecordMode
    package var source: Source
    package var isCI: Bool

    /// The mode from the `record:` parameter, else the scoped settings, else `WIREFRAME_RECORD`,
    /// else `never` under CI, else `missing`. An unknown `WIREFRAME_RECORD` value is an error
    /// listing the valid ones.
    package static func resolve(
        parameter: SnapshotRecordMode?,
        scoped: SnapshotRecordMode? = nil,
        environment: SnapshotEnvironment
    ) -> Result<ResolvedRecordMode, SnapshotError> {
        let isCI = environment.isCI
        if let parameter {
            return .success(ResolvedRecordMode(mode: parameter, source: .parameter, isCI: isCI))
        }
        if let scoped {
            return .success(ResolvedRecordMode(mode: scoped, source: .scope, isCI: isCI))
        }
        if let text = environment["WIREFRAME_RECORD"] {
            guard let mode = SnapshotRecordMode(named: text) else {
                return .failure(.unknownRecordMode(text))
            }
            return .success(ResolvedRecordMode(mode: mode, source: .environment, isCI: isCI))
        }
        if isCI {
            return .success(ResolvedRecordMode(mode: .never, source: .continuousIntegration, isCI: true))
        }
        return .success(ResolvedRecordMode(mode: .missing, source: .standard, isCI: false))
    }

    /// How the mode was chosen, as shown in messages: `record mode "never" (CI is set)`.
    package var explanation: String {
        switch source {
        case .parameter: return "record mode \"\(mode)\" (the record: parameter)"
        case .scope: return "record mode \"\(mode)\" (withSnapshotTesting or the .snapshots trait)"
        case .environment: return "record mode \"\(mode)\" (WIREFRAME_RECORD)"
        case .continuousIntegration: return "record mode \"\(mode)\" (CI is set)"
        case .standard: return "record mode \"\(mode)\""
        }
    }
}
