import Foundation
import Testing

@testable import Wireframe

/// The display list decides once, for every renderer and for hit testing, what is drawn, in which
/// order, and what a tap reaches.
@MainActor
@Suite struct DisplayListTests {
    private let canvas = CGSize(width: 160, height: 64)
    private let tallCanvas = CGSize(width: 160, height: 160)

    private func displayList(of view: some View, on canvas: CGSize? = nil, svg: Bool = false) throws -> DisplayList {
        let canvas = canvas ?? self.canvas
        return DisplayList(try view.placedTree(width: canvas.width, height: canvas.height, svg: svg), canvas: canvas)
    }

    // MARK: Order

    @Test func shapesLiveBesideTheCommandsThatDrawThem() throws {
        // A command is not as large as a shape's drawing: the shape is kept in the list's shapes.
        #expect(MemoryLayout<DisplayCommand>.stride < MemoryLayout<ShapeDrawing>.size / 2)
        let list = try displayList(
            of: HStack {
                Rectangle().fill(Color.red).frame(width: 8, height: 8)
                Circle().frame(width: 8, height: 8)
            })
        #expect(list.shapes.map(\.shape) == [.rectangle, .circle])
        #expect(list.commands.filter { if case .shape = $0 { true } else { false } } == [.shape(0), .shape(1)])
    }

