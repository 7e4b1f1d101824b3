import Testing

@testable import WireframeStore

@Suite struct LineDiffTests {
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
                − line 9
                + changed
                """)
    }
}
