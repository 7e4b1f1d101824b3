import Foundation

/// The JSON document the memo app keeps its memos in: a schema version and the memos.
///
/// ```json
/// {
///   "memos" : [
///     {
///       "color" : "blue",
///       "date" : "2023-11-14T22:13:20.000Z",
///       "description" : "우유, 계란",
///       "id" : "00000000-0000-0000-0000-000000000001",
///       "title" : "장보기"
///     }
///   ],
///   "schemaVersion" : 1
/// }
/// ```
///
/// Dates are ISO 8601 in UTC with milliseconds; keys are sorted, so the same memos always give
/// the same bytes.
public struct MemoFile: Sendable {
    /// The schema this version of the app writes and reads.
    public static let currentSchemaVersion = 1

    /// The schema the document was written with.
    public var schemaVersion: Int
    /// The memos, in the order they were saved.
    public var memos: [Memo]

    /// Creates a document of `memos` in the current schema.
    public init(memos: [Memo], schemaVersion: Int = MemoFile.currentSchemaVersion) {
        self.schemaVersion = schemaVersion
        self.memos = memos
    }

    /// The document as pretty-printed JSON with sorted keys.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(Self.dateFormatter().string(from: date))
        }
        return try encoder.encode(self)
    }

    /// Reads a document.
    ///
    /// - Throws: ``MemoFileProblem`` saying what is wrong: not JSON of this shape, or a schema
    ///   version this app does not know.
    public static func decode(_ data: Data) throws(MemoFileProblem) -> MemoFile {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = dateFormatter().date(from: text) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "'\(text)' is not an ISO 8601 date")
            }
            return date
        }
        let version: Int
        do {
            version = try decoder.decode(SchemaProbe.self, from: data).schemaVersion
        } catch {
            throw .notAMemoFile
        }
        guard version == currentSchemaVersion else { throw .unsupportedSchemaVersion(version) }
        do {
            return try decoder.decode(MemoFile.self, from: data)
        } catch {
            throw .notAMemoFile
        }
    }

    private struct SchemaProbe: Decodable {
        var schemaVersion: Int
    }

    private static func dateFormatter() -> ISO8601DateFormatter {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter
    }
}

extension MemoFile: Codable {}

extension MemoFile: Equatable {}

/// What is wrong with the contents of a memo file.
///
/// ```swift
/// MemoFileProblem.unsupportedSchemaVersion(3).description
/// // the file uses schema version 3, which this app cannot read
/// ```
public enum MemoFileProblem: Error, Equatable, Sendable {
    /// The bytes are not a JSON memo document.
    case notAMemoFile
    /// The document was written with a schema this app cannot read.
    case unsupportedSchemaVersion(Int)
}

extension MemoFileProblem: CustomStringConvertible {
    /// A sentence for people saying what is wrong with the file.
    public var description: String {
        switch self {
        case .notAMemoFile: "the file is not a memo document (damaged or not JSON)"
        case .unsupportedSchemaVersion(let version): "the file uses schema version \(version), which this app cannot read"
        }
    }
}
