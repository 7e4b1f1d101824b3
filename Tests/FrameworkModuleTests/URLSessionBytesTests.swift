import ComposableArchitecture
import Foundation
import Testing

/// Answers every request with a fixed body, so no network is reached.
private final class FixedBodyProtocol: URLProtocol {
    static let body = Data("메모 memo".utf8)

    override class func canInit(with request: URLRequest) -> Bool { true }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        let response = HTTPURLResponse(url: request.url!, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: nil)!
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: Self.body)
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
}

@Suite struct URLSessionBytesTests {
    @Test func theBytesOfAResponseBodyComeInOrder() async throws {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [FixedBodyProtocol.self]
        let session = URLSession(configuration: configuration)
        let url = URL(string: "https://example.com/memo.txt")!
        let (bytes, response) = try await session.bytes(from: url)
        var data = Data()
        for try await byte in bytes { data.append(byte) }
        #expect(data == FixedBodyProtocol.body)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        let (requested, _) = try await session.bytes(for: URLRequest(url: url))
        #expect(try await requested.reduce(into: Data()) { $0.append($1) } == FixedBodyProtocol.body)
    }
}
