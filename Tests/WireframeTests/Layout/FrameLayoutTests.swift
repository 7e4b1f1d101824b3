import Foundation
import Testing
import Wireframe

/// Fixed frames, flexible frames and `fixedSize`, as SwiftUI lays them out.
@MainActor
@Suite struct FrameLayoutTests {
    // MARK: Fixed frames

    @Test func fixedFrameHasExactlyItsSizeAndProposesItToTheContent() throws {
        let placed = try Text("Hello world").frame(width: 40, height: 64).placedTree(width: 40, height: nil)
        #expect(placed.frame == CGRect(x: 0, y: 0, width: 40, height: 64))
        #expect(placed.frame(ofText: "Hello world") == CGRect(x: 0, y: 16, width: 40, height: 32))
    }

    @Test func fixedFrameCentresItsContentByDefault() throws {
        let placed = try Text("a").frame(width: 104, height: 48).placedTree(width: 104, height: nil)
        #expect(placed.frame(ofText: "a") == CGRect(x: 48, y: 16, width: 8, height: 16))
    }

    @Test func fixedFrameAlignsItsContentBottomTrailing() throws {
        let placed = try Text("a").frame(width: 104, height: 48, alignment: .bottomTrailing).placedTree(width: 104, height: nil)
        #expect(placed.frame(ofText: "a") == CGRect(x: 96, y: 32, width: 8, height: 16))
    }

    @Test func fixedFrameAlignsItsContentTopLeading() throws {
        let placed = try Text("a").frame(width: 100, height: 48, alignment: .topLeading).placedTree(width: 100, height: nil)
        #expect(placed.frame(ofText: "a") == CGRect(x: 0, y: 0, width: 8, height: 16))
    }

    @Test func fixedFrameWithOnlyAWidthFollowsTheContentsHeight() throws {
        let placed = try Text("a").frame(width: 104).placedTree(width: 392, height: nil)
        #expect(placed.frame == CGRect(x: 144, y: 0, width: 104, height: 16))
    }

    @Test func contentLargerThanItsFrameOverflowsCentred() throws {
        let placed = try Color.red.frame(width: 80, height: 48).frame(width: 48, height: 16).placedTree(width: 48, height: nil)
        #expect(placed.frame == CGRect(x: 0, y: 0, width: 48, height: 16))
        #expect(placed.children.first?.frame == CGRect(x: -16, y: -16, width: 80, height: 48))
    }

    @Test func fixedFrameIgnoresTheProposalItIsGiven() throws {
        let placed = try Color.red.frame(width: 80, height: 48).placedTree(width: 48, height: 16)
        #expect(placed.frame == CGRect(x: -16, y: -16, width: 80, height: 48))
    }

    // MARK: Flexible frames

    @Test func maxWidthInfinityFillsTheProposedWidth() throws {
        let placed = try Text("a").frame(maxWidth: .infinity).placedTree(width: 392, height: nil)
        #expect(placed.frame == CGRect(x: 0, y: 0, width: 392, height: 16))
        #expect(placed.frame(ofText: "a") == CGRect(x: 192, y: 0, width: 8, height: 16))
    }

    @Test func maxWidthInfinityWithLeadingAlignmentPinsTheContentLeft() throws {
        let placed = try Text("a").frame(maxWidth: .infinity, alignment: .leading).placedTree(width: 390, height: nil)
        #expect(placed.frame(ofText: "a") == CGRect(x: 0, y: 0, width: 8, height: 16))
    }

    @Test func maxHeightInfinityFillsTheProposedHeight() throws {
        let placed = try Text("a").frame(maxHeight: .infinity, alignment: .bottom).placedTree(width: 104, height: 208)
        #expect(placed.frame == CGRect(x: 48, y: 0, width: 8, height: 208))
        #expect(placed.frame(ofText: "a")?.minY == 192)
    }

    @Test func minWidthFrameIsAtLeastItsMinimumAroundASmallChild() throws {
        let placed = try Text("a").frame(minWidth: 104).placedTree(width: 392, height: nil)
        #expect(placed.frame == CGRect(x: 144, y: 0, width: 104, height: 16))
        #expect(placed.frame(ofText: "a") == CGRect(x: 192, y: 0, width: 8, height: 16))
    }

    @Test func minWidthFrameFollowsAChildWiderThanItsMinimum() throws {
        let placed = try Text("Hello world").frame(minWidth: 40).placedTree(width: 390, height: nil)
        #expect(placed.frame.width == 88)
    }

    @Test func minWidthFrameOverflowsAProposalSmallerThanItsMinimum() throws {
        let placed = try Color.red.frame(minWidth: 48, maxWidth: 120).frame(width: 32, height: 16).placedTree(width: 32, height: nil)
        #expect(placed.children.first?.frame == CGRect(x: -8, y: 0, width: 48, height: 16))
    }

