import Foundation
import Testing
import Wireframe

/// Fixed frames, flexible frames and `fixedSize`, as SwiftUI lays them out.
@MainActor
@Suite struct FrameLayoutTests {
    // MARK: Fixed frames

    @Test func fixedFrameHasExactlyItsSizeAndProposesItToTheContent() throws {
        let placed = try Text("Hello world").frame(width: 40, height: 48).placedTree(width: 40, height: nil)
        #expect(placed.frame == CGRect(x: 0, y: 0, width: 40, height: 48))
        #expect(placed.frame(ofText: "Hello world") == CGRect(x: 0, y: 8, width: 40, height: 32))
    }

    @Test func fixedFrameCentresItsContentByDefault() throws {
        let placed = try Text("a").frame(width: 100, height: 48).placedTree(width: 100, height: nil)
        #expect(placed.frame(ofText: "a") == CGRect(x: 46, y: 16, width: 8, height: 16))
    }

    @Test func fixedFrameAlignsItsContentBottomTrailing() throws {
        let placed = try Text("a").frame(width: 100, height: 48, alignment: .bottomTrailing).placedTree(width: 100, height: nil)
        #expect(placed.frame(ofText: "a") == CGRect(x: 92, y: 32, width: 8, height: 16))
    }

    @Test func fixedFrameAlignsItsContentTopLeading() throws {
        let placed = try Text("a").frame(width: 100, height: 48, alignment: .topLeading).placedTree(width: 100, height: nil)
        #expect(placed.frame(ofText: "a") == CGRect(x: 0, y: 0, width: 8, height: 16))
    }

    @Test func fixedFrameWithOnlyAWidthFollowsTheContentsHeight() throws {
        let placed = try Text("a").frame(width: 100).placedTree(width: 390, height: nil)
        #expect(placed.frame == CGRect(x: 145, y: 0, width: 100, height: 16))
    }

    @Test func contentLargerThanItsFrameOverflowsCentred() throws {
        let placed = try Color.red.frame(width: 80, height: 32).frame(width: 40, height: 16).placedTree(width: 40, height: nil)
        #expect(placed.frame == CGRect(x: 0, y: 0, width: 40, height: 16))
        #expect(placed.children.first?.frame == CGRect(x: -20, y: -8, width: 80, height: 32))
    }

    @Test func fixedFrameIgnoresTheProposalItIsGiven() throws {
        let placed = try Color.red.frame(width: 80, height: 32).placedTree(width: 40, height: 16)
        #expect(placed.frame == CGRect(x: -20, y: -8, width: 80, height: 32))
    }

    // MARK: Flexible frames

    @Test func maxWidthInfinityFillsTheProposedWidth() throws {
        let placed = try Text("a").frame(maxWidth: .infinity).placedTree(width: 390, height: nil)
        #expect(placed.frame == CGRect(x: 0, y: 0, width: 390, height: 16))
        #expect(placed.frame(ofText: "a") == CGRect(x: 191, y: 0, width: 8, height: 16))
    }

    @Test func maxWidthInfinityWithLeadingAlignmentPinsTheContentLeft() throws {
        let placed = try Text("a").frame(maxWidth: .infinity, alignment: .leading).placedTree(width: 390, height: nil)
        #expect(placed.frame(ofText: "a") == CGRect(x: 0, y: 0, width: 8, height: 16))
    }

    @Test func maxHeightInfinityFillsTheProposedHeight() throws {
        let placed = try Text("a").frame(maxHeight: .infinity, alignment: .bottom).placedTree(width: 100, height: 200)
        #expect(placed.frame == CGRect(x: 46, y: 0, width: 8, height: 200))
        #expect(placed.frame(ofText: "a")?.minY == 184)
    }

