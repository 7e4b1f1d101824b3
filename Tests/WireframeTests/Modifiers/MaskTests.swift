import Foundation
import Testing

@testable import Wireframe

/// A mask draws the content through the alpha of the mask's drawing: an SVG `<mask>`, and in
/// ASCII the content's cells inside the box of what the mask draws.
@MainActor
@Suite struct MaskTests {
    private func lines(_ svg: String) -> [String] {
        svg.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    private func list(_ view: some View) throws -> (DisplayList, PlacedNode) {
        let placed = try view.placedTree(width: 160, height: 80, svg: true)
        return (DisplayList(placed, canvas: CGSize(width: 160, height: 80)), placed)
    }

    @Test func svgWritesAnAlphaMaskOfTheMasksDrawingThenTheMaskedContent() throws {
        let view = Color.blue.frame(width: 80, height: 40).mask(alignment: .leading) { Rectangle().frame(width: 40) }
        let document = lines(try view.renderSVG(width: 80, height: 40))
        let mask = try #require(document.firstIndex { $0.hasPrefix("<mask ") })
        #expect(
            document[mask]
                == #"<mask id="mask-1" maskUnits="userSpaceOnUse" x="0" y="0" width="40" height="40" style="mask-type:alpha">"#)
        #expect(document[mask + 1] == ##"<rect x="0" y="0" width="40" height="40" fill="#000000"/>"##)
        #expect(document[mask + 2] == "</mask>")
        #expect(document[mask + 3] == #"<g mask="url(#mask-1)">"#)
        #expect(document[mask + 4] == ##"<rect x="0" y="0" width="80" height="40" fill="#007AFF"/>"##)
        #expect(document[mask + 5] == "</g>")
    }

    @Test func theMaskIsDumpedBeforeTheContentItMasks() throws {
        let (list, _) = try list(Color.blue.frame(width: 80, height: 40).mask { Circle() })
        #expect(
            list.dump() == """
                mask @ (40, 20, 80, 40) covering (40, 20, 80, 40)
                  shape circle fill: primary @ (40, 20, 80, 40)
                masked
                  shape rectangle fill: blue @ (40, 20, 80, 40)
                  hit opaque [0, 0] @ (40, 20, 80, 40)

                """)
    }

    @Test func asciiDrawsOnlyTheCellsTheMaskCovers() throws {
        let view = Text("ABCDEFGHIJKLMNOP").mask(alignment: .leading) { Rectangle().frame(width: 64) }
        #expect(try view.renderASCII(width: 128, height: 16) == "ABCDEFGH\n")
    }

    @Test func aMaskWhoseContentDrawsNothingInsideItLeavesNoDrawingBehind() throws {
        // The content lies wholly outside the square the mask draws, so neither is drawn, and the
        // mask's shape and text are not kept for commands that were taken back.
        let view = Text("far").offset(x: 120).mask(alignment: .leading) {
            HStack(spacing: 0) {
                Rectangle().frame(width: 8, height: 8)
                Text("m")
            }
        }
        let (list, _) = try list(view)
        #expect(list.commands.isEmpty)
        #expect(list.shapes.isEmpty && list.texts.isEmpty)
    }

    @Test func theMaskTakesNoTapsAndIsNotRead() throws {
        let view = Color.blue.frame(width: 80, height: 40).mask { Button("mask") {} }
        let (list, placed) = try list(view)
        #expect(list.regions.count == 1)
        #expect(list.regions.allSatisfy { if case .opaque = $0.role { true } else { false } })
        #expect(!placed.accessibilityTree().elements.contains { $0.label == "mask" })
    }

    @Test func asciiShowsTheLettersATextMaskCutsOutAndNoneOfItsShapes() throws {
        let gradient = LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing)
        let view = gradient.frame(width: 96, height: 48).mask { Text("MASK") }
        let ascii = try view.renderASCII(width: 96, height: 48)
        #expect(ascii == "\n    MASK\n\n", "\(ascii)")
        let shaped = Text("ABCD").mask { Circle().stroke(lineWidth: 2) }
        #expect(try shaped.renderASCII(width: 32, height: 16) == "ABCD\n")
    }

    @Test func aMaskThatDrawsNothingHidesTheContent() throws {
        let (list, _) = try list(Text("gone").mask { Color.clear })
        #expect(list.commands.isEmpty)
        #expect(try Text("gone").mask { Color.clear }.renderSVG(width: 80, height: 40) == Color.clear.renderSVG(width: 80, height: 40))
    }

    @Test func theDeprecatedFormIsACentredMask() throws {
        let content = Color.blue.frame(width: 80, height: 40)
        #expect(try content.mask(Circle()).renderSVG(width: 80, height: 40) == content.mask { Circle() }.renderSVG(width: 80, height: 40))
    }
}