    @Test func maxWidthFrameTakesTheProposalUpToItsMaximum() throws {
        let placed = try Text("a").frame(maxWidth: 56).placedTree(width: 392, height: nil)
        #expect(placed.frame == CGRect(x: 168, y: 0, width: 56, height: 16))
    }

    @Test func maxWidthFrameCapsTheWidthProposedToItsChild() throws {
        let placed = try Text("Hello world").frame(maxWidth: 40).placedTree(width: 390, height: nil)
        #expect(placed.frame(ofText: "Hello world")?.size == CGSize(width: 40, height: 32))
    }

    @Test func minHeightFrameIsAtLeastItsMinimum() throws {
        let placed = try Text("a").frame(minHeight: 48, alignment: .top).placedTree(width: 104, height: nil)
        #expect(placed.frame == CGRect(x: 48, y: 0, width: 8, height: 48))
        #expect(placed.frame(ofText: "a")?.minY == 0)
    }

    @Test func idealSizeOfAFlexibleFrameIsItsSizeWhenFixed() throws {
        let placed = try Color.red.frame(idealWidth: 120, idealHeight: 48).fixedSize().placedTree(width: 390, height: nil)
        #expect(placed.frame.size == CGSize(width: 120, height: 48))
    }

    @Test func idealSizeIsIgnoredWhenTheParentProposesASize() throws {
        let placed = try Color.red.frame(idealWidth: 120, idealHeight: 40).placedTree(width: 200, height: 100)
        #expect(placed.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    // MARK: fixedSize

    @Test func textWrapsToTheWidthOfItsFrame() throws {
        let placed = try Text("Hello world").frame(width: 40).placedTree(width: 40, height: nil)
        #expect(placed.frame(ofText: "Hello world") == CGRect(x: 0, y: 0, width: 40, height: 32))
    }

    @Test func fixedSizeTextKeepsItsIdealWidthAndDoesNotWrap() throws {
        let placed = try Text("Hello world").fixedSize().frame(width: 40).placedTree(width: 40, height: nil)
        #expect(placed.frame == CGRect(x: 0, y: 0, width: 40, height: 16))
        #expect(placed.frame(ofText: "Hello world") == CGRect(x: -24, y: 0, width: 88, height: 16))
    }

    @Test func verticalFixedSizeLetsTextWrapButKeepsEveryLine() throws {
        let placed = try Text("one two three").fixedSize(horizontal: false, vertical: true)
            .frame(width: 40, height: 16)
            .placedTree(width: 40, height: nil)
        #expect(placed.frame(ofText: "one two three") == CGRect(x: 0, y: -16, width: 40, height: 48))
    }

    @Test func textWithoutFixedSizeIsCutToTheHeightOfItsFrame() throws {
        let placed = try Text("one two three").frame(width: 40, height: 16).placedTree(width: 40, height: nil)
        // Centred, the text is 4 pt in: half a column, which rounds up to a column.
        #expect(placed.frame(ofText: "one two three") == CGRect(x: 8, y: 0, width: 32, height: 16))
    }

    @Test func fixedSizeColorTakesItsIdealSizeOfTen() throws {
        let placed = try Color.red.fixedSize().placedTree(width: 390, height: 844)
        #expect(placed.frame.size == CGSize(width: 10, height: 10))
    }

    // MARK: Bad input

    @Test func nanFrameDimensionsAreIgnored() throws {
        let placed = try Text("a").frame(width: .nan, height: .nan).placedTree(width: 392, height: nil)
        #expect(placed.frame == CGRect(x: 192, y: 0, width: 8, height: 16))
    }

    @Test func negativeAndInfiniteFixedDimensionsAreIgnored() throws {
        let placed = try Text("a").frame(width: -10, height: .infinity).placedTree(width: 392, height: nil)
        #expect(placed.frame == CGRect(x: 192, y: 0, width: 8, height: 16))
    }

    @Test func nanAndNegativeFlexibleBoundsAreIgnored() throws {
        let placed = try Text("a").frame(minWidth: .nan, maxWidth: -5, minHeight: -1, maxHeight: .nan).placedTree(width: 392, height: nil)
        #expect(placed.frame == CGRect(x: 192, y: 0, width: 8, height: 16))
    }

    @Test func maximumBelowMinimumIsRaisedToTheMinimum() throws {
        let placed = try Color.red.frame(minWidth: 104, maxWidth: 48).placedTree(width: 390, height: 16)
        #expect(placed.frame.width == 104)
    }

    @Test func infiniteMinimumIsIgnored() throws {
        let placed = try Text("a").frame(minWidth: .infinity).placedTree(width: 390, height: nil)
        #expect(placed.frame.width == 8)
    }
}
