import Foundation
import Testing
import Wireframe

/// Backgrounds, overlays, borders, clips and visibility: decorations take the size of the view
/// they modify and never change its layout.
@MainActor
@Suite struct DecorationTests {
    @Test func backgroundTakesTheSizeOfTheModifiedView() throws {
        let placed = try Text("Hi").padding(8).background(Color.red).placedTree(width: 384, height: nil)
        // 8 pt of padding is a column across and (half a row, rounding up) a row down.
        #expect(placed.frame == CGRect(x: 176, y: 0, width: 32, height: 48))
        #expect(shapeFrames(in: placed) == [CGRect(x: 176, y: 0, width: 32, height: 48)])
    }

    @Test func backgroundDoesNotMoveTheModifiedView() throws {
        let plain = try VStack {
            Text("a")
            Text("Hi")
        }.placedTree(width: 390, height: nil)
        let decorated = try VStack {
            Text("a")
            Text("Hi").background(Color.red.frame(width: 300, height: 300))
        }
        .placedTree(width: 390, height: nil)
        #expect(decorated.frame(ofText: "Hi") == plain.frame(ofText: "Hi"))
        #expect(decorated.frame == plain.frame)
    }

    @Test func overlayTakesTheSizeOfTheModifiedView() throws {
        let placed = try Text("Hello").overlay(Color.red).placedTree(width: 40, height: nil)
        #expect(placed.frame == CGRect(x: 0, y: 0, width: 40, height: 16))
        #expect(shapeFrames(in: placed) == [CGRect(x: 0, y: 0, width: 40, height: 16)])
    }

    @Test func overlayLargerThanTheViewOverflowsCentred() throws {
        let placed = try Text("a").overlay(Color.red.frame(width: 24, height: 48)).placedTree(width: 8, height: nil)
        #expect(placed.frame == CGRect(x: 0, y: 0, width: 8, height: 16))
        #expect(shapeFrames(in: placed) == [CGRect(x: -8, y: -16, width: 24, height: 48)])
    }

    @Test func overlayAlignsItsContent() throws {
        let placed = try Color.red.frame(width: 80, height: 48).overlay(Text("o"), alignment: .bottomTrailing)
            .placedTree(width: 80, height: nil)
        #expect(placed.frame(ofText: "o") == CGRect(x: 72, y: 32, width: 8, height: 16))
    }

    @Test func backgroundAlignsItsContent() throws {
        let placed = try Text("Hello").background(Color.red.frame(width: 8, height: 4), alignment: .topLeading)
            .placedTree(width: 40, height: nil)
        // 4 pt, under half a row, is a hairline and kept.
        #expect(shapeFrames(in: placed) == [CGRect(x: 0, y: 0, width: 8, height: 4)])
    }

    /// SwiftUI groups the views of `background(alignment:content:)` in an implicit `ZStack`.
    @Test func backgroundOfSeveralViewsLayersThemInAZStack() throws {
        let placed = try Text("Hello").background {
            Text("a")
            Text("b")
        }.placedTree(width: 40, height: nil)
        #expect(placed.frame == CGRect(x: 0, y: 0, width: 40, height: 16))
        #expect(placed.frame(ofText: "a") == CGRect(x: 16, y: 0, width: 8, height: 16))
        #expect(placed.frame(ofText: "b") == CGRect(x: 16, y: 0, width: 8, height: 16))
    }

    /// SwiftUI groups the views of `overlay(alignment:content:)` in an implicit `ZStack`,
    /// aligned as the modifier says.
    @Test func overlayOfSeveralViewsLayersThemInAZStack() throws {
        let placed = try Color.red.frame(width: 80, height: 48)
            .overlay(alignment: .bottomTrailing) {
                Text("a")
                Text("bc")
            }
            .placedTree(width: 80, height: nil)
        #expect(placed.frame(ofText: "a") == CGRect(x: 72, y: 32, width: 8, height: 16))
        #expect(placed.frame(ofText: "bc") == CGRect(x: 64, y: 32, width: 16, height: 16))
    }

