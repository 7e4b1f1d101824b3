import Testing

@testable import WireframeStore

@Suite struct ValueDumpTests {
    private struct Memo {
        var title: String
        var tags: [String]
        var note: String?
    }
    private enum Route {
        case home
        case detail(id: Int, name: String)
    }

    @Test func structsNestOnIndentedLines() {
        let text = ValueDump.string(Memo(title: "장보기\n\"우유\"", tags: ["a"], note: nil))
        #expect(
            text == """
                ValueDumpTests.Memo(
                  title: "장보기\\n\\"우유\\""
                  tags: [
                    [0]: "a"
                  ]
                  note: nil
                )
                """)
    }

    @Test func enumsPrintTheirCaseAndPayload() {
        #expect(ValueDump.line(Route.home) == ".home")
        #expect(ValueDump.line(Route.detail(id: 1, name: "x")) == ".detail(id: 1, name: \"x\")")
    }

    @Test func controlCharactersAreEscaped() {
        #expect(ValueDump.line("a\u{1B}[31mb") == "\"a\\u{1B}[31mb\"")
    }

    @Test func lineDiffFoldsLongUnchangedRuns() {
        let old = (0..<10).map { "line \($0)" }
        var new = old
        new[9] = "changed"
        #expect(
            LineDiff.diff(expected: old, actual: new) == """
                  … (6 unchanged)
                  line 6
                  line 7
                  line 8
                - line 9
                + changed
                """)
    }
}
