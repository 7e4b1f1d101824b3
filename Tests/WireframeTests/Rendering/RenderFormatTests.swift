import Testing

@testable import Wireframe

@MainActor
@Suite struct RenderFormatTests {
    @Test func namesParseIgnoringCase() {
        #expect(RenderFormat(name: "SVG") == .svg)
        #expect(RenderFormat(name: "ascii") == .ascii)
        #expect(RenderFormat(name: "png") == nil)
    }

    @Test func aFilesExtensionChoosesTheFormat() {
        #expect(RenderFormat.forFile(named: "out/dialog.SVG") == .svg)
        #expect(RenderFormat.forFile(named: "dialog.txt") == .ascii)
        #expect(RenderFormat.forFile(named: "dialog") == .ascii)
    }

    @Test func asciiFilesEndInTxt() {
        #expect(RenderFormat.ascii.fileExtension == "txt")
        #expect(RenderFormat.svg.fileExtension == "svg")
    }

    @Test func renderUsesTheMatchingRenderer() throws {
        let view = Text("메모").padding(16)
        let screen = Screen(width: 96, height: nil)
        #expect(try RenderFormat.ascii.render(view, on: screen) == view.renderASCII(on: screen))
        #expect(try RenderFormat.svg.render(view, on: screen) == view.renderSVG(on: screen))
    }
}
