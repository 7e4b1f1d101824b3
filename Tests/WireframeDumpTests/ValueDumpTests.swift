import Foundation
import Testing
import WireframeDump

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
    private final class Folder {
        var name: String
        var parent: Folder?
        var children: [Folder] = []

        init(name: String, parent: Folder? = nil) {
            self.name = name
            self.parent = parent
        }
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

    @Test func dictionaryEntriesAreSortedByKey() {
        let scores = ["kim": 3, "ahn": 1, "lee": 2]
        #expect(ValueDump.line(scores) == "[\"ahn\": 1, \"kim\": 3, \"lee\": 2]")
    }

    @Test func setElementsAreSortedByTheirDumps() {
        #expect(ValueDump.line(Set(["c", "a", "b"])) == "Set([\"a\", \"b\", \"c\"])")
    }

    @Test func numbersPrintInTheirShortestRoundTripForm() {
        #expect(ValueDump.line([0.1, 1, -0.0, 1e300] as [Double]) == "[[0]: 0.1, [1]: 1.0, [2]: -0.0, [3]: 1e+300]")
        #expect(ValueDump.line(CGFloat(0.5)) == "0.5")
        #expect(ValueDump.line(Float(0.1)) == "0.1")
    }

    @Test func aReferenceCycleIsMarkedAndTerminates() {
        let root = Folder(name: "root")
        root.children = [Folder(name: "child", parent: root)]
        #expect(
            ValueDump.string(root) == """
                ValueDumpTests.Folder(
                  name: "root"
                  parent: nil
                  children: [
                    [0]: ValueDumpTests.Folder(
                      name: "child"
                      parent: ValueDumpTests.Folder(↩︎)
                      children: []
                    )
                  ]
                )
                """)
    }

    @Test func foundationValuesPrintWithoutInternals() {
        let date = Date(timeIntervalSince1970: 0)
        let id = UUID(uuidString: "00000000-0000-0000-0000-000000000001")
        #expect(ValueDump.line(date) == "Date(1970-01-01T00:00:00.000Z)")
        #expect(ValueDump.line(id as Any) == "UUID(00000000-0000-0000-0000-000000000001)")
        #expect(ValueDump.line(URL(fileURLWithPath: "/tmp/a b")) == "URL(file:///tmp/a%20b)")
        #expect(ValueDump.line(Data([1, 2, 3])) == "Data(3 bytes)")
    }
}
