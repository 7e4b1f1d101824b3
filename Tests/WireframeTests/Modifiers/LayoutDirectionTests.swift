import Foundation
import Testing
import WireframeTesting

@testable import Wireframe

/// Right to left: the layout mirrored in the frame of the view the direction reaches, each text
/// still in its own order.
@MainActor
@Suite struct LayoutDirectionTests {
    @Test func aStackStartsOnTheRight() throws {
        let row = HStack {
            Text("A1")
            Spacer()
            Text("B2")
        }
        .frame(width: 80)
        let ltr = try row.renderASCII(width: 80, height: nil)
        #expect(ltr == "A1      B2\n")
        let rtl = try row.environment(\.layoutDirection, .rightToLeft).renderASCII(width: 80, height: nil)
        #expect(rtl == "B2      A1\n")
    }

    @Test func leadingPaddingAndAlignmentAreOnTheRight() throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("wide line")
            Text("ab").padding(.leading, 16)
        }
        let picture = try view.environment(\.layoutDirection, .rightToLeft).renderASCII(width: 72, height: nil)
        #expect(
            picture == """
                wide line
                     ab

                """)
    }

    @Test func linesOfALeadingTextEndOnTheLeft() throws {
        let text = Text("one two three").frame(width: 48, alignment: .leading)
        #expect(
            try text.environment(\.layoutDirection, .rightToLeft).renderASCII(width: 48, height: nil) == """
                   one
                   two
                 three

                """)
    }

    @Test func leftToRightFurtherInReadsLeftToRightInItsMirroredPlace() throws {
        let view = HStack(spacing: 8) {
            HStack(spacing: 8) {
                Text("1")
                Text("2")
            }
            .environment(\.layoutDirection, .leftToRight)
            Text("3")
        }
        let picture = try view.environment(\.layoutDirection, .rightToLeft).renderASCII(width: 56, height: nil)
        #expect(picture == " 3 1 2\n")
    }

    @Test func anUnchangedDirectionAddsNoNode() throws {
        let node = try Text("a").environment(\.layoutDirection, .leftToRight).node()
        #expect(node.kind.summary.hasPrefix("Text("))
        let mirrored = try Text("a").environment(\.layoutDirection, .rightToLeft).node()
        #expect(mirrored.kind == .layoutDirection(.rightToLeft))
    }

    @Test func viewsReadTheDirection() throws {
        struct Arrow: View {
            @Environment(\.layoutDirection) var direction
            var body: some View { Text(direction == .rightToLeft ? "rtl" : "ltr") }
        }
        #expect(try Arrow().environment(\.layoutDirection, .rightToLeft).renderASCII(width: 24, height: nil) == "rtl\n")
    }

    @Test func tapsLandOnTheMirroredButtons() async throws {
        let log = Log()
        let host = ScreenHost(screen: Screen(width: 160, height: 16)) {
            HStack {
                Button("Back") { log.entries.append("back") }
                Spacer()
                Button("Next") { log.entries.append("next") }
            }
            .environment(\.layoutDirection, .rightToLeft)
        }
        #expect(try host.ascii() == "Next            Back\n")
        try await host.tap("Back")
        #expect(log.entries == ["back"])
    }

    @Test func aFieldsTextSitsOnTheRight() throws {
        let field = TextField("Name", text: .constant("kim")).frame(width: 96)
        #expect(try field.renderASCII(width: 96, height: nil) == "kim\n")
        #expect(try field.environment(\.layoutDirection, .rightToLeft).renderASCII(width: 96, height: nil) == "         kim\n")
        let svg = try field.environment(\.layoutDirection, .rightToLeft).renderSVG(width: 96, height: nil)
        // "kim" is 26.44 pt wide at 17 pt in Liberation Sans: it ends at the field's right edge.
        let x = try #require(svg.firstMatch(of: /<text x="([0-9.]+)"/).flatMap { Double($0.output.1) })
        #expect(abs(x + 26.44 - 96) < 0.01)
        let node = try field.environment(\.layoutDirection, .rightToLeft).node()
        #expect(try Node(json: node.jsonData()) == node)
    }

    @Test func aFieldFollowsTheMultilineTextAlignment() throws {
        let field = TextField("Name", text: .constant("kim")).frame(width: 96).multilineTextAlignment(.center)
        #expect(try field.renderASCII(width: 96, height: nil) == "     kim\n")
        let trailing = TextField("Name", text: .constant("kim")).frame(width: 96).multilineTextAlignment(.trailing)
        // Mirrored, a trailing field's text starts on the left.
        #expect(try trailing.environment(\.layoutDirection, .rightToLeft).renderASCII(width: 96, height: nil) == "kim\n")
    }

    @Test func backwardAndForwardSymbolsPointTheOtherWay() throws {
        func row(_ image: some View) -> some View {
            HStack(spacing: 8) {
                image
                Text("a")
            }
        }
        let rtl = { (view: any View) throws -> String in
            try AnyView(view).environment(\.layoutDirection, .rightToLeft).renderASCII(width: 24, height: nil)
        }
        #expect(try row(Image(systemName: "chevron.backward")).renderASCII(width: 24, height: nil) == "‹ a\n")
        // Mirrored, the row starts on the right, and the backward symbol points right.
        #expect(try rtl(row(Image(systemName: "chevron.backward"))) == "a ›\n")
        // A plain right chevron keeps its direction unless a view asks it to flip.
        #expect(try rtl(row(Image(systemName: "chevron.right"))) == "a ›\n")
        #expect(try rtl(row(Image(systemName: "chevron.right").flipsForRightToLeftLayoutDirection(true))) == "a ‹\n")
        let svg = try Image(systemName: "chevron.forward").environment(\.layoutDirection, .rightToLeft).renderSVG(width: 20, height: 20)
        #expect(svg.contains(#"transform="translate(20 0) scale(-0.83 0.83)""#))
        let node = try row(Image(systemName: "arrow.forward")).environment(\.layoutDirection, .rightToLeft).node()
        #expect(try Node(json: node.jsonData()) == node)
        #expect(node.dump().contains("flipped"))
    }

    @Test func aListRowsChevronPointsLeftInRightToLeft() throws {
        let list = NavigationStack {
            List {
                NavigationLink("Open") { Text("Dune") }
            }
            .listStyle(.plain)
        }
        let ltr = try list.renderASCII(width: 200, height: 160)
        let rtl = try list.environment(\.layoutDirection, .rightToLeft).renderASCII(width: 200, height: 160)
        let ltrRow = try #require(ltr.split(separator: "\n").first { $0.contains("Open") })
        let rtlRow = try #require(rtl.split(separator: "\n").first { $0.contains("Open") })
        #expect(ltrRow.contains("›") && !ltrRow.contains("‹"))
        #expect(rtlRow.contains("‹") && !rtlRow.contains("›"))
    }

    @Test func theDirectionComesBackFromJSON() throws {
        let row = HStack {
            Text("A")
            Text("B")
        }
        let node = try row.environment(\.layoutDirection, .rightToLeft).node()
        #expect(try Node(json: node.jsonData()) == node)
        #expect(throws: (any Error).self) { try Node(json: Data(#"{"kind": "layoutDirection", "direction": "up"}"#.utf8)) }
    }
}

@MainActor private final class Log {
    var entries: [String] = []
}
