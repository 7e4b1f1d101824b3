import Foundation
import Testing
import Wireframe
import WireframeTesting
import XCTest

@Suite struct AssertSnapshotsTests {
    private struct Point: Encodable {
        var x = 1
        var y = 2
    }

    private let directory = FileManager.default.temporaryDirectory.path + "/wireframe-assert-many-" + UUID().uuidString

    private func writeGolden(_ text: String, _ name: String) throws {
        let folder = directory + "/AssertSnapshotsTests"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
    }

    private func golden(_ name: String) -> String? {
        FileManager.default.contents(atPath: directory + "/AssertSnapshotsTests/" + name).flatMap {
            String(data: $0, encoding: .utf8)
        }
    }

    @Test func aListOfStrategiesWritesOneGoldenEach() {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        withKnownIssue {
            assertSnapshots(of: Point(), as: [.dump, .json], record: .missing, snapshotDirectory: directory)
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("Recorded the new golden") == true
        }
        #expect(golden("aListOfStrategiesWritesOneGoldenEach.txt") == "AssertSnapshotsTests.Point(\n  x: 1\n  y: 2\n)\n")
        #expect(golden("aListOfStrategiesWritesOneGoldenEach.json") == "{\n  \"x\" : 1,\n  \"y\" : 2\n}\n")
    }

    @Test func namedStrategiesAreNamedAfterTheirKeys() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try writeGolden("{\n  \"x\" : 1,\n  \"y\" : 2\n}\n", "namedStrategiesAreNamedAfterTheirKeys.wire.json")
        try writeGolden("AssertSnapshotsTests.Point(\n  x: 1\n  y: 2\n)\n", "namedStrategiesAreNamedAfterTheirKeys.fields.txt")
        assertSnapshots(of: Point(), as: ["fields": .dump, "wire": .json], record: .never, snapshotDirectory: directory)
    }

    @Test func eachStrategyFailsOnItsOwn() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try writeGolden("{\n  \"x\" : 1,\n  \"y\" : 2\n}\n", "eachStrategyFailsOnItsOwn.json")
        try writeGolden("Point(x: 1)\n", "eachStrategyFailsOnItsOwn.txt")
        withKnownIssue {
            assertSnapshots(of: Point(), as: [.json, .dump], record: .never, snapshotDirectory: directory)
        } matching: { issue in
            let golden = directory + "/AssertSnapshotsTests/eachStrategyFailsOnItsOwn.txt"
            return issue.comments.first?.rawValue.hasPrefix("Snapshot does not match the golden \(golden).") == true
        }
    }

    @MainActor @Test func aViewIsAssertedAgainstEveryStrategy() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try writeGolden(" Hi\n\n", "aViewIsAssertedAgainstEveryStrategy.narrow.txt")
        try writeGolden("  Hi\n\n", "aViewIsAssertedAgainstEveryStrategy.wide.txt")
        assertSnapshots(
            of: Text("Hi"), as: ["narrow": .ascii(width: 32, height: nil), "wide": .ascii(width: 48, height: nil)],
            record: .never, snapshotDirectory: directory)
    }

    @Test func verifySnapshotReturnsTheMessageWithoutReporting() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try writeGolden("Title\n", "verifySnapshotReturnsTheMessageWithoutReporting.txt")
        #expect(verifySnapshot(of: "Title", as: .lines, record: .never, snapshotDirectory: directory) == nil)
        let message = verifySnapshot(of: "Other", as: .lines, named: "other", record: .never, snapshotDirectory: directory)
        let golden = directory + "/AssertSnapshotsTests/verifySnapshotReturnsTheMessageWithoutReporting.other.txt"
        #expect(message?.hasPrefix("No golden at \(golden),") == true)
    }
}

final class AssertSnapshotsXCTestTests: XCTestCase {
    func testStrategiesOfOneValueFromXCTest() throws {
        let directory = FileManager.default.temporaryDirectory.path + "/wireframe-assert-many-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let folder = directory + "/AssertSnapshotsTests"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("[\n  [0]: 1\n]\n".utf8).write(to: URL(fileURLWithPath: folder + "/testStrategiesOfOneValueFromXCTest.txt"))
        try Data("[\n  1\n]\n".utf8).write(to: URL(fileURLWithPath: folder + "/testStrategiesOfOneValueFromXCTest.json"))
        try Data("[\n  [0]: 2\n]\n".utf8).write(to: URL(fileURLWithPath: folder + "/testStrategiesOfOneValueFromXCTest.two.txt"))
        assertSnapshots(of: [1], as: [.dump, .json], record: .never, snapshotDirectory: directory)
        XCTAssertNil(verifySnapshot(of: [2], as: .dump, named: "two", record: .never, snapshotDirectory: directory))
        XCTAssertNotNil(verifySnapshot(of: [3], as: .dump, named: "three", record: .never, snapshotDirectory: directory))
    }
}
