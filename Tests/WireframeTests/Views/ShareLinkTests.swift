import Foundation
import Testing

@testable import Wireframe

@MainActor @Suite struct ShareLinkTests {
    private let screen = Screen(width: 200, height: 40)
    private let url = URL(fileURLWithPath: "/memo/1")

    @Test func aShareLinkIsAButtonWithTheShareSymbolAndShare() throws {
        let picture = try ShareLink(item: url).renderASCII(on: screen)
        let button = try Button {
        } label: {
            Label("Share", systemImage: "square.and.arrow.up")
        }.renderASCII(on: screen)
        #expect(picture == button)
        #expect(picture.contains("Share"))
        let svg = try ShareLink(item: "memo text", subject: Text("Memo"), message: Text("From me")).renderSVG(on: screen)
        #expect(svg.contains(">Share</text>"))
        #expect(svg.contains(##"fill="#007AFF""##))
    }

    @Test func aTitleReplacesShare() throws {
        let picture = try ShareLink("Send memo", item: "memo text").renderASCII(on: screen)
        #expect(picture.contains("Send memo") && !picture.contains("Share"))
        #expect(try ShareLink(Text("Send"), item: url).renderASCII(on: screen).contains("Send"))
    }

    @Test func aLabelOfYourOwnIsDrawnInPlaceOfTheSystemOne() throws {
        let picture = try ShareLink(item: url) { Text("Export") }.renderASCII(on: screen)
        #expect(picture.contains("Export") && !picture.contains("Share"))
    }

    @Test func aPreviewIsAcceptedAndShownNowhere() throws {
        let plain = try ShareLink(item: url).renderASCII(on: screen)
        let previewed = try ShareLink(item: url, preview: SharePreview("Memo", image: Image(systemName: "doc")))
            .renderASCII(on: screen)
        #expect(previewed == plain)
        let items = try ShareLink(items: ["a", "b"]) { SharePreview($0) }.renderASCII(on: screen)
        #expect(items == plain)
    }
}
