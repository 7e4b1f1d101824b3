import Testing

@testable import Wireframe

@MainActor @Suite struct RedactedTests {
    private let screen = Screen(width: 200, height: 80)

    @Test func placeholderTextIsDrawnAsABlockOverEachLineAndKeepsItsSize() throws {
        let plain = Text("Groceries list").frame(width: 200, alignment: .leading)
        let redacted = plain.redacted(reason: .placeholder)
        let picture = try redacted.renderASCII(on: screen)
        #expect(!picture.contains("Groceries"))
        #expect(picture.contains("("))
        #expect(picture.contains(")"))
        let svg = try redacted.renderSVG(on: screen)
        #expect(!svg.contains("Groceries"))
        #expect(svg.contains("<rect"))
        #expect(svg.contains("fill-opacity=\"0.16\"") || svg.contains("opacity=\"0.16\""))
        let frame = try Text("Groceries list").placedTree(width: 200, height: nil).frame
        #expect(try Text("Groceries list").redacted(reason: .placeholder).placedTree(width: 200, height: nil).frame == frame)
    }

    @Test func aMultiLineTextGetsOneBlockALineEachAsWideAsItsLine() throws {
        let svg = try Text("Milk eggs bread butter").frame(width: 80).redacted(reason: .placeholder).renderSVG(on: screen)
        #expect(svg.components(separatedBy: "<rect").count - 1 >= 2)
    }

    @Test func unredactedContentIsDrawnAndPrivacyRedactsOnlyWhatIsMarked() throws {
        let picture = try HStack {
            Text("Balance").unredacted()
            Text("1,200")
        }
        .redacted(reason: .placeholder).renderASCII(on: screen)
        #expect(picture.contains("Balance"))
        #expect(!picture.contains("1,200"))
        let privacy = try VStack {
            Text("Card")
            Text("4242").privacySensitive()
        }
        .redacted(reason: .privacy).renderASCII(on: screen)
        #expect(privacy.contains("Card"))
        #expect(!privacy.contains("4242"))
    }

    @Test func theReasonsAreReadFromTheEnvironment() throws {
        struct Reader: View {
            @Environment(\.redactionReasons) var reasons
            var body: some View { Text(reasons.contains(.placeholder) ? "loading" : "ready").unredacted() }
        }
        #expect(try Reader().redacted(reason: .placeholder).renderASCII(on: screen).contains("loading"))
        #expect(try Reader().renderASCII(on: screen).contains("ready"))
    }
}
