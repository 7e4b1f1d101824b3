import Foundation
import Testing

@testable import Wireframe

/// `labelsHidden()` and `headerProminence(_:)`: what a control's label and a section's header
/// look like.
@MainActor
@Suite struct ControlLabelTests {
    private let screen = Screen(width: 320, height: nil)

    @Test func aToggleWithItsLabelHiddenIsItsSwitchAloneAndVoiceOverStillReadsTheLabel() throws {
        let shown = try Toggle("Wi-Fi", isOn: .constant(true)).renderASCII(on: screen)
        #expect(shown.contains("Wi-Fi") && shown.contains("(──●)"))
        let hidden = Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden()
        let picture = try hidden.renderASCII(on: screen)
        #expect(!picture.contains("Wi-Fi"))
        #expect(picture.contains("(──●)"))
        // The switch alone: 51 points wide, not the row's 320.
        #expect(try hidden.layout(on: screen, metrics: .svg).placed.frame.width == 51)
        let tree = try hidden.accessibilityTree(on: screen)
        #expect(tree.elements.map(\.label) == ["Wi-Fi"])
        #expect(tree.elements.first?.value == "on")
    }

    @Test func hiddenLabelsReachEveryControlInside() throws {
        let form = VStack {
            Stepper("Count: 3", value: .constant(3))
            Picker("Flavor", selection: .constant(1)) {
                Text("Vanilla").tag(1)
                Text("Chocolate").tag(2)
            }
        }
        .labelsHidden()
        let picture = try form.renderASCII(on: screen)
        #expect(!picture.contains("Count: 3") && !picture.contains("Flavor"))
        #expect(picture.contains("[ − │ + ]") && picture.contains("Vanilla"))
    }

    @Test func anIncreasedHeaderIsABoldTitleInThePrimaryColour() throws {
        func headerText(_ prominence: Prominence) throws -> TextNode {
            let list = List { Section("오늘") { Text("회의") } }.headerProminence(prominence)
            let node = try list.node()
            let path = try #require(node.texts.first { $0.string.lowercased() == "오늘" })
            return path
        }
        let standard = try headerText(.standard)
        #expect(standard.font == .footnote)
        let increased = try headerText(.increased)
        #expect(increased.font == Font.title3.bold())
        #expect(increased.color == .primary)
        #expect(try List { Section("Today") { Text("a") } }.headerProminence(.increased).renderASCII(on: screen).contains("Today"))
    }
}

extension Node {
    /// Every text node in the tree, in order.
    fileprivate var texts: [TextNode] {
        var found: [TextNode] = []
        if let text = kind.as(TextNode.self) { found.append(text) }
        for child in children { found += child.texts }
        return found
    }
}
