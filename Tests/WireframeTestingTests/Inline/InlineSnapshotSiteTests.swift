import Testing

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

@Suite struct InlineSnapshotSiteTests {
    private func locate(_ source: String, line: Int = 1, column: Int? = nil) throws(InlineSnapshotSite.Failure) -> (
        InlineSnapshotSite, [UInt8]
    ) {
        let bytes = Array(source.utf8)
        let lineStart = InlineSnapshotSite.offset(ofLine: line, in: bytes) ?? 0
        let open = column ?? (bytes[lineStart...].firstIndex(of: UInt8(ascii: "(")).map { $0 - lineStart + 1 } ?? 1)
        return (try InlineSnapshotSite.locate(in: bytes, line: line, column: open, function: "assertInlineSnapshot"), bytes)
    }

    private func text(_ bytes: [UInt8], _ range: Range<Int>?) -> String? {
        range.map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    @Test func aCallWithoutAClosureEndsAtItsParenthesis() throws {
        let (site, bytes) = try locate("    assertInlineSnapshot(of: x, as: .dump)\n}\n")
        #expect(site.closure == nil)
        #expect(site.argumentsEnd == bytes.firstIndex(of: UInt8(ascii: "\n")))
        #expect(site.indentation == "    ")
        #expect(site.endLine == 1)
    }

    @Test func aCommentAfterTheCallIsNotCode() throws {
        let (site, _) = try locate("assertInlineSnapshot(of: x, as: .dump)  // records\n")
        #expect(site.closure == nil)
    }

    @Test func theClosureIsFoundPastStringsCommentsAndInterpolationsInTheArguments() throws {
        let source = [
            ##"    assertInlineSnapshot(of: f(")", "\(g("{", [1, 2]))", #"\"#, /* ) */ """"##,
            ##"        )"##,
            ##"        """), as: .dump) {"##,
            ##"        #""""##,
            ##"        a "quoted" } text"##,
            ##"        """#"##,
            ##"    }"##,
            ##"next()"##,
        ].joined(separator: "\n")
        let (site, bytes) = try locate(source)
        #expect(text(bytes, site.closure)?.hasPrefix(" {\n") == true)
        #expect(text(bytes, site.closure)?.hasSuffix("\"#\n    }") == true)
        #expect(site.indentation == "    ")
        #expect(site.endLine == 7)
    }

    @Test func anExtendedRegexLiteralInTheArgumentsIsSteppedOver() throws {
        let (site, bytes) = try locate(##"assertInlineSnapshot(of: s.replacing(#/\)"/#, with: ""), as: .lines) { "x" }"## + "\n")
        #expect(text(bytes, site.closure) == " { \"x\" }")
    }

    @Test func aCallSpanningLinesKeepsTheIndentationOfItsFirstLine() throws {
        let source = "\tassertInlineSnapshot(\n\t\tof: x,\n\t\tas: .dump\n\t) {\n\t\t\"\"\"\n\t\tx\n\t\t\"\"\"\n\t}\n"
        let (site, _) = try locate(source)
        #expect(site.indentation == "\t")
        #expect(site.endLine == 8)
    }

    @Test func otherCodeAfterTheCallIsRefused() {
        #expect(throws: InlineSnapshotSite.Failure.codeAfterCall) {
            try locate("assertInlineSnapshot(of: x, as: .dump); other()\n")
        }
    }

    @Test func aClosureHoldingMoreThanALiteralIsRefused() {
        #expect(throws: InlineSnapshotSite.Failure.closureNotALiteral) {
            try locate("assertInlineSnapshot(of: x, as: .dump) { expected }\n")
        }
        #expect(throws: InlineSnapshotSite.Failure.closureNotALiteral) {
            try locate("assertInlineSnapshot(of: x, as: .dump) { \"a\" + \"b\" }\n")
        }
    }

    @Test func aColumnThatIsNotTheCallsParenthesisIsRefused() {
        #expect(throws: InlineSnapshotSite.Failure.noCall(found: "assertSnapshot(of: x, as: .dump)")) {
            try locate("assertSnapshot(of: x, as: .dump)\n")
        }
        #expect(throws: InlineSnapshotSite.Failure.noCall(found: "myassertInlineSnapshot(of: x)")) {
            try locate("myassertInlineSnapshot(of: x)\n")
        }
        #expect(throws: InlineSnapshotSite.Failure.lineOutOfRange(9)) {
            try locate("assertInlineSnapshot(of: x)\n", line: 9, column: 21)
        }
    }

    @Test func anUnterminatedArgumentListIsRefused() {
        #expect(throws: InlineSnapshotSite.Failure.unbalancedArguments) {
            try locate("assertInlineSnapshot(of: \"x)\n")
        }
    }
}
