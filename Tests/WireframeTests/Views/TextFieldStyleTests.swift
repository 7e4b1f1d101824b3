import Testing
import WireframeTesting

@testable import Wireframe

@MainActor
@Suite struct TextFieldStyleTests {
    private struct Search: View {
        @State var query = ""
        let style: any TextFieldStyle

        var body: some View {
            VStack(spacing: 8) {
                if style is RoundedBorderTextFieldStyle {
                    TextField("New York", text: $query).textFieldStyle(.roundedBorder)
                } else {
                    TextField("New York", text: $query).textFieldStyle(.plain)
                }
                Text("end")
            }
            .padding(16)
        }
    }

    @Test func aRoundedBorderFieldIsInsetInAHairlineBoxOfItsOwn() throws {
        let view = TextField("New York", text: .constant("")).textFieldStyle(.roundedBorder)
        let plain = try TextField("New York", text: .constant("")).placedTree(width: 200, height: nil, svg: true)
        let boxed = try view.placedTree(width: 200, height: nil, svg: true)
        // Six points above and below the text's line, as UIKit's rounded-rect field.
        #expect(boxed.frame.height == plain.frame.height + 12)
        let svg = try view.renderSVG(width: 200, height: nil)
        #expect(svg.contains(##"<rect x="0" y="0" width="200" height="\##(Int(boxed.frame.height))" rx="5" fill="#FFFFFF"/>"##))
        #expect(svg.contains(##"rx="5" fill="none" stroke="#D1D1D6" stroke-width="0.5"/>"##))
        // The placeholder starts 7 points in.
        #expect(svg.contains(#"<text x="7" "#))
        // On the grid the six points are no row: the field is one row, its outline brackets.
        #expect(try view.renderASCII(width: 200, height: nil) == "(New York               )\n")
    }

    @Test func theDefaultAndPlainStylesDrawTheBareField() throws {
        let bare = try TextField("Name", text: .constant("Kim")).renderASCII(width: 120, height: nil)
        let automatic = try TextField("Name", text: .constant("Kim")).textFieldStyle(.automatic).renderASCII(width: 120, height: nil)
        let plain = try TextField("Name", text: .constant("Kim")).textFieldStyle(PlainTextFieldStyle()).renderASCII(width: 120, height: nil)
        #expect(automatic == bare && plain == bare)
        #expect(!bare.contains("─"))
    }

    @Test func theStyleReachesEveryFieldInsideAndTypingStillWorks() async throws {
        let host = ScreenHost(screen: Screen(width: 240, height: 200)) {
            Search(style: RoundedBorderTextFieldStyle())
        }
        try await host.type("Seoul", into: "New York")
        let rows = try host.ascii().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(rows.contains("(Seoul                   )"))
        #expect(rows.contains("end"))
    }
}
