import Testing

@testable import WireframeSnapshotSupport

@Suite struct SnapshotTestingDiffTests {
    @Test func aChangedLineReadsAsSwiftSnapshotTestingPrintsIt() {
        let text = SnapshotTestingDiff.text(
            old: "▿ 2 elements\n  - \"Hello\"\n  - \"World\"\n", new: "▿ 2 elements\n  - \"Goodbye\"\n  - \"World\"\n")
        #expect(
            text == """
                @@ \u{2212}1,4 +1,4 @@
                \u{2007}▿ 2 elements
                \u{2212}  - "Hello"
                +  - "Goodbye"
                \u{2007}  - "World"
                \u{2007}
                """)
    }

    @Test func contextIsFourLinesAndDistantChangesGetTheirOwnHunks() {
        let old = (1...20).map(String.init).joined(separator: "\n")
        let new = old.replacingOccurrences(of: "\n2\n", with: "\ntwo\n").replacingOccurrences(of: "\n19\n", with: "\nnineteen\n")
        let headers = SnapshotTestingDiff.text(old: old, new: new).split(separator: "\n").filter { $0.hasPrefix("@@") }
        #expect(headers == ["@@ \u{2212}1,6 +1,6 @@", "@@ \u{2212}15,6 +15,6 @@"])
    }

    @Test func aTrailingSpaceIsShown() {
        #expect(SnapshotTestingDiff.text(old: "a", new: "a ") == "@@ \u{2212}1,1 +1,1 @@\n\u{2212}a\n+a ¬")
    }

    @Test func equalTextHasNoHunks() {
        #expect(SnapshotTestingDiff.text(old: "same\n", new: "same\n").isEmpty)
    }
}
