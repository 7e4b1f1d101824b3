import Testing

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

@Suite struct GridMarkerTests {
    @Test func markerSitsUnderTheFirstDifferingCell() {
        let marker = GridMarker(golden: "┌──┐\n│ab│\n└──┘", actual: "┌──┐\n│ac│\n└──┘", cellWidth: { _ in 1 })
        #expect(
            marker.text == """
                First difference: line 2, column 3
                -│ab│
                +│ac│
                   ^
                """
        )
    }

    @Test func wideCharactersMoveTheMarkerTwoCells() {
        let marker = GridMarker(golden: "한a", actual: "한b", cellWidth: { $0 == "한" ? 2 : 1 })
        #expect(
            marker.text == """
                First difference: line 1, column 3
                -한a
                +한b
                   ^
                """
        )
    }

    @Test func lineOnOneSideOnlyIsMarkedAtColumnOne() {
        let marker = GridMarker(golden: "a", actual: "a\nb", cellWidth: { _ in 1 })
        #expect(
            marker.text == """
                First difference: line 2, column 1
                +b
                 ^
                """
        )
    }

    @Test func gridDiffingAppendsTheMarkerToTheDiff() {
        let diffing = Diffing<String>.grid()
        let text = diffing.diff("ab", "ax", DiffPaths(golden: "g.txt", actual: "g.txt.new"))
        #expect(
            text == """
                --- a/g.txt
                +++ b/g.txt.new
                @@ -1 +1 @@
                -ab
                +ax

                First difference: line 1, column 2
                -ab
                +ax
                  ^
                """
        )
    }
}
