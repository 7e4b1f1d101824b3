import Foundation
import Testing
import WireframeTesting

@testable import Wireframe

@MainActor
@Suite struct LabeledContentTests {
    @Test func inAFormTheLabelLeadsAndTheValueTrailsInTheSecondaryColour() throws {
        let form = Form { LabeledContent("Name", value: "Ann") }
        let placed = try form.placedTree(width: 320, height: 200)
        let label = try #require(placed.frame(ofText: "Name"))
        let value = try #require(placed.frame(ofText: "Ann"))
        // The row's card is inset 16 points and its content 16 more, as iOS's inset grouped list.
        #expect(label.minX == 32)
        #expect(abs(value.maxX - (320 - 32)) < 0.001)
        #expect(label.midY == value.midY)
        let texts = try form.node().allTexts
        #expect(texts.first { $0.string == "Ann" }?.color == .secondary)
        #expect(texts.first { $0.string == "Name" }?.color != .secondary)
        let ascii = try form.renderASCII(width: 320, height: nil)
        #expect(ascii.split(separator: "\n").contains { $0.contains("Name") && $0.contains("Ann") })
    }

    @Test func outsideAFormTheLabelAndTheValueSitSideBySide() throws {
        let placed = try LabeledContent("Name", value: "Ann").placedTree(width: 320, height: nil)
        let label = try #require(placed.frame(ofText: "Name"))
        let value = try #require(placed.frame(ofText: "Ann"))
        // An HStack's default spacing of 8 points between them, the pair centred on the screen.
        #expect(value.minX - label.maxX == 8)
        #expect(label.minX > 0 && value.maxX < 320)
    }

    @Test func aFormattedValueIsWrittenByItsFormat() throws {
        let form = Form {
            LabeledContent("Price", value: 9.5, format: .number.precision(.fractionLength(2)))
        }
        let ascii = try form.renderASCII(width: 320, height: nil)
        #expect(ascii.contains("Price"))
        #expect(ascii.contains("9.50"))
    }

    @Test func aViewValueAndAViewLabelAreBothDrawn() throws {
        let form = Form {
            LabeledContent("Volume") { Text("loud") }
            LabeledContent {
                Text("42")
            } label: {
                Label("Answer", systemImage: "star")
            }
        }
        let placed = try form.placedTree(width: 320, height: 300)
        #expect(abs(try #require(placed.frame(ofText: "loud")).maxX - (320 - 32)) < 0.001)
        #expect(abs(try #require(placed.frame(ofText: "42")).maxX - (320 - 32)) < 0.001)
        #expect(try form.renderASCII(width: 320, height: nil).contains("✩ Answer"))
    }

    @Test func aStyleDrawsTheLabelledContentItsOwnWay() throws {
        let placed = try LabeledContent("Name", value: "Ann").labeledContentStyle(StackedStyle())
            .placedTree(width: 320, height: nil)
        let label = try #require(placed.frame(ofText: "Name"))
        let value = try #require(placed.frame(ofText: "Ann"))
        #expect(value.minY >= label.maxY)
        #expect(value.minX == label.minX)
    }

    @Test func emptyTextsDrawNothingAndDoNotFail() throws {
        let ascii = try Form { LabeledContent("", value: "") }.renderASCII(width: 320, height: nil)
        #expect(!ascii.isEmpty)
    }
}

private struct StackedStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.label
            configuration.content
        }
    }
}

extension Node {
    /// Every text in the tree, in tree order.
    var allTexts: [TextNode] {
        let own: [TextNode]
        if let text = kind.as(TextNode.self) { own = [text] } else { own = [] }
        return own + children.flatMap(\.allTexts)
    }
}
