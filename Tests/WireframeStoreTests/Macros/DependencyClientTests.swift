import Testing
import WireframeStore

@DependencyClient
private struct NumberFactClient {
    var fetch: @Sendable (_ number: Int) async throws -> String
    var reset: @Sendable () -> Void
    var cachedCount: @Sendable () -> Int = { 0 }
}

@Suite struct DependencyClientTests {
    @Test func anUnimplementedThrowingEndpointReportsItsNameAndThrows() async {
        let client = NumberFactClient()
        await withKnownIssue {
            await #expect(throws: UnimplementedEndpointError(endpoint: "NumberFactClient.fetch")) {
                try await client.fetch(number: 1)
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue == "Unimplemented: 'NumberFactClient.fetch'" }
        }
    }

    @Test func anUnimplementedVoidEndpointReportsItsName() {
        let client = NumberFactClient()
        withKnownIssue {
            client.reset()
        } matching: { issue in
            issue.comments.contains { $0.rawValue == "Unimplemented: 'NumberFactClient.reset'" }
        }
    }

    @Test func aSetEndpointRunsAndADefaultedOneKeepsItsDefault() async throws {
        var client = NumberFactClient()
        client.fetch = { "\($0) is a good number." }
        #expect(try await client.fetch(number: 7) == "7 is a good number.")
        #expect(try await client.fetch(3) == "3 is a good number.")
        #expect(client.cachedCount() == 0)
        let memberwise = NumberFactClient(fetch: { _ in "fact" }, reset: {}, cachedCount: { 2 })
        #expect(try await memberwise.fetch(number: 1) == "fact")
        #expect(memberwise.cachedCount() == 2)
    }
}
