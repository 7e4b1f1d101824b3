import Testing

@testable import Wireframe

@MainActor @Suite struct FontVariantTests {
    private let screen = Screen(width: 240, height: 40)

    @Test func anItalicFontDrawsItsTextInItalicsInSVGAndUprightInASCII() throws {
        let upright = Text("Draft").font(.body)
        let slanted = Text("Draft").font(.body.italic())
        #expect(try !upright.renderSVG(on: screen).contains("italic"))
        #expect(try slanted.renderSVG(on: screen).contains("italic"))
        #expect(try slanted.renderASCII(on: screen) == upright.renderASCII(on: screen))
    }

    @Test func anItalicFontKeepsItsSlantAtAnotherTextSize() throws {
        let svg = try Text("Draft").font(.body.italic()).dynamicTypeSize(.accessibility2).renderSVG(on: Screen(width: 240, height: 80))
        #expect(svg.contains("italic"))
    }

    @Test func theMonospacedDesignMakesFontsWithoutADesignFixedWidth() throws {
        let designed = try VStack {
            Text("iiii")
            Text("WWWW").font(.title)
        }.fontDesign(.monospaced).renderSVG(on: Screen(width: 240, height: 80))
        let modified = try VStack {
            Text("iiii")
            Text("WWWW").font(.title)
        }.monospaced().renderSVG(on: Screen(width: 240, height: 80))
        #expect(designed == modified)
        let rounded = try Text("iiii").fontDesign(.rounded).renderSVG(on: screen)
        #expect(rounded == (try Text("iiii").renderSVG(on: screen)))
    }

    @Test func aFontThatNamesItsDesignKeepsIt() throws {
        let proportional = try Text("iiii").font(.system(size: 17, design: .serif)).fontDesign(.monospaced).renderSVG(on: screen)
        #expect(!proportional.contains("Mono"))
        #expect(try Text("iiii").fontDesign(.monospaced).renderSVG(on: screen).contains("Mono"))
    }

    @Test func widthsAreClampedAndDrawnAtTheStandardWidth() throws {
        #expect(Font.Width(4).value == 1)
        #expect(Font.Width(.nan).value == 0)
        let condensed = try Text("Headline").fontWidth(.condensed).font(.headline.width(.compressed)).renderSVG(on: screen)
        #expect(condensed == (try Text("Headline").font(.headline).renderSVG(on: screen)))
    }
}
