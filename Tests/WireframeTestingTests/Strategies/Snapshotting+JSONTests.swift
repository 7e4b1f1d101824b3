import Foundation
import Testing

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

@Suite struct SnapshottingJSONTests {
    private struct Config: Encodable {
        var name = "memo/list"
        var ratio = 0.1
        var sizes = ["wide": 2, "narrow": 1]
    }

    private struct Refusing: Encodable {
        struct Refusal: Error, CustomStringConvertible {
            var description: String { "the ratio is not finite" }
        }

        func encode(to encoder: any Encoder) throws { throw Refusal() }
    }

    @Test func jsonIsPrettyWithSortedKeysAndShortestNumbers() throws {
        let text = try Snapshotting<Config, String>.json.snapshot(Config())
        #expect(
            text == """
                {
                  "name" : "memo/list",
                  "ratio" : 0.1,
                  "sizes" : {
                    "narrow" : 1,
                    "wide" : 2
                  }
                }
                """)
        #expect(Snapshotting<Config, String>.json.pathExtension == "json")
    }

    @Test func aPassedEncoderKeepsItsSettingsAndSortsKeys() throws {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        struct Row: Encodable {
            var rowHeight = 44
            var alpha = 1
        }
        let text = try Snapshotting<Row, String>.json(encoder).snapshot(Row())
        #expect(text == #"{"alpha":1,"row_height":44}"#)
    }

    @Test func anEncodingErrorFailsWithTheEncodersError() {
        let sandbox = SnapshotSandbox()
        let strategy = Snapshotting<Refusing, String>.json.pullback { (_: String) in Refusing() }
        let outcome = sandbox.verify("x", as: strategy)
        #expect(outcome.status == .failed)
        #expect(outcome.message == "Could not take the snapshot: the ratio is not finite")
        #expect(!sandbox.exists("CardTests/showsTitle.json"))
    }
}
