import Foundation
import Testing
import Wireframe

/// SwiftUI's stack rules: spacing, least-flexible-first distribution, layout priority,
/// alignment, `ZStack` as the union of its children, `Spacer` and `Divider`.
///
/// Every frame is in points on the ASCII target: a narrow character is 8 × 16 pt.
@MainActor
@Suite struct StackLayoutTests {
    // MARK: Spacing

    @Test func vStackPutsEightPointsBetweenChildrenByDefault() throws {
        let placed = try VStack {
            Text("a")
            Text("b")
        }.placedTree(width: 390, height: nil)
        // The 8 pt between the texts is half a row, which rounds up to a row; centred, the stack
        // is 191 pt in, which is nearest column 24.
        #expect(placed.frame == CGRect(x: 192, y: 0, width: 8, height: 48))
        #expect(placed.frame(ofText: "a") == CGRect(x: 192, y: 0, width: 8, height: 16))
        #expect(placed.frame(ofText: "b") == CGRect(x: 192, y: 32, width: 8, height: 16))
    }

    @Test func hStackPutsEightPointsBetweenChildrenByDefault() throws {
        let placed = try HStack {
            Text("ab")
            Text("c")
        }.placedTree(width: 390, height: nil)
        // Centred, the stack is 179 pt in, which is nearest column 22.
        #expect(placed.frame == CGRect(x: 176, y: 0, width: 32, height: 16))
        #expect(placed.frame(ofText: "ab") == CGRect(x: 176, y: 0, width: 16, height: 16))
        #expect(placed.frame(ofText: "c") == CGRect(x: 200, y: 0, width: 8, height: 16))
    }

    @Test func explicitSpacingReplacesTheDefault() throws {
        let placed = try VStack(spacing: 32) {
            Text("a")
            Text("b")
        }.placedTree(width: 390, height: nil)
        #expect(placed.frame.height == 64)
        #expect(placed.frame(ofText: "b")?.minY == 48)
    }

    @Test func zeroSpacingPutsChildrenEdgeToEdge() throws {
        let placed = try HStack(spacing: 0) {
            Text("ab")
            Text("c")
        }.placedTree(width: 390, height: nil)
        #expect(placed.frame(ofText: "ab") == CGRect(x: 184, y: 0, width: 16, height: 16))
        #expect(placed.frame(ofText: "c") == CGRect(x: 200, y: 0, width: 8, height: 16))
    }

    @Test func negativeSpacingOverlapsChildren() throws {
        let placed = try VStack(spacing: -16) {
            Text("a")
            Text("b")
        }.placedTree(width: 390, height: nil)
        #expect(placed.frame.height == 16)
        #expect(placed.frame(ofText: "b")?.minY == 0)
    }

    // MARK: Distribution

