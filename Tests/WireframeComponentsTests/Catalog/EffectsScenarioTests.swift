import Testing
import Wireframe
import WireframeComponents
import WireframeTesting

/// The gallery's page of drawing effects: each card beside the same card drawn through an effect.
@MainActor
@Suite struct EffectsScenarioTests {
    @Test func everyEffectIsDrawnThroughItsTransform() throws {
        let scenario = try #require(Catalog.entry(named: "effects"))
        let svg = try scenario.render(as: .svg)
        // Scaled by 1.5, turned by -12°, flattened to cos 60° = 0.5 wide, skewed by -0.4.
        for transform in ["matrix(1.5 0 0 1.5 ", "rotate(-12 ", "matrix(0.5 0 0 1 ", "matrix(1 0 -0.4 1 "] {
            #expect(svg.contains(transform), "\(transform)")
        }
        #expect(svg.contains("linearGradient"))
        let ascii = try scenario.render(as: .ascii)
        for label in ["원래", "확대", "회전", "3D", "기울임"] {
            #expect(ascii.contains(label), "\(label)")
        }
    }

    @Test func blursColourFiltersBlendsAndMasksAreDrawnInSVG() throws {
        let scenario = try #require(Catalog.entry(named: "effects"))
        let svg = try scenario.render(as: .svg)
        for element in [
            #"<feGaussianBlur stdDeviation="3"/>"#, #"<feColorMatrix type="matrix" values="0.21 0.72 0.07 0 0"#,
            #"<feColorMatrix type="matrix" values="-1 0 0 0 1"#, #"style="mix-blend-mode:multiply""#,
            #"<mask id="mask-1""#, #"<mask id="mask-2""#, #"<g mask="url(#mask-2)">"#,
        ] {
            #expect(svg.contains(element), "\(element)")
        }
    }

    @Test func theMiddleCardIsDrawnOverTheThirdAndEveryLabelShows() throws {
        let scenario = try #require(Catalog.entry(named: "effects"))
        let svg = try scenario.render(as: .svg)
        let second = try #require(svg.range(of: ">둘째<"))
        let third = try #require(svg.range(of: ">셋째<"))
        #expect(third.lowerBound < second.lowerBound)
        let ascii = try scenario.render(as: .ascii)
        for label in ["흐림", "회색", "색조", "반전", "마스크", "첫째", "둘째", "셋째"] {
            #expect(ascii.contains(label), "\(label)")
        }
        // A text mask shows in characters as its letters.
        #expect(ascii.contains("MASK"))
    }

    @Test func theEffectsPageMatchesItsGoldens() throws {
        let scenario = try #require(Catalog.entry(named: "effects"))
        assertSnapshot(of: scenario.view, as: .ascii(on: scenario.screen), named: "effects")
        assertSnapshot(of: scenario.view, as: .svg(on: scenario.screen), named: "effects")
    }
}