    @Test func backgroundIsDrawnBehindTheText() throws {
        let text = try Text("Hi").padding(16).background(Color.white).renderASCII(width: 48, height: nil)
        #expect(
            text == """
                ┌────┐
                │ Hi │
                └────┘

                """)
    }

    @Test func backgroundInARoundedRectangleDrawsRoundedCorners() throws {
        let text = try Text("OK").padding(16).background(Color.white, in: .rect(cornerRadius: 8)).renderASCII(width: 48, height: nil)
        #expect(
            text == """
                ╭────╮
                │ OK │
                ╰────╯

                """)
    }

    @Test func borderDrawsAnOutlineOnTheFrameOfTheView() throws {
        let text = try Text("Hi").padding(16).border(.black).renderASCII(width: 48, height: nil)
        #expect(
            text == """
                ┌────┐
                │ Hi │
                └────┘

                """)
    }

    @Test func cornerRadiusRoundsTheCornersOfWhatItClips() throws {
        let text = try Text("Hi").padding(16).background(Color.white).cornerRadius(12).renderASCII(width: 48, height: nil)
        #expect(
            text == """
                ╭────╮
                │ Hi │
                ╰────╯

                """)
    }

    /// `cornerRadius` rounds the clip's own corners; a view inside that touches only one side
    /// of the clip keeps square corners on the other side.
    @Test func cornerRadiusRoundsOnlyTheCornersOfTheClip() throws {
        let view = ZStack(alignment: .leading) {
            Color.white
            Color.white.frame(width: 24)
        }
        .frame(width: 48, height: 48)
        .cornerRadius(12)
        let text = try view.renderASCII(width: 48, height: nil)
        #expect(
            text == """
                ╭─┐──╮
                │ │  │
                ╰─┘──╯

                """)
    }

    @Test func clipShapeCutsContentAtTheFrame() throws {
        let text = try Text("Hello world").fixedSize().frame(width: 40, alignment: .leading).clipShape(Rectangle())
            .renderASCII(width: 40, height: nil)
        #expect(text == "Hello\n")
    }

    @Test func hiddenViewKeepsItsSpaceButDrawsNothing() throws {
        let view = VStack(spacing: 0) {
            Text("a").hidden()
            Text("b")
        }
        #expect(try view.placedTree(width: 8, height: nil).frame(ofText: "b")?.minY == 16)
        #expect(try view.renderASCII(width: 8, height: nil) == "\nb\n")
    }

    @Test func zeroOpacityDrawsNothingButKeepsTheSpace() throws {
        let view = HStack(spacing: 0) {
            Text("a").opacity(0)
            Text("b")
        }
        #expect(try view.renderASCII(width: 16, height: nil) == " b\n")
    }

    @Test func shapeFillsTheSpaceItIsOffered() throws {
        let placed = try RoundedRectangle(cornerRadius: 8).fill(.black).placedTree(width: 100, height: 60)
        #expect(placed.frame == CGRect(x: 0, y: 0, width: 100, height: 60))
    }

    @Test func nanCornerRadiusDrawsSquareCorners() throws {
        let text = try Text("Hi").padding(16).background(Color.white).cornerRadius(.nan).renderASCII(width: 48, height: nil)
        #expect(
            text == """
                ┌────┐
                │ Hi │
                └────┘

                """)
    }

    @Test func hostileDecorationLengthsRenderWithoutCrashing() throws {
        let view = Text("Hi").padding(16)
            .border(.black, width: .nan)
            .shadow(radius: .infinity, x: .nan, y: -.infinity)
            .opacity(.nan)
        #expect(
            try view.renderASCII(width: 48, height: nil) == """
                ┌────┐
                │ Hi │
                └────┘

                """)
    }
}

private func shapeFrames(in placed: PlacedNode) -> [CGRect] {
    placed.frames { kind in
        kind.is(ShapeNode.self)
    }
}