    @Test func minWidthFrameIsAtLeastItsMinimumAroundASmallChild() throws {
        let placed = try Text("a").frame(minWidth: 100).placedTree(width: 390, height: nil)
        #expect(placed.frame == CGRect(x: 145, y: 0, width: 100, height: 16))
        #expect(placed.frame(ofText: "a") == CGRect(x: 191, y: 0, width: 8, height: 16))
    }

    @Test func minWidthFrameFollowsAChildWiderThanItsMinimum() throws {
        let placed = try Text("Hello world").frame(minWidth: 40).placedTree(width: 390, height: nil)
        #expect(placed.frame.width == 88)
    }

    @Test func minWidthFrameOverflowsAProposalSmallerThanItsMinimum() throws {
        let placed = try Color.red.frame(minWidth: 50, maxWidth: 120).frame(width: 30, height: 16).placedTree(width: 30, height: nil)
        #expect(placed.children.first?.frame == CGRect(x: -10, y: 0, width: 50, height: 16))
    }

    @Test func maxWidthFrameTakesTheProposalUpToItsMaximum() throws {
        let placed = try Text("a").frame(maxWidth: 50).placedTree(width: 390, height: nil)
        #expect(placed.frame == CGRect(x: 170, y: 0, width: 50, height: 16))
    }

    @Test func maxWidthFrameCapsTheWidthProposedToItsChild() throws {
        let placed = try Text("Hello world").frame(maxWidth: 40).placedTree(width: 390, height: nil)
        #expect(placed.frame(ofText: "Hello world")?.size == CGSize(width: 40, height: 32))
    }

    @Test func minHeightFrameIsAtLeastItsMinimum() throws {
        let placed = try Text("a").frame(minHeight: 48, alignment: .top).placedTree(width: 100, height: nil)
        #expect(placed.frame == CGRect(x: 46, y: 0, width: 8, height: 48))
        #expect(placed.frame(ofText: "a")?.minY == 0)
    }

    @Test func idealSizeOfAFlexibleFrameIsItsSizeWhenFixed() throws {
        let placed = try Color.red.frame(idealWidth: 120, idealHeight: 40).fixedSize().placedTree(width: 390, height: nil)
        #expect(placed.frame.size == CGSize(width: 120, height: 40))
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
        #expect(placed.frame(ofText: "one two three") == CGRect(x: 4, y: 0, width: 32, height: 16))
    }

    @Test func fixedSizeColorTakesItsIdealSizeOfTen() throws {
        let placed = try Color.red.fixedSize().placedTree(width: 390, height: 844)
        #expect(placed.frame.size == CGSize(width: 10, height: 10))
    }

    // MARK: Bad input

    @Test func nanFrameDimensionsAreIgnored() throws {
        let placed = try Text("a").frame(width: .nan, height: .nan).placedTree(width: 390, height: nil)
        #expect(placed.frame == CGRect(x: 191, y: 0, width: 8, height: 16))
    }

    @Test func negativeAndInfiniteFixedDimensionsAreIgnored() throws {
        let placed = try Text("a").frame(width: -10, height: .infinity).placedTree(width: 390, height: nil)
        #expect(placed.frame == CGRect(x: 191, y: 0, width: 8, height: 16))
    }

    @Test func nanAndNegativeFlexibleBoundsAreIgnored() throws {
        let placed = try Text("a").frame(minWidth: .nan, maxWidth: -5, minHeight: -1, maxHeight: .nan).placedTree(width: 390, height: nil)
        #expect(placed.frame == CGRect(x: 191, y: 0, width: 8, height: 16))
    }

    @Test func maximumBelowMinimumIsRaisedToTheMinimum() throws {
        let placed = try Color.red.frame(minWidth: 100, maxWidth: 50).placedTree(width: 390, height: 16)
        #expect(placed.frame.width == 100)
    }

    @Test func infiniteMinimumIsIgnored() throws {
        let placed = try Text("a").frame(minWidth: .infinity).placedTree(width: 390, height: nil)
        #expect(placed.frame.width == 8)
    }
}
