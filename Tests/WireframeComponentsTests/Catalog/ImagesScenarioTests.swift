import Testing
import Wireframe
import WireframeComponents
import WireframeTesting

/// The gallery's page of images: symbols, asset placeholders resized to fit and fill, and
/// remote images in both phases.
@MainActor
@Suite struct ImagesScenarioTests {
    @Test func everyKindOfImageIsOnThePage() throws {
        let scenario = try #require(Catalog.entry(named: "images"))
        let picture = try scenario.render(as: .ascii)
        for shown in ["landscape", "avatar", "not-i…alog", "photo.jpg", "✭ 별"] {
            #expect(picture.contains(shown), "\(shown)")
        }
        let svg = try scenario.render(as: .svg)
        // The landscape fits 240 pt wide at its 3:2 proportions; the loaded photo fits 128 pt.
        #expect(svg.contains(#"width="240" height="160""#))
        #expect(svg.contains(#"width="128" height="96""#))
    }

    @Test func theImagesPageMatchesItsGoldens() throws {
        let scenario = try #require(Catalog.entry(named: "images"))
        assertSnapshot(of: scenario.view, as: .ascii(on: scenario.screen), named: "images")
        assertSnapshot(of: scenario.view, as: .svg(on: scenario.screen), named: "images")
    }
}
