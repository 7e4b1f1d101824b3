import Foundation
import Testing
import WireframeTesting

@testable import Wireframe

/// `PasteButton`: iOS's paste control, a capsule of the tint with the clipboard symbol and "Paste".
@MainActor
@Suite struct PasteButtonTests {
    @Test func aPasteButtonIsACapsuleWithTheClipboardSymbolAndPaste() throws {
        let button = PasteButton(payloadType: String.self) { _ in }
        let picture = try button.renderASCII(width: 160, height: nil)
        #expect(picture == "     ( ⎘ Paste )\n")
        let drawn = try Button {
        } label: {
            Label("Paste", systemImage: "doc.on.clipboard")
        }
        .buttonStyle(.borderedProminent).buttonBorderShape(.capsule).renderASCII(width: 160, height: nil)
        #expect(picture == drawn)
    }

    @Test func theSVGFillsACapsuleOfTheTintUnderAWhiteLabel() throws {
        let svg = try PasteButton(payloadType: String.self) { _ in }.tint(.green).renderSVG(width: 160, height: nil)
        #expect(svg.contains(##"rx="17" fill="#34C759""##))
        #expect(svg.contains(#">Paste</text>"#))
        let drawn = try Button {
        } label: {
            Label("Paste", systemImage: "doc.on.clipboard")
        }
        .buttonStyle(.borderedProminent).buttonBorderShape(.capsule).tint(.green).renderSVG(width: 160, height: nil)
        #expect(svg == drawn)
    }

    @Test func aShapeAndALabelStyleOfYourOwnApply() throws {
        let button = PasteButton(payloadType: URL.self) { _ in }.buttonBorderShape(.roundedRectangle(radius: 2)).labelStyle(.iconOnly)
        let drawn = Button {
        } label: {
            Label("Paste", systemImage: "doc.on.clipboard")
        }
        .buttonStyle(.borderedProminent).buttonBorderShape(.roundedRectangle(radius: 2)).labelStyle(.iconOnly)
        let picture = try button.renderASCII(width: 160, height: nil)
        #expect(picture == "        ( ⎘ )\n")
        #expect(picture == (try drawn.renderASCII(width: 160, height: nil)))
        #expect(!picture.contains("Paste"))
    }

    @Test func aTapPastesNothing() async throws {
        @MainActor final class Pasted { var strings: [String] = [] }
        let pasted = Pasted()
        let host = ScreenHost(screen: Screen(width: 160, height: 64)) {
            PasteButton(payloadType: String.self) { pasted.strings = $0 }
        }
        try await host.tap("Paste")
        #expect(pasted.strings.isEmpty)
    }
}
