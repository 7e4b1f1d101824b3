import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension Snapshotting where Value == URLRequest, Format == String {
    /// Snapshots a request as its method and URL (query items sorted), its headers sorted, and
    /// its body, in a `.txt` golden.
    ///
    /// ```swift
    /// assertSnapshot(of: request, as: .raw)
    /// ```
    /// ```
    /// POST https://example.com/subscribe
    /// Accept: text/html
    ///
    /// plan=monthly
    /// ```
    public static var raw: Snapshotting { raw(pretty: false) }

    /// Snapshots a request as ``raw``, with a JSON body pretty-printed and sorted when `pretty`.
    ///
    /// ```swift
    /// assertSnapshot(of: request, as: .raw(pretty: true))
    /// ```
    ///
    /// - Parameter pretty: Whether a JSON body is pretty-printed; any other body is kept as it is.
    /// - Returns: A strategy writing `.txt` goldens.
    public static func raw(pretty: Bool) -> Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { request in
            let target = "\(request.httpMethod ?? "GET") \(request.url.map(sortingQuery)?.absoluteString ?? "(null)")"
            let headers = (request.allHTTPHeaderFields ?? [:]).map { "\($0.key): \($0.value)" }.sorted()
            var lines = [target] + headers
            if let body = request.httpBody {
                lines.append("\n" + ((pretty ? prettyJSON(body) : nil) ?? String(decoding: body, as: UTF8.self)))
            }
            return lines.joined(separator: "\n")
        }
    }

    /// Snapshots a request as the `curl` command that sends it, one option a line, in a
    /// `.txt` golden: the method, the headers sorted (cookies last, as `--cookie`), the body
    /// and the URL, each value in double quotes with its quotes escaped.
    ///
    /// ```swift
    /// assertSnapshot(of: request, as: .curl)
    /// ```
    /// ```
    /// curl \
    /// 	--request POST \
    /// 	--header "Accept: text/html" \
    /// 	--data "plan=monthly" \
    /// 	"https://example.com/subscribe"
    /// ```
    public static var curl: Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { request in
            var words = ["curl"]
            switch request.httpMethod ?? "GET" {
            case "GET": break
            case "HEAD": words.append("--head")
            case let method: words.append("--request \(method)")
            }
            let headers = request.allHTTPHeaderFields ?? [:]
            for field in headers.keys.sorted() where field != "Cookie" {
                words.append("--header \"\(field): \(escapingQuotes(headers[field] ?? ""))\"")
            }
            if let body = request.httpBody, let text = String(data: body, encoding: .utf8) {
                words.append("--data \"\(escapingQuotes(text.replacingOccurrences(of: "\\\"", with: "\\\\\"")))\"")
            }
            if let cookie = headers["Cookie"] {
                words.append("--cookie \"\(escapingQuotes(cookie))\"")
            }
            words.append("\"\(request.url.map(sortingQuery)?.absoluteString ?? "")\"")
            return words.joined(separator: " \\\n\t")
        }
    }
}

/// The URL with its query items sorted by name, so that a snapshot does not depend on their order.
private func sortingQuery(_ url: URL) -> URL {
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url }
    components.queryItems = components.queryItems?.sorted { $0.name < $1.name }
    return components.url ?? url
}

/// A JSON body pretty-printed with sorted keys; `nil` when the body is not JSON.
private func prettyJSON(_ body: Data) -> String? {
    guard let object = try? JSONSerialization.jsonObject(with: body),
        let data = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
    else { return nil }
    return String(decoding: data, as: UTF8.self)
}

private func escapingQuotes(_ text: String) -> String {
    text.replacingOccurrences(of: "\"", with: "\\\"")
}
