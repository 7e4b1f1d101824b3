import Foundation
import Testing

@testable import Wireframe

/// `presentationCompactAdaptation(_:)`: on a phone a popover is a sheet unless its content asks
/// for a popover (a bubble beside the view it is attached to) or a cover.
@MainActor @Suite struct PresentationAdaptationTests {
    private func screen(_ adaptation: PresentationAdaptation?, arrowEdge: Edge? = nil) -> some View {
        VStack {
            Text("Info").popover(isPresented: .constant(true), arrowEdge: arrowEdge) {
                if let adaptation {
                    Text("Tip").padding(8).presentationCompactAdaptation(adaptation)
                } else {
                    Text("Tip").padding(8)
                }
            }
            Spacer()
        }
    }

    @Test func automaticAndSheetDrawTheSheet() throws {
        let plain = try screen(nil).renderASCII(width: 200, height: 320)
        #expect(try screen(.automatic).renderASCII(width: 200, height: 320) == plain)
        #expect(try screen(.sheet).renderASCII(width: 200, height: 320) == plain)
        #expect(plain.contains("░"))  // the dimmed screen behind a sheet
    }

    @Test func popoverDrawsABubbleBelowTheViewItIsAttachedTo() throws {
        let placed = try screen(.popover).placedTree(width: 200, height: 320, svg: true)
        let source = try #require(placed.frame(ofText: "Info"))
        let tip = try #require(placed.frame(ofText: "Tip"))
        // Centred under the source, 13 points (the arrow's room) below it, past the 8 of padding.
        #expect(abs(tip.midX - source.midX) < 0.5)
        #expect(tip.minY == source.maxY + 13 + 8)
        let picture = try screen(.popover).renderASCII(width: 200, height: 320)
        #expect(!picture.contains("░"))  // nothing is dimmed
        #expect(try screen(PresentationAdaptation.none).renderASCII(width: 200, height: 320) == picture)
    }

    @Test func aBubbleWithItsArrowBelowSitsAboveTheView() throws {
        let view = VStack {
            Spacer()
            Text("Info").popover(isPresented: .constant(true), arrowEdge: .bottom) {
                Text("Tip").presentationCompactAdaptation(.popover)
            }
        }
        let placed = try view.placedTree(width: 200, height: 320, svg: true)
        let source = try #require(placed.frame(ofText: "Info"))
        let tip = try #require(placed.frame(ofText: "Tip"))
        #expect(tip.maxY == source.minY - 13)
    }

    @Test func aBubbleStaysInsideTheScreen() throws {
        let view = HStack {
            Text("Info").popover(isPresented: .constant(true)) {
                Text("A longer tip than the button").presentationCompactAdaptation(.popover)
            }
            Spacer()
        }
        let placed = try view.placedTree(width: 300, height: 200, svg: true)
        let tip = try #require(placed.frame(ofText: "A longer tip than the button"))
        #expect(tip.minX == 8)
    }

    @Test func fullScreenCoverAdaptationCoversTheScreen() throws {
        let cover = try Text("Behind").popover(isPresented: .constant(true)) {
            Text("Tip").presentationCompactAdaptation(.fullScreenCover)
        }
        .renderASCII(width: 200, height: 160)
        let expected = try Text("Behind").fullScreenCover(isPresented: .constant(true)) { Text("Tip") }.renderASCII(width: 200, height: 160)
        #expect(cover == expected)
        let sheet = try Text("Behind").sheet(isPresented: .constant(true)) {
            Text("Tip").presentationCompactAdaptation(.fullScreenCover)
        }
        .renderASCII(width: 200, height: 160)
        #expect(sheet == expected)
    }

    @Test func aSheetCannotBecomeAPopover() throws {
        let popover = try Text("Behind").sheet(isPresented: .constant(true)) { Text("Tip").presentationCompactAdaptation(.popover) }
            .renderASCII(width: 200, height: 160)
        let sheet = try Text("Behind").sheet(isPresented: .constant(true)) { Text("Tip") }.renderASCII(width: 200, height: 160)
        #expect(popover == sheet)
    }
}
