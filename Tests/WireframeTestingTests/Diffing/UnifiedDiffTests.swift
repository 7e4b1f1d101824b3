import Testing

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

@Suite struct UnifiedDiffTests {
    private let paths = DiffPaths(golden: "Snapshots/A/b.txt", actual: "Snapshots/A/b.txt.new")

    private func diff(_ golden: String, _ actual: String, paths: DiffPaths? = nil) -> String {
        UnifiedDiff(golden: golden, actual: actual, paths: paths ?? self.paths).text
    }

    private func numbered(_ range: ClosedRange<Int>) -> String {
        range.map { "line \($0)" }.joined(separator: "\n")
    }

    @Test func changedLineShowsThreeLinesOfContext() {
        let golden = numbered(1...9)
        let actual = golden.replacingOccurrences(of: "line 5", with: "line five")
        #expect(
            diff(golden, actual) == """
                --- a/Snapshots/A/b.txt
                +++ b/Snapshots/A/b.txt.new
                @@ -2,7 +2,7 @@
                 line 2
                 line 3
                 line 4
                -line 5
                +line five
                 line 6
                 line 7
                 line 8
                """
        )
    }

    @Test func distantChangesMakeSeparateHunks() {
        let golden = numbered(1...20)
        let actual = golden.replacingOccurrences(of: "line 2\n", with: "").replacingOccurrences(of: "line 19", with: "LINE 19")
        #expect(
            diff(golden, actual) == """
                --- a/Snapshots/A/b.txt
                +++ b/Snapshots/A/b.txt.new
                @@ -1,5 +1,4 @@
                 line 1
                -line 2
                 line 3
                 line 4
                 line 5
                @@ -16,5 +15,5 @@
                 line 16
                 line 17
                 line 18
                -line 19
                +LINE 19
                 line 20
                """
        )
    }

    @Test func changesSixLinesApartShareOneHunk() {
        let golden = numbered(1...8)
        let actual = golden.replacingOccurrences(of: "line 1\n", with: "one\n")
            .replacingOccurrences(of: "line 8", with: "eight")
        #expect(
            diff(golden, actual) == """
                --- a/Snapshots/A/b.txt
                +++ b/Snapshots/A/b.txt.new
                @@ -1,8 +1,8 @@
                -line 1
                +one
                 line 2
                 line 3
                 line 4
                 line 5
                 line 6
                 line 7
                -line 8
                +eight
                """
        )
    }

    @Test func linesAddedAtTheEndAreNumberedAfterTheLastLine() {
        #expect(
            diff("a\nb", "a\nb\nc\nd") == """
                --- a/Snapshots/A/b.txt
                +++ b/Snapshots/A/b.txt.new
                @@ -1,2 +1,4 @@
                 a
                 b
                +c
                +d
                """
        )
    }

    @Test func newFileIsDiffedAgainstDevNull() {
        let paths = DiffPaths(golden: nil, actual: "Snapshots/A/b.txt.new")
        #expect(
            diff("", "x\ny", paths: paths) == """
                --- /dev/null
                +++ b/Snapshots/A/b.txt.new
                @@ -0,0 +1,2 @@
                +x
                +y
                """
        )
    }

    @Test func emptiedFileCountsZeroNewLines() {
        #expect(
            diff("x", "") == """
                --- a/Snapshots/A/b.txt
                +++ b/Snapshots/A/b.txt.new
                @@ -1 +0,0 @@
                -x
                """
        )
    }

    @Test func emptyContextLineIsASingleSpace() {
        #expect(diff("a\n\nb", "a\n\nc").split(separator: "\n", omittingEmptySubsequences: false).contains(" "))
    }

    @Test func controlCharactersAreShownAsSymbols() {
        #expect(
            diff("a", "\u{1B}[31ma") == """
                --- a/Snapshots/A/b.txt
                +++ b/Snapshots/A/b.txt.new
                @@ -1 +1 @@
                -a
                +␛[31ma
                """)
    }

    @Test func textDifferingOnlyInNormalisationDiffers() {
        #expect(Diffing<String>.lines.diff("caf\u{E9}", "cafe\u{301}", paths) != nil)
        #expect(Diffing<String>.lines.diff("café", "café", paths) == nil)
    }
}
