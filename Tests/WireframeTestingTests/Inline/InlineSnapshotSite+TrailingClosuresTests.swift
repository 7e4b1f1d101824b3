import Testing

@testable import WireframeSnapshotSupport

@Suite struct InlineSnapshotSiteTrailingClosuresTests {
    private let body = TrailingClosureSelector(label: "body", formerLabels: ["html"], offset: 2)

    private func locate(
        _ source: String, line: Int = 1, at marker: Character, selector: TrailingClosureSelector
    ) throws(InlineSnapshotSite.Failure) -> (site: InlineSnapshotSite, bytes: [UInt8]) {
        let bytes = Array(source.utf8)
        let lineStart = InlineSnapshotSite.offset(ofLine: line, in: bytes) ?? 0
        let open = bytes[lineStart...].firstIndex(of: marker.asciiValue ?? 0) ?? lineStart
        return (try InlineSnapshotSite.locate(in: bytes, line: line, column: open - lineStart + 1, selector: selector), bytes)
    }

    private func rewritten(_ source: String, _ site: InlineSnapshotSite, with closure: String) -> String {
        var bytes = Array(source.utf8)
        bytes.replaceSubrange(site.replaced, with: Array((site.prefix + closure).utf8))
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func aHelperCalledWithoutParenthesesFindsItsLabelledClosureAtItsPosition() throws {
        let source = """
              assertResponse {
                "url"
              } head: {
                "HEAD"
              } body: {
                "BODY"
              }

            """
        let (site, bytes) = try locate(source, at: "{", selector: body)
        #expect(String(decoding: bytes[site.closure ?? 0..<0], as: UTF8.self) == " {\n    \"BODY\"\n  }")
        #expect(site.prefix.isEmpty)
        #expect(site.endLine == 7)
    }

    @Test func aMissingClosureIsAddedWithItsLabelAfterTheOnesBeforeIt() throws {
        let source = "  assertResponse {\n    \"url\"\n  } head: {\n    \"HEAD\"\n  }\n"
        let (site, _) = try locate(source, at: "{", selector: body)
        #expect(site.closure == nil)
        #expect(site.indentation == "  ")
        #expect(
            rewritten(source, site, with: " { \"BODY\" }")
                == "  assertResponse {\n    \"url\"\n  } head: {\n    \"HEAD\"\n  } body: { \"BODY\" }\n")
    }

    @Test func aClosureUnderAFormerLabelIsRenamed() throws {
        let source = "x(1) {\n  \"a\"\n} head: {\n  \"b\"\n} html: {\n  \"c\"\n}\n"
        let (site, _) = try locate(source, at: "(", selector: body)
        #expect(rewritten(source, site, with: " { \"new\" }") == "x(1) {\n  \"a\"\n} head: {\n  \"b\"\n} body: { \"new\" }\n")
    }

    @Test func aClosureWithAnotherLabelAtThePositionIsRefused() {
        let source = "x(1) {\n  \"a\"\n} head: {\n  \"b\"\n} footer: {\n  \"c\"\n}\n"
        #expect(throws: InlineSnapshotSite.Failure.otherLabel(position: 2, expected: "body", found: "footer")) {
            try locate(source, at: "(", selector: body)
        }
    }

    @Test func aClosureTwoPositionsPastTheLastIsRefused() {
        #expect(throws: InlineSnapshotSite.Failure.missingTrailingClosures(position: 2, found: 0)) {
            try locate("x(1)\n", at: "(", selector: body)
        }
    }

    @Test func aLabelledArgumentInsideTheParenthesesIsTheSnapshot() throws {
        let source = """
                assertInlineSnapshot(
                  of: x, as: .dump,
                  matches: {
                    "old"
                  })

            """
        let (site, _) = try locate(source, at: "(", selector: .default)
        #expect(site.indentation == "      ")
        #expect(rewritten(source, site, with: " { \"new\" }").contains("      matches: { \"new\" })"))
    }

    @Test func theDefaultSelectorStillChecksTheFunctionsName() {
        #expect(throws: InlineSnapshotSite.Failure.self) {
            try InlineSnapshotSite.locate(in: Array("other(of: x)\n".utf8), line: 1, column: 6, function: "assertInlineSnapshot")
        }
    }

    @Test func aLabelInsideANestedCallIsNotTheSnapshot() throws {
        let (site, _) = try locate("assertInlineSnapshot(of: f(matches: { \"no\" }), as: .dump)\n", at: "(", selector: .default)
        #expect(site.closure == nil)
    }

    @Test func aClosureHoldingCodeIsRefused() {
        #expect(throws: InlineSnapshotSite.Failure.closureNotALiteral) {
            try locate("h {\n  \"a\"\n} body: {\n  print(1)\n}\n", at: "{", selector: TrailingClosureSelector(label: "body", offset: 1))
        }
    }
}
