#if canImport(FoundationNetworking)
    import Foundation
    import FoundationNetworking

    // Foundation's `URLSession.bytes(from:)` on Apple's systems; swift-corelibs-foundation has no
    // async byte stream. Here the whole body is fetched first and its bytes are then handed out
    // one by one, so a feature that reports progress reports it once the body is in.
    extension URLSession {
        /// The bytes of a response body, as Foundation's `URLSession.AsyncBytes`.
        ///
        /// ```swift
        /// let (bytes, response) = try await URLSession.shared.bytes(from: url)
        /// for try await byte in bytes { data.append(byte) }
        /// ```
        public struct AsyncBytes: AsyncSequence, Sendable {
            public typealias Element = UInt8

            let data: Data

            /// Hands out the body's bytes in order.
            public struct AsyncIterator: AsyncIteratorProtocol {
                var bytes: Data.Iterator

                public mutating func next() async throws -> UInt8? {
                    try Task.checkCancellation()
                    return bytes.next()
                }
            }

            public func makeAsyncIterator() -> AsyncIterator {
                AsyncIterator(bytes: data.makeIterator())
            }
        }

        /// Loads `url` and returns its body's bytes and the response.
        ///
        /// ```swift
        /// let (bytes, response) = try await URLSession.shared.bytes(from: url)
        /// ```
        public func bytes(from url: URL) async throws -> (AsyncBytes, URLResponse) {
            let (data, response) = try await data(from: url)
            return (AsyncBytes(data: data), response)
        }

        /// Loads `request` and returns its body's bytes and the response.
        public func bytes(for request: URLRequest) async throws -> (AsyncBytes, URLResponse) {
            let (data, response) = try await data(for: request)
            return (AsyncBytes(data: data), response)
        }
    }
#endif
