import Foundation
import Testing

@testable import Wireframe

@MainActor @Suite struct IOS17ModifierTests {
    private let screen = Screen(width: 200, height: 120)

    @Test func safeAreaPaddingInsetsAsPaddingDoes() throws {
        let row = HStack {
            Text("memo")
            Spacer()
        }
        #expect(try row.safeAreaPadding(.horizontal, 20).renderSVG(on: screen) == (try row.padding(.horizontal, 20).renderSVG(on: screen)))
        #expect(try row.safeAreaPadding(12).renderASCII(on: screen) == (try row.padding(12).renderASCII(on: screen)))
        #expect(try row.safeAreaPadding().renderASCII(on: screen) != (try row.renderASCII(on: screen)))
    }

    @Test func aContainerRelativeShapeIsARectangleOnAScreen() throws {
        let shape = try ContainerRelativeShape().fill(.blue).frame(width: 80, height: 40).renderSVG(on: screen)
        #expect(shape == (try Rectangle().fill(.blue).frame(width: 80, height: 40).renderSVG(on: screen)))
        let clipped = try Color.red.clipShape(.containerRelative).frame(width: 40, height: 40).renderASCII(on: screen)
        #expect(clipped == (try Color.red.clipShape(Rectangle()).frame(width: 40, height: 40).renderASCII(on: screen)))
    }

    @Test func symbolEffectsDrawTheSymbolAtRest() throws {
        let bell = Image(systemName: "bell")
        let plain = try bell.renderSVG(on: screen)
        #expect(try bell.symbolEffect(.bounce.up.byLayer, options: .repeat(3).speed(2), value: 1).renderSVG(on: screen) == plain)
        #expect(try bell.symbolEffect(.variableColor.iterative, options: .repeating).renderSVG(on: screen) == plain)
        #expect(try bell.symbolEffect(.appear, isActive: true).renderSVG(on: screen) == plain)
    }

    @Test func anActiveDisappearanceHidesTheSymbolAndKeepsItsSpace() throws {
        let row = HStack(spacing: 0) {
            Image(systemName: "bell").symbolEffect(.disappear, isActive: true)
            Text("A")
        }
        let shown = HStack(spacing: 0) {
            Image(systemName: "bell")
            Text("A")
        }
        let hidden = try row.renderASCII(on: screen)
        #expect(!hidden.contains("⍾"))
        #expect(try shown.renderASCII(on: screen).contains("⍾"))
        #expect(try textFrame(in: row) == (try textFrame(in: shown)))
        #expect(
            try Image(systemName: "bell").symbolEffect(.appear, isActive: false).renderSVG(on: screen)
                == (try Image(systemName: "bell").hidden().renderSVG(on: screen)))
    }

    private func textFrame(in view: some View) throws -> CGRect {
        let placed = try view.layout(on: screen, metrics: .svg).placed
        let path = try #require(placed.paths { $0.is(TextNode.self) }.first)
        return try #require(placed.descendant(at: path)).frame
    }

    @Test func anInspectorIsASheetOnAPhone() throws {
        let inspector = Text("note").inspector(isPresented: .constant(true)) { Text("details").inspectorColumnWidth(300) }
        let sheet = Text("note").sheet(isPresented: .constant(true)) { Text("details") }
        let phone = Screen(width: 390, height: 844)
        #expect(try inspector.renderASCII(on: phone) == (try sheet.renderASCII(on: phone)))
        #expect(try inspector.renderASCII(on: phone).contains("details"))
    }

    @Test func rotorsChangeNothingDrawnOrRead() throws {
        @Namespace var namespace
        let list = VStack {
            Text("Low battery").accessibilityRotorEntry(id: 1, in: namespace)
            Text("Update ready")
        }
        let withRotors =
            list
            .accessibilityRotor("Warnings") {
                AccessibilityRotorEntry("Low battery", id: 1)
                for index in 2...3 { AccessibilityRotorEntry("Warning \(index)", id: index) }
            }
            .accessibilityRotor(.headings) { AccessibilityRotorEntry(Text("Summary"), id: 0) }
        #expect(try withRotors.renderSVG(on: screen) == (try list.renderSVG(on: screen)))
        #expect(try withRotors.accessibilityTree(on: screen) == (try list.accessibilityTree(on: screen)))
    }
}
