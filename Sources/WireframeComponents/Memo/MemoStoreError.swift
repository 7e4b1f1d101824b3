import Foundation

/// Why the memo app could not read or save its memos.
///
/// ```swift
/// do { _ = try await client.load() }
/// catch let error as MemoStoreError { print(error.message) }
/// ```
public enum MemoStoreError: Error, Equatable, Sendable {
    /// The file at `path` could not be read or understood; it was moved to `setAsideAt`, with its
    /// bytes unchanged, and the app starts a new file.
    case fileSetAside(path: String, setAsideAt: String, reason: String)
    /// The file at `path` could not be read or understood and could not be moved aside either;
    /// the app saves nothing over it.
    case fileUnusable(path: String, reason: String)
    /// The memos could not be written to `path`.
    case writeFailed(path: String, reason: String)
    /// The file at `path` was written by a newer version of the app, in schema `version`; it is
    /// left as it is and nothing is saved over it until the app is updated.
    case newerSchemaVersion(path: String, version: Int)
    /// Any other failure of a memo client.
    case other(String)

    /// Wraps any error a ``MemoClient`` throws.
    public init(_ error: any Error) {
        self = (error as? MemoStoreError) ?? .other(String(describing: error))
    }

    /// A title for the dialog that reports the error.
    public var title: String {
        switch self {
        case .fileSetAside, .fileUnusable, .newerSchemaVersion: "메모 파일을 읽을 수 없습니다"
        case .writeFailed, .other: "메모를 저장하지 못했습니다"
        }
    }

    /// A sentence for the dialog that reports the error, naming the files by their names.
    ///
    /// ```swift
    /// MemoStoreError.fileSetAside(
    ///     path: "/data/memos.json", setAsideAt: "/data/memos.corrupt-20231114T221320Z.json",
    ///     reason: "the file is not a memo document (damaged or not JSON)"
    /// ).message
    /// // "memos.json 파일이 손상되어 memos.corrupt-20231114T221320Z.json 으로 옮겨 두었습니다. …"
    /// ```
    public var message: String {
        switch self {
        case .fileSetAside(let path, let setAsideAt, _):
            "\(Self.name(path)) 파일이 손상되어 \(Self.name(setAsideAt)) 으로 옮겨 두었습니다. "
                + "원래 내용은 그 파일에 그대로 남아 있고, 새 메모는 새 파일에 저장됩니다."
        case .fileUnusable(let path, let reason):
            "\(Self.name(path)) 파일을 읽을 수도, 옮길 수도 없습니다 (\(reason)). "
                + "파일을 덮어쓰지 않도록 메모를 저장하지 않습니다."
        case .writeFailed(let path, let reason):
            "\(Self.name(path)) 파일에 쓰지 못했습니다 (\(reason))."
        case .newerSchemaVersion(let path, let version):
            "\(Self.name(path)) 파일은 더 새로운 버전의 앱이 저장한 파일입니다 (스키마 버전 \(version)). "
                + "앱을 업데이트하면 읽을 수 있습니다. 파일은 그대로 두었고, 덮어쓰지 않도록 메모를 저장하지 않습니다."
        case .other(let reason):
            reason
        }
    }

    /// The names of the files the message mentions.
    var fileNames: [String] {
        switch self {
        case .fileSetAside(let path, let setAsideAt, _): [Self.name(path), Self.name(setAsideAt)]
        case .fileUnusable(let path, _), .writeFailed(let path, _), .newerSchemaVersion(let path, _): [Self.name(path)]
        case .other: []
        }
    }

    private static func name(_ path: String) -> String {
        (path as NSString).lastPathComponent
    }
}

extension MemoStoreError: CustomStringConvertible {
    /// A sentence for people naming the file and what went wrong.
    public var description: String {
        switch self {
        case .fileSetAside(let path, let setAsideAt, let reason):
            "cannot read '\(path)': \(reason); moved it to '\(setAsideAt)'"
        case .fileUnusable(let path, let reason):
            "cannot read '\(path)' and cannot move it aside: \(reason)"
        case .writeFailed(let path, let reason):
            "cannot write '\(path)': \(reason)"
        case .newerSchemaVersion(let path, let version):
            "cannot read '\(path)': it was written by a newer version of the app (schema version \(version)); "
                + "update the app to read it. The file is left as it is and nothing is saved over it"
        case .other(let reason):
            reason
        }
    }
}
