import Testing

@testable import Wireframe

@MainActor @Suite struct StrikethroughTests {
    private let screen = Screen(width: 160, height: 40)

    @Test func aStruckRunIsALineThroughInSVGAndALongStrokeInASCII() throws {
        let text = Text("Milk ") + Text("eggs").strikethrough()
        let svg = try text.renderSVG(on: screen)
        #expect(svg.contains("text-decoration=\"line-through\""))
        let picture = try text.renderASCII(on: screen)
        #expect(picture.contains("Milk e\u{336}g\u{336}g\u{336}s\u{336}"))
    }

    @Test func underlineAndStrikethroughTogether() throws {
        let svg = try Text("both").underline().strikethrough(color: .red).renderSVG(on: screen)
        #expect(svg.contains("underline line-through"))
        #expect(try Text("both").underline().strikethrough().renderASCII(on: screen).contains("b\u{332}\u{336}"))
    }

    @Test func theModifierStrikesEveryTextInsideAndFalseStrikesNothing() throws {
        let picture = try VStack {
            Text("a")
            Text("b")
        }.strikethrough().renderASCII(on: screen)
        #expect(picture.contains("a\u{336}"))
        #expect(picture.contains("b\u{336}"))
        #expect(try Text("c").strikethrough(false).renderASCII(on: screen) == Text("c").renderASCII(on: screen))
    }

    @Test func aStruckRunRoundTripsThroughJSON() throws {
        let node = try (Text("a") + Text("b").strikethrough()).node()
        #expect(try Node(json: node.jsonData()) == node)
        #expect(String(decoding: try node.jsonData(), as: UTF8.self).contains("\"strikethrough\": true"))
    }

    @Test func contextMenuPreviewsMenuOrderAndModifierTransitionsLeaveThePicture() throws {
        struct Faded: ViewModifier {
            let amount: Double
            func body(content: Content) -> some View { content.opacity(amount) }
        }
        let plain = try Text("Photo").renderSVG(on: screen)
        let decorated = try Text("Photo")
            .contextMenu {
                Button("Share") {}
            } preview: {
                Text("Big photo")
            }
            .menuOrder(.fixed)
            .transition(.modifier(active: Faded(amount: 0), identity: Faded(amount: 1)))
            .renderSVG(on: screen)
        #expect(decorated == plain)
    }
}