    /// The text is the least flexible child, so it is offered a third of the width first and
    /// wraps, although the stack is wide enough for it on one line (the SwiftUI Field Guide's
    /// `HStack { Color.purple; Text("Hello, world"); Color.pink }`).
    @Test func leastFlexibleChildIsOfferedItsShareFirst() throws {
        let placed = try HStack {
            Color.purple
            Text("Hello, world")
            Color.pink
        }
        .placedTree(width: 208, height: 32)
        #expect(
            shapeFrames(in: placed) == [
                CGRect(x: 0, y: 0, width: 72, height: 32),
                CGRect(x: 136, y: 0, width: 72, height: 32),
            ])
        #expect(placed.frame(ofText: "Hello, world") == CGRect(x: 80, y: 0, width: 48, height: 32))
    }

    /// A fixed-width frame is sized first, the text next and the spacer, the most flexible,
    /// last: it gets what is left, whatever its place in the stack.
    @Test func spacerGetsWhatFixedFramesAndTextLeave() throws {
        let placed = try HStack(spacing: 0) {
            Spacer()
            Text("Hi")
            Color.red.frame(width: 96, height: 16)
        }
        .placedTree(width: 200, height: nil)
        #expect(spacerFrames(in: placed).map(\.width) == [88])
        #expect(placed.frame(ofText: "Hi") == CGRect(x: 88, y: 0, width: 16, height: 16))
        #expect(shapeFrames(in: placed) == [CGRect(x: 104, y: 0, width: 96, height: 16)])
    }

    /// A `Spacer` is simply the most flexible child: it goes last, so text beside it is offered an
    /// equal share of what remains and wraps when that share is too small.
    @Test func textBesideASpacerIsOfferedAnEqualShareAndWraps() throws {
        let row = HStack(spacing: 8) {
            Text("Update available")
            Spacer(minLength: 0)
            Text("x")
        }
        let placed = try row.placedTree(width: 224, height: nil)
        // 224 − 16 of spacing, 26 columns; "x" goes first and takes 8 of its 9; the text is
        // offered the larger half of the 25 columns left, 13 (104 pt), and wraps onto two lines
        // 72 wide; the spacer takes the rest.
        #expect(placed.frame(ofText: "Update available") == CGRect(x: 0, y: 0, width: 72, height: 32))
        #expect(spacerFrames(in: placed).map(\.width) == [128])
        let ascii = try row.renderASCII(width: 224, height: nil)
        #expect(ascii == "Update\navailable                  x\n")
    }

    /// With one line allowed, the same share of 13 columns truncates the text.
    @Test func textBesideASpacerTruncatesToItsShareOnOneLine() throws {
        let row = HStack(spacing: 8) {
            Text("Update available").lineLimit(1)
            Spacer(minLength: 0)
            Text("x")
        }
        let ascii = try row.renderASCII(width: 224, height: nil)
        #expect(ascii == "Update avail…              x\n")
    }

    /// A higher `layoutPriority` is served before the spacer's group, so the text stays whole.
    @Test func layoutPriorityKeepsTextBesideASpacerWhole() throws {
        let placed = try HStack(spacing: 8) {
            Text("Update available").layoutPriority(1)
            Spacer(minLength: 0)
            Text("x")
        }
        .placedTree(width: 224, height: nil)
        #expect(placed.frame(ofText: "Update available") == CGRect(x: 0, y: 0, width: 128, height: 16))
    }

    /// `fixedSize()` makes the text's smallest and largest widths its ideal one: no flexibility, so
    /// it goes first and keeps its whole width.
    @Test func fixedSizeKeepsTextBesideASpacerWhole() throws {
        let placed = try HStack(spacing: 8) {
            Text("Update available").fixedSize()
            Spacer(minLength: 0)
            Text("x")
        }
        .placedTree(width: 224, height: nil)
        #expect(placed.frame(ofText: "Update available") == CGRect(x: 0, y: 0, width: 128, height: 16))
    }

    /// objc.io's example (in whole cells: 96 and 144 for its 100 and 150): the child capped at
    /// 96 goes first and takes half of 144; the child needing at least 96 then takes 96, and the
    /// stack overflows its frame, centred (12 pt out, which is nearest a column out).
    @Test func childWhoseMinimumExceedsItsShareOverflowsTheStack() throws {
        let placed = try HStack(spacing: 0) {
            Color.red.frame(maxWidth: 96)
            Color.green.frame(minWidth: 96)
        }
        .frame(width: 144, height: 96)
        .placedTree(width: 144, height: nil)
        #expect(
            shapeFrames(in: placed) == [
                CGRect(x: -8, y: 0, width: 72, height: 96),
                CGRect(x: 64, y: 0, width: 96, height: 96),
            ])
    }

    @Test func equallyFlexibleChildrenShareTheSpaceEqually() throws {
        let placed = try HStack(spacing: 8) {
            Color.red
            Color.green
            Color.blue
        }
        .placedTree(width: 304, height: 16)
        #expect(shapeFrames(in: placed).map(\.width) == [96, 96, 96])
        #expect(shapeFrames(in: placed).map(\.minX) == [0, 104, 208])
    }

    // MARK: Layout priority

    @Test func higherLayoutPriorityIsOfferedTheSpaceFirst() throws {
        let placed = try HStack {
            Color.purple
            Text("Hello, world").layoutPriority(1)
            Color.pink
        }
        .placedTree(width: 208, height: 48)
        #expect(placed.frame(ofText: "Hello, world") == CGRect(x: 56, y: 16, width: 96, height: 16))
        #expect(shapeFrames(in: placed).map(\.width) == [48, 48])
    }

    @Test func higherPriorityLeavesTheMinimumOfLowerPriorities() throws {
        let placed = try HStack(spacing: 0) {
            Text("Hello world").layoutPriority(1)
            Color.red.frame(minWidth: 40)
        }
        .placedTree(width: 100, height: 32)
        #expect(placed.frame(ofText: "Hello world") == CGRect(x: 0, y: 0, width: 40, height: 32))
        #expect(shapeFrames(in: placed) == [CGRect(x: 40, y: 0, width: 60, height: 32)])
    }

    @Test func layoutPriorityIsReadThroughModifiers() throws {
        let placed = try HStack {
            Color.purple
            Text("Hello, world").layoutPriority(1).padding(0).border(.black)
            Color.pink
        }
        .placedTree(width: 200, height: 32)
        #expect(placed.frame(ofText: "Hello, world")?.width == 96)
    }

    // MARK: Alignment

    @Test func vStackCentresChildrenByDefault() throws {
        let placed = try VStack {
            Text("a")
            Text("bbb")
        }.placedTree(width: 390, height: nil)
        // 191 and 183 pt in, each nearest the column after.
        #expect(placed.frame(ofText: "a")?.minX == 192)
        #expect(placed.frame(ofText: "bbb")?.minX == 184)
    }

    @Test func vStackAlignsChildrenToTheLeadingEdge() throws {
        let placed = try VStack(alignment: .leading) {
            Text("a")
            Text("bbb")
        }.placedTree(width: 390, height: nil)
        #expect(placed.frame(ofText: "a") == CGRect(x: 184, y: 0, width: 8, height: 16))
        #expect(placed.frame(ofText: "bbb") == CGRect(x: 184, y: 32, width: 24, height: 16))
    }

    @Test func vStackAlignsChildrenToTheTrailingEdge() throws {
        let placed = try VStack(alignment: .trailing) {
            Text("a")
            Text("bbb")
        }.placedTree(width: 390, height: nil)
        #expect(placed.frame(ofText: "a") == CGRect(x: 200, y: 0, width: 8, height: 16))
        #expect(placed.frame(ofText: "bbb") == CGRect(x: 184, y: 32, width: 24, height: 16))
    }

    @Test func hStackCentresChildrenVerticallyByDefault() throws {
        let placed = try HStack {
            Text("a")
            Text("b\nc")
        }.placedTree(width: 390, height: nil)
        // Centred, "a" is half a row down, which rounds up to a row.
        #expect(placed.frame(ofText: "a")?.minY == 16)
        #expect(placed.frame(ofText: "b\nc")?.minY == 0)
    }

    @Test func hStackAlignsChildrenToTheTop() throws {
        let placed = try HStack(alignment: .top) {
            Text("a")
            Text("b\nc")
        }.placedTree(width: 390, height: nil)
        #expect(placed.frame(ofText: "a")?.minY == 0)
    }

    @Test func hStackAlignsChildrenToTheBottom() throws {
        let placed = try HStack(alignment: .bottom) {
            Text("a")
            Text("b\nc")
        }.placedTree(width: 390, height: nil)
        #expect(placed.frame(ofText: "a")?.minY == 16)
    }

    // MARK: ZStack

    @Test func zStackIsTheUnionOfItsChildren() throws {
        let placed = try ZStack {
            Color.red.frame(width: 80, height: 16)
            Color.blue.frame(width: 16, height: 48)
        }
        .placedTree(width: 80, height: nil)
        #expect(placed.frame == CGRect(x: 0, y: 0, width: 80, height: 48))
        #expect(
            shapeFrames(in: placed) == [
                CGRect(x: 0, y: 16, width: 80, height: 16),
                CGRect(x: 32, y: 0, width: 16, height: 48),
            ])
    }

    @Test func zStackAlignsEveryChildTopLeading() throws {
        let placed = try ZStack(alignment: .topLeading) {
            Color.red.frame(width: 80, height: 16)
            Color.blue.frame(width: 16, height: 64)
        }
        .placedTree(width: 80, height: nil)
        #expect(
            shapeFrames(in: placed) == [
                CGRect(x: 0, y: 0, width: 80, height: 16),
                CGRect(x: 0, y: 0, width: 16, height: 64),
            ])
    }

    @Test func zStackAlignsEveryChildBottomTrailing() throws {
        let placed = try ZStack(alignment: .bottomTrailing) {
            Color.red.frame(width: 80, height: 16)
            Color.blue.frame(width: 16, height: 64)
        }
        .placedTree(width: 80, height: nil)
        #expect(
            shapeFrames(in: placed) == [
                CGRect(x: 0, y: 48, width: 80, height: 16),
                CGRect(x: 64, y: 0, width: 16, height: 64),
            ])
    }

    // MARK: Spacer

    @Test func spacerPushesItsNeighboursToTheEdges() throws {
        let placed = try HStack {
            Text("a")
            Spacer()
            Text("b")
        }.placedTree(width: 96, height: nil)
        #expect(placed.frame(ofText: "a") == CGRect(x: 0, y: 0, width: 8, height: 16))
        #expect(spacerFrames(in: placed).map(\.width) == [64])
        #expect(placed.frame(ofText: "b") == CGRect(x: 88, y: 0, width: 8, height: 16))
    }

    @Test func spacerInAVStackPushesAlongTheVerticalAxis() throws {
        let placed = try VStack {
            Text("top")
            Spacer()
            Text("end")
        }.placedTree(width: 100, height: 208)
        // The 8 pt spacings are a row each.
        #expect(placed.frame(ofText: "top")?.minY == 0)
        #expect(spacerFrames(in: placed).map(\.height) == [144])
        #expect(placed.frame(ofText: "end")?.minY == 192)
    }

    @Test func spacerIdealLengthIsItsDefaultMinimumOfEight() throws {
        let placed = try HStack(spacing: 0) {
            Text("a")
            Spacer()
            Text("b")
        }.fixedSize()
            .placedTree(width: 390, height: nil)
        #expect(spacerFrames(in: placed).map(\.width) == [8])
        #expect(placed.frame(ofText: "b")?.minX == placed.frame.minX + 16)
    }

    @Test func spacerIdealLengthIsItsExplicitMinimum() throws {
        let placed = try HStack(spacing: 0) {
            Text("a")
            Spacer(minLength: 20)
            Text("b")
        }.fixedSize()
            .placedTree(width: 390, height: nil)
        #expect(spacerFrames(in: placed).map(\.width) == [20])
    }

    @Test func spacerWithZeroMinimumCanVanish() throws {
        let placed = try HStack(spacing: 0) {
            Text("a")
            Spacer(minLength: 0)
            Text("b")
        }.fixedSize()
            .placedTree(width: 390, height: nil)
        #expect(spacerFrames(in: placed).map(\.width) == [0])
        #expect(placed.frame.width == 16)
    }

    @Test func spacerKeepsItsMinimumLengthWhenSpaceRunsOut() throws {
        let placed = try HStack(spacing: 0) {
            Color.red.frame(width: 56, height: 16)
            Spacer(minLength: 16)
            Color.blue.frame(width: 56, height: 16)
        }
        .placedTree(width: 96, height: nil)
        #expect(spacerFrames(in: placed).map(\.width) == [16])
        #expect(shapeFrames(in: placed).map(\.minX) == [-16, 56])
    }

    @Test func framesWithInfiniteMaxWidthShareAStackEqually() throws {
        let placed = try HStack {
            Text("a").frame(maxWidth: .infinity)
            Text("b").frame(maxWidth: .infinity)
        }
        .placedTree(width: 104, height: nil)
        let frames = placed.frames { kind in
            kind.is(FlexibleFrameNode.self)
        }
        #expect(frames == [CGRect(x: 0, y: 0, width: 48, height: 16), CGRect(x: 56, y: 0, width: 48, height: 16)])
    }

    /// The single-line text is the least flexible child along the vertical axis, so it is sized
    /// first; the paragraph gets the rest and is cut to two lines.
    @Test func vStackCutsTextWhenItsHeightRunsOut() throws {
        let placed = try VStack(spacing: 0) {
            Text("one two three")
            Text("b")
        }.placedTree(width: 40, height: 48)
        // Centred, the stack is 4 pt in, nearest column 1; "b" is centred 12 pt into it, 20 pt
        // in, nearest column 3.
        #expect(placed.frame(ofText: "one two three") == CGRect(x: 8, y: 0, width: 32, height: 32))
        #expect(placed.frame(ofText: "b") == CGRect(x: 24, y: 32, width: 8, height: 16))
    }

    @Test func spacerOutsideAStackFillsBothDirections() throws {
        let placed = try ZStack { Spacer() }.placedTree(width: 100, height: 50)
        #expect(spacerFrames(in: placed) == [CGRect(x: 0, y: 0, width: 100, height: 50)])
    }

    // MARK: Divider

    @Test func dividerInAVStackIsAHorizontalLineAcrossTheStack() throws {
        let placed = try VStack {
            Text("a")
            Divider()
            Text("b")
        }.placedTree(width: 100, height: nil)
        // The 8 pt spacings are a row each.
        #expect(dividerFrames(in: placed) == [CGRect(x: 0, y: 32, width: 100, height: 16)])
        #expect(placed.frame(ofText: "b")?.minY == 64)
    }

    @Test func dividerInAnHStackIsAVerticalLineAsTallAsProposed() throws {
        let placed = try HStack {
            Text("a")
            Divider()
            Text("b")
        }.placedTree(width: 104, height: 48)
        #expect(dividerFrames(in: placed) == [CGRect(x: 48, y: 0, width: 8, height: 48)])
        #expect(placed.frame(ofText: "a") == CGRect(x: 32, y: 16, width: 8, height: 16))
    }

    @Test func dividerIsOnePointThickForSVG() throws {
        let placed = try VStack(spacing: 0) {
            Text("a")
            Divider()
        }.placedTree(width: 100, height: nil, svg: true)
        #expect(dividerFrames(in: placed).map(\.size) == [CGSize(width: 100, height: 1)])
    }
}

private func shapeFrames(in placed: PlacedNode) -> [CGRect] {
    placed.frames { kind in
        kind.is(ShapeNode.self)
    }
}

private func spacerFrames(in placed: PlacedNode) -> [CGRect] {
    placed.frames { kind in
        kind.is(SpacerNode.self)
    }
}

private func dividerFrames(in placed: PlacedNode) -> [CGRect] {
    placed.frames { kind in
        kind.is(DividerNode.self)
    }
}
