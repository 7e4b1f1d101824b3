import Foundation
import Testing

@testable import Wireframe

/// `ColorPicker`: the label, then iOS's colour well.
@MainActor
@Suite struct ColorPickerTests {
    private let screen = Screen(width: 320, height: nil)

    @Test func theLabelIsLeadingAndTheWellTrailing() throws {
        let picture = try ColorPicker("Tint", selection: .constant(.blue)).renderASCII(on: screen)
        #expect(picture == "Tint                                 (●)\n")
    }

    @Test func theWellIsTheSelectedColourInsideARingOfEveryHue() throws {
        let picker = ColorPicker("Tint", selection: .constant(.orange)).labelsHidden()
        #expect(try picker.layout(on: screen, metrics: .svg).placed.frame.size == CGSize(width: 28, height: 28))
        let svg = try picker.renderSVG(on: screen)
        // The ring: a conic gradient, drawn as wedges clipped to the well's 14-point circle; then
        // a gap of the row's background and the orange circle, 9 points across.
        #expect(svg.contains(#"<circle cx="160" cy="14" r="14"/>"#))
        #expect(svg.components(separatedBy: "<polygon").count > 24)
        #expect(svg.contains(##"<circle cx="160" cy="14" r="11" fill="#FFFFFF"/>"##))
        #expect(svg.contains(##"<circle cx="160" cy="14" r="9" fill="#FF9500"/>"##))
    }

    @Test func withItsLabelHiddenTheWellIsAloneAndVoiceOverReadsTheLabelAndTheColour() throws {
        let hidden = ColorPicker("배경색", selection: .constant(.green), supportsOpacity: false).labelsHidden()
        #expect(try hidden.renderASCII(on: screen).trimmingCharacters(in: .whitespacesAndNewlines) == "(●)")
        let element = try #require(try hidden.accessibilityTree(on: screen).elements.first)
        #expect(element.label == "배경색")
        #expect(element.value == "green")
        let custom = ColorPicker("a", selection: .constant(Color(red: 1, green: 0.5, blue: 0)))
        #expect(try custom.accessibilityTree(on: screen).elements.first?.value == "#FF8000")
    }

    @Test func aLabelViewIsDrawnAsGiven() throws {
        let picker = ColorPicker(selection: .constant(.purple)) { Label("Accent", systemImage: "paintpalette") }
        let picture = try picker.renderASCII(on: screen)
        #expect(picture.contains("Accent") && picture.contains("(●)"))
    }
}
