import Foundation
import Testing

@testable import Wireframe

/// Effect groups and masks are part of how an element is painted: a changed filter, an added
/// effect or a changed mask shows as a change.
@MainActor
@Suite struct RenderDiffEffectTests {
    private let screen = Screen(width: 240, height: nil)

    @Test func aChangedFilterIsAChangeOfTheElementsItDraws() throws {
        let diff = try RenderDiff(from: Text("a").blur(radius: 2), to: Text("a").blur(radius: 4), on: screen)
        #expect(diff.summary == [#"Text "a" effects blur(radius: 2) → blur(radius: 4)"#])
    }

    @Test func anAddedEffectIsAChange() throws {
        let diff = try RenderDiff(from: Text("a"), to: Text("a").grayscale(1), on: screen)
        #expect(diff.summary == [#"Text "a" effects none → grayscale(1)"#])
    }

    @Test func aChangedBlendModeIsAChange() throws {
        let diff = try RenderDiff(from: Text("a").blendMode(.multiply), to: Text("a").blendMode(.screen), on: screen)
        #expect(diff.summary == [#"Text "a" effects blendMode(.multiply) → blendMode(.screen)"#])
    }

    @Test func aChangedMaskShapeIsAChange() throws {
        let old = Color.blue.frame(width: 80, height: 40).mask { Circle() }
        let new = Color.blue.frame(width: 80, height: 40).mask { Capsule() }
        let diff = try RenderDiff(from: old, to: new, on: screen)
        #expect(!diff.isEmpty)
        #expect(diff.changes.contains { $0.element.hasPrefix("Circle") || $0.element.hasPrefix("Capsule") })
    }

    @Test func theSVGOfTwoRendersShowsAnAddedFilter() throws {
        let old = Text("a")
        let new = Text("a").grayscale(1)
        let diff = RenderDiff(oldSVG: try old.renderSVG(on: screen), newSVG: try new.renderSVG(on: screen))
        #expect(diff.summary == [#"Text "a" effects none → filter"#])
    }

    @Test func theSameEffectsDiffToNothing() throws {
        let view = Text("a").blur(radius: 2).mask { Rectangle() }
        #expect(try RenderDiff(from: view, to: view, on: screen).isEmpty)
    }
}
