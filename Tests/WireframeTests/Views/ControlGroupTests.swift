import Foundation
import Testing
import WireframeTesting

@testable import Wireframe

@MainActor
@Suite struct ControlGroupTests {
    @Test func theControlsShareTheWidthEqually() throws {
        let group = ControlGroup {
            Button("Bold") {}
            Button("Italic") {}
        }
        let placed = try group.placedTree(width: 320, height: nil, svg: true)
        let bold = try #require(placed.frame(ofText: "Bold"))
        let italic = try #require(placed.frame(ofText: "Italic"))
        #expect(abs(bold.midX - 80) <= 1 && abs(italic.midX - 240) <= 1)
        #expect(
            try group.padding(16).renderASCII(width: 160, height: nil) == """

                  ╭──────────────╮
                  │ Bold   Italic│
                  ╰──────────────╯


                """)
    }

    /// On the grid the segments share whole columns: 40 of them inside 16 pt of padding on a
    /// 352 pt screen, 20 each.
    @Test func theSegmentsTakeEqualColumnsOnTheGrid() throws {
        let group = ControlGroup {
            Button("-") {}
            Button("+") {}
        }
        let lines = try group.padding(16).renderASCII(width: 352, height: nil).split(separator: "\n")
        #expect(lines.first { $0.contains("+") } == "  │         -                   +        │")
    }

    @Test func aTapReachesTheControlsAction() async throws {
        let host = ScreenHost(screen: Screen(width: 240, height: 80)) { Counter() }
        try await host.tap("+")
        try await host.tap("+")
        #expect(try host.ascii().contains("2"))
    }

    @Test func theLabelIsNotDrawnInContent() throws {
        let ascii = try ControlGroup("Zoom") { Button("+") {} }.renderASCII(width: 160, height: nil)
        #expect(!ascii.contains("Zoom") && ascii.contains("+"))
    }
}

private struct Counter: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("\(count)")
            ControlGroup {
                Button("-") { count -= 1 }
                Button("+") { count += 1 }
            }
        }
    }
}