    @Test func backgroundDrawsBeforeTheContentAndOverlayAfterIt() throws {
        let view = Text("Hi").padding(8).background(Color.white).overlay(Color.black.opacity(0.4))
        #expect(
            try displayList(of: view).dump() == """
                shape rectangle fill: white @ (64, 16, 32, 48)
                hit opaque [0, 1] @ (64, 16, 32, 48)
                text "Hi" @ (72, 32, 16, 16)
                hit opaque [0, 0, 0] @ (72, 32, 16, 16)
                shape rectangle fill: black.opacity(0.4) @ (64, 16, 32, 48)
                hit opaque [1] @ (64, 16, 32, 48)

                """)
    }

    @Test func borderDrawsAfterItsContent() throws {
        let view = Text("Hi").padding(8).background(Color.white).border(.black)
        let dump = try displayList(of: view).dump()
        #expect(dump.hasSuffix("shape rectangle stroke: black width: 1 inside @ (64, 16, 32, 48)\n"))
        #expect(dump.hasPrefix("shape rectangle fill: white"))
    }

    @Test func buttonTakesTheTapsOfItsLabelInFrontOfIt() throws {
        #expect(
            try displayList(of: Button("OK") {}).dump() == """
                hit button #0 [] @ (72, 32, 16, 16)
                text "OK" @ (72, 32, 16, 16)

                """)
    }

    // MARK: Hidden and transparent

    @Test func hiddenSubtreeLeavesNoCommandsAndNoHitRegions() throws {
        let list = try displayList(
            of: ZStack {
                Color.white
                Button("OK") {}
                Text("x")
            }.hidden())
        #expect(list.commands.isEmpty)
        #expect(list.regions.isEmpty)
        #expect(list.hitTest(CGPoint(x: 80, y: 32)) == nil)
    }

    @Test func zeroOpacitySubtreeLeavesNoCommandsAndNoHitRegions() throws {
        let list = try displayList(
            of: ZStack {
                Color.white
                Button("OK") {}
                Text("x")
            }.opacity(0))
        #expect(list.commands.isEmpty)
        #expect(list.regions.isEmpty)
        #expect(list.hitTest(CGPoint(x: 80, y: 32)) == nil)
    }

    @Test func translucentContentIsGroupedAndKeepsItsTaps() throws {
        let list = try displayList(of: Button("OK") {}.opacity(0.5))
        #expect(
            list.dump() == """
                opacity 0.5
                  hit button #0 [0] @ (72, 32, 16, 16)
                  text "OK" @ (72, 32, 16, 16)

                """)
        #expect(list.hitTest(CGPoint(x: 80, y: 32)) == .button(ActionID(rawValue: 0)))
    }

    @Test func groupsWithNothingInsideAreLeftOut() throws {
        let view = Color.clear.opacity(0.5).shadow(radius: 4).clipShape(Circle())
        #expect(try displayList(of: view).commands.isEmpty)
    }

    // MARK: Clips

    @Test func contentWhollyOutsideItsClipIsCulledAndCannotBeTapped() throws {
        let view = VStack(spacing: 0) {
            Text("Top")
            Button("Below") {}
        }
        .frame(height: 16, alignment: .top).clipShape(Rectangle())
        let list = try displayList(of: view)
        #expect(
            list.dump() == """
                clip rectangle @ (64, 32, 40, 16)
                  text "Top" @ (72, 32, 24, 16)
                  hit opaque [0, 0, 0] @ (72, 32, 24, 16)

                """)
        // Where the button would be, below the clip.
        #expect(list.hitTest(CGPoint(x: 80, y: 48)) == nil)
    }

    @Test func contentPartlyInsideItsClipIsTappableOnlyInsideIt() throws {
        let view = Button("Wide button") {}.fixedSize().frame(width: 16).clipShape(Rectangle())
        let list = try displayList(of: view)
        let region = try #require(list.regions.first)
        #expect(region.frame.width == 88)
        #expect(region.clip == CGRect(x: 72, y: 32, width: 16, height: 16))
        #expect(list.hitTest(CGPoint(x: 80, y: 32)) == .button(ActionID(rawValue: 0)))
        #expect(list.hitTest(CGPoint(x: 40, y: 32)) == nil)
    }

    @Test func contentOffTheCanvasIsCulled() throws {
        let view = VStack(spacing: 0) {
            Color.white.frame(height: 64)
            Text("Below the screen")
        }
        .frame(height: 64, alignment: .top)
        let list = try displayList(of: view)
        #expect(list.texts.isEmpty)
        #expect(list.regions.count == 1)
    }

    // MARK: Hit testing

    @Test func topmostHitRegionWins() throws {
        let view = ZStack {
            Button {
            } label: {
                Color.white.frame(width: 160, height: 64)
            }
            Button {
            } label: {
                Color.white.frame(width: 80, height: 32)
            }
        }
        let list = try displayList(of: view)
        #expect(list.hitTest(CGPoint(x: 80, y: 32)) == .button(ActionID(rawValue: 1)))
        #expect(list.hitTest(CGPoint(x: 8, y: 8)) == .button(ActionID(rawValue: 0)))
    }

    @Test func disabledButtonInFrontBlocksTheOneBehind() throws {
        let view = ZStack {
            Button("Back") {}
            Button("Front") {}.disabled(true)
        }
        #expect(try displayList(of: view).hitTest(CGPoint(x: 80, y: 32)) == .blocked)
    }

    // MARK: ASCII and SVG

    @Test func asciiAndSVGAgreeOnWhatIsVisible() throws {
        let view = VStack(spacing: 0) {
            Text("shown")
            Text("hidden").hidden()
            Text("faded").opacity(0)
            Text("clear").foregroundStyle(.clear)
            VStack(spacing: 0) {
                Text("kept")
                Text("clipped")
            }
            .frame(height: 16, alignment: .top).clipShape(Rectangle())
        }
        func drawnTexts(_ list: DisplayList) -> [String] { list.texts.map(\.text.string) }
        #expect(drawnTexts(try displayList(of: view, on: tallCanvas)) == ["shown", "kept"])
        #expect(drawnTexts(try displayList(of: view, on: tallCanvas, svg: true)) == ["shown", "kept"])

        let ascii = try view.renderASCII(width: tallCanvas.width, height: tallCanvas.height)
        let svg = try view.renderSVG(width: tallCanvas.width, height: tallCanvas.height)
        for word in ["shown", "kept"] {
            #expect(ascii.contains(word))
            #expect(svg.contains(">\(word)</text>"))
        }
        for word in ["hidden", "faded", "clear", "clipped"] {
            #expect(!ascii.contains(word))
            #expect(!svg.contains(word))
        }
    }

    @Test func asciiAndSVGListTheSameCommandsForTheSameView() throws {
        let view = VStack {
            Text("Title").padding(4).background(Color.white).border(.black)
            Button("OK") {}.opacity(0.5)
            Divider()
            Image(systemName: "xmark")
        }
        .clipShape(RoundedRectangle(cornerRadius: 8))
        func shapes(_ list: DisplayList) -> [String] {
            list.commands.map { command in
                switch command {
                case .shape: "shape"
                case .text(let index): "text \(list.texts[index].text.string)"
                case .glyph(let glyph): "glyph \(glyph.systemName)"
                case .textField: "textField"
                case .pushClip: "clip"
                case .popClip, .popOpacity, .popShadow, .popTransform, .popEffect, .popMask: "end"
                case .pushOpacity: "opacity"
                case .pushShadow: "shadow"
                case .pushTransform: "transform"
                case .pushEffect: "effect"
                case .pushMask: "mask"
                case .beginMaskedContent: "masked"
                case .hitRegion(let index): "hit \(list.path(of: list.regions[index]))"
                }
            }
        }
        let ascii = shapes(try displayList(of: view, on: tallCanvas))
        #expect(ascii == shapes(try displayList(of: view, on: tallCanvas, svg: true)))
        #expect(ascii.count == 15)
    }
}
