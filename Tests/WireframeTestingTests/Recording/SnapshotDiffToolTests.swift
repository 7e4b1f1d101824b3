import Testing

@testable import WireframeSnapshotSupport

@Suite struct SnapshotDiffToolTests {
    @Test func aBareCommandGetsBothPathsAppended() {
        #expect(SnapshotDiffTool("ksdiff")(currentFilePath: "old.png", failedFilePath: "new.png") == "ksdiff old.png new.png")
    }

    @Test func aBareCommandQuotesPathsThatAShellWouldSplit() {
        let command = SnapshotDiffTool("opendiff").command(old: "/a b/it's.txt", new: "/c;rm -rf ~.txt")
        #expect(command == #"opendiff '/a b/it'\''s.txt' '/c;rm -rf ~.txt'"#)
    }

    @Test func theArgumentsKeepEachPathOneWordWhateverItHolds() {
        let tool = SnapshotDiffTool("code --diff %old %new")
        #expect(tool.arguments(old: "/a b.txt", new: "/$(x)`y`.txt") == ["code", "--diff", "/a b.txt", "/$(x)`y`.txt"])
        #expect(SnapshotDiffTool("ksdiff").arguments(old: "/o", new: "/n") == ["ksdiff", "/o", "/n"])
    }

    @Test func aClosureMakesTheWholeText() {
        let tool = SnapshotDiffTool { old, new in "compare \(old) with \(new)" }
        #expect(tool(currentFilePath: "/a", failedFilePath: "/b") == "compare /a with /b")
        #expect(tool.arguments(old: "/a", new: "/b") == nil)
    }

    @Test func closuresAreEqualOnlyToThemselves() {
        let tool = SnapshotDiffTool { _, _ in "" }
        #expect(tool == tool)
        #expect(tool != SnapshotDiffTool { _, _ in "" })
        #expect(SnapshotDiffTool("ksdiff") == "ksdiff")
    }

    @Test func theDefaultNamesBothFilesAsURLsAndHowToSetATool() {
        let text = SnapshotDiffTool.default(currentFilePath: "/old.txt", failedFilePath: "/new.txt")
        #expect(text.hasPrefix("@\u{2212}\n\"file:///old.txt\"\n@+\n\"file:///new.txt\"\n\nTo configure output"))
    }

    @Test func ksdiffQuotesItsPaths() {
        #expect(SnapshotDiffTool.ksdiff.command(old: "/a b", new: "/c") == "ksdiff '/a b' /c")
    }
}
