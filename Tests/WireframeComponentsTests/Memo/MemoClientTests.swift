import Foundation
import Testing

@testable import WireframeComponents

@Suite struct MemoClientTests {
    @Test func theEnvironmentVariableChoosesTheFile() {
        let url = MemoClient.defaultFileURL(environment: ["WIREFRAME_MEMOS_PATH": "/tmp/elsewhere/m.json"])
        #expect(url.path == "/tmp/elsewhere/m.json")
    }

    @Test func withoutTheVariableTheFileIsInTheApplicationSupportDirectory() throws {
        let support = try #require(FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first)
        let url = MemoClient.defaultFileURL(environment: [:])
        #expect(url.path == support.appendingPathComponent("Wireframe/memos.json").path)
    }

    @Test func theInMemoryClientKeepsWhatWasSaved() async throws {
        let client = MemoClient.inMemory([MemoFixtures.memo(1, "a")])
        try await client.save(.add(MemoFixtures.memo(2, "b", minutes: 1)))
        try await client.save(.delete([MemoFixtures.id(1)]))
        #expect(try await client.load().map(\.title) == ["b"])
    }

    @Test func theLiveClientWritesItsFile() async throws {
        let directory = try MemoFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("memos.json")
        try await MemoClient.live(fileURL: file).save(.add(MemoFixtures.memo(1, "a")))
        #expect(try await MemoClient.live(fileURL: file).load().map(\.title) == ["a"])
    }
}
