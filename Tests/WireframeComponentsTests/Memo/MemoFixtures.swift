import Foundation

@testable import WireframeComponents

/// Ids, dates and memos shared by the memo tests.
enum MemoFixtures {
    static let start = Date(timeIntervalSince1970: 1_700_000_000)

    /// `00000000-0000-0000-0000-0000000000NN`, the ids an incrementing generator makes.
    static func id(_ number: Int) -> UUID {
        let hex = String(number, radix: 16, uppercase: true)
        return UUID(uuidString: "00000000-0000-0000-0000-" + String(repeating: "0", count: 12 - hex.count) + hex)
            ?? UUID()
    }

    static func memo(_ number: Int, _ title: String, _ description: String = "", minutes: Double = 0) -> Memo {
        Memo(id: id(number), title: title, description: description, date: start.addingTimeInterval(minutes * 60))
    }

    /// A new empty directory under the system's temporary directory.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("memo-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The files in `directory`, without the lock file that serialises saves.
    static func fileNames(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { !$0.hasSuffix(".lock") }.sorted()
    }
}
