import Foundation
import Testing
import Wireframe

/// The resolved tree and the placed tree as deterministic text: one `├─` line per node.
@MainActor
@Suite struct NodeDumpTests {
    @Test func dumpDrawsOneLinePerNodeWithBranches() throws {
        let node = try VStack {
            Text("a")
            Text("b")
        }.padding().node()
        #expect(
            node.dump() == """
                padding(16)
                └─ VStack(alignment: center, spacing: 8)
                   ├─ Text("a")
                   └─ Text("b")

                """)
    }

    @Test func placedDumpShowsEveryFrameInPoints() throws {
        let placed = try VStack(alignment: .leading) {
            Text("a")
            Text("bcd")
        }.padding(8).placedTree(width: 100, height: nil)
        #expect(
            placed.dump() == """
                padding(8) @ (32, 0, 40, 80)
                └─ VStack(alignment: leading, spacing: 8) @ (40, 16, 24, 48)
                   ├─ Text("a") @ (40, 16, 8, 16)
                   └─ Text("bcd") @ (40, 48, 24, 16)

                """)
    }

    /// The SVG target lays out in points, unrounded.
    @Test func placedDumpShowsFractionalPointsWithUpToTwoDecimals() throws {
        let placed = try Text("a").frame(width: 9, height: 17).placedTree(width: 10, height: nil, svg: true)
        #expect(
            placed.dump() == """
                frame(width: 9, height: 17, alignment: center) @ (0.5, 0, 9, 17)
                └─ Text("a") @ (0.27, -1.5, 9.45, 20)

                """)
    }

    @Test func dumpShowsTheResolvedTextStyle() throws {
        let node = try Text("a").font(.headline).foregroundStyle(.white).lineLimit(2).node()
        #expect(node.dump() == "Text(\"a\", font: headline, color: white, lineLimit: 2)\n")
    }

    @Test func dumpEscapesQuotesAndControlCharacters() throws {
        let node = try Text("say \"hi\"\u{1B}[0m\n").node()
        #expect(node.dump() == "Text(\"say \\\"hi\\\"\\u{1b}[0m\\n\")\n")
    }

    @Test func dumpListsOnlyTheBoundsAFlexibleFrameHas() throws {
        let node = try Text("a").frame(maxWidth: .infinity, alignment: .leading).node()
        #expect(
            node.dump() == """
                frame(maxWidth: inf, alignment: leading)
                └─ Text("a")

                """)
    }

    @Test func dumpShowsTheContentOfABackgroundBeforeTheDecoration() throws {
        let node = try Text("a").background(Color.black).node()
        #expect(
            node.dump() == """
                background(alignment: center)
                ├─ Text("a")
                └─ Shape(rectangle, fill: black)

                """)
    }

    @Test func sameViewResolvesToEqualNodes() throws {
        let make = {
            VStack {
                Text("메모").font(.headline)
                Divider()
            }.padding(8)
        }
        #expect(try make().node() == make().node())
    }

    @Test func differentLayoutsResolveToDifferentNodes() throws {
        #expect(try Text("a").padding(8).node() != Text("a").padding(9).node())
    }

    @Test func placedTreeIsTheSameOnEveryLayout() throws {
        let view = HStack {
            Text("가나")
            Spacer()
            Text("end")
        }.padding(.horizontal)
        #expect(try view.placedTree(width: 390, height: nil) == view.placedTree(width: 390, height: nil))
    }
}
