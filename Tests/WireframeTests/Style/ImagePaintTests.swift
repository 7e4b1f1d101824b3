import Foundation
import Testing

@testable import Wireframe

/// `ImagePaint`: a shape filled with an image is drawn in a flat grey standing for the tiles.
@MainActor @Suite struct ImagePaintTests {
    private let screen = Screen(width: 120, height: 80)

    @Test func anImageFillIsDrawnAsAGreyFill() throws {
        let paint = ImagePaint(image: Image(systemName: "star"), scale: 0.5)
        let filled = Rectangle().fill(paint).frame(width: 64, height: 48)
        #expect(try filled.renderSVG(on: screen) == (try Rectangle().fill(Color.gray).frame(width: 64, height: 48).renderSVG(on: screen)))
        #expect(
            try filled.renderASCII(on: screen) == (try Rectangle().fill(Color.gray).frame(width: 64, height: 48).renderASCII(on: screen)))
        let member = try Circle().fill(.image(Image(systemName: "star"))).frame(width: 64, height: 48).renderSVG(on: screen)
        #expect(member == (try Circle().fill(Color.gray).frame(width: 64, height: 48).renderSVG(on: screen)))
    }

    @Test func itKeepsWhatItWasGiven() {
        let paint = ImagePaint(image: Image(systemName: "star"), sourceRect: CGRect(x: 0, y: 0, width: 0.5, height: 0.5), scale: .nan)
        #expect(paint.image == Image(systemName: "star"))
        #expect(paint.sourceRect.width == 0.5)
        #expect(paint.scale == 1)
    }
}
