import Foundation
import Testing
import Wireframe

/// The screen: content is laid out inside the safe area and centred in it; `ignoresSafeArea`
/// extends a view that reaches the safe area's edge to the screen's edge.
@MainActor
@Suite struct ScreenTests {
    private let notched = EdgeInsets(top: 47, bottom: 34)

    @Test func contentIsLaidOutInsideTheSafeArea() throws {
        let placed = try Color.red.placedTree(width: 390, height: 844, safeAreaInsets: notched)
        // 47 pt down is nearest row 3, where the ASCII target places the view.
        #expect(placed.frame == CGRect(x: 0, y: 48, width: 390, height: 763))
    }

    @Test func ignoresSafeAreaExtendsToTheScreenEdges() throws {
        let placed = try Color.red.ignoresSafeArea().placedTree(width: 390, height: 844, safeAreaInsets: notched)
        #expect(placed.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func ignoresSafeAreaOnTheTopEdgeOnly() throws {
        let placed = try Color.red.ignoresSafeArea(edges: .top).placedTree(width: 390, height: 844, safeAreaInsets: notched)
        // Placed on row 3, 1 pt below the safe area's edge, the view still reaches it (within
        // half a row) and grows to the screen's top; its bottom is 1 pt lower with it.
        #expect(placed.frame == CGRect(x: 0, y: 0, width: 390, height: 811))
    }

    @Test func viewAwayFromTheSafeAreaEdgeIsNotExtended() throws {
        let placed = try Color.red.frame(height: 112).ignoresSafeArea().placedTree(width: 390, height: 844, safeAreaInsets: notched)
        // Centred 372.5 pt down, nearest row 23.
        #expect(placed.frame == CGRect(x: 0, y: 368, width: 390, height: 112))
    }

    @Test func fittedScreenAddsTheInsetsToTheContent() throws {
        let screen = Screen(width: 8, height: nil, safeAreaInsets: EdgeInsets(top: 10, bottom: 20))
        let placed = try Text("a").placedTree(width: 8, height: nil, safeAreaInsets: screen.safeAreaInsets)
        // 10 pt down is nearest row 1.
        #expect(placed.frame == CGRect(x: 0, y: 16, width: 8, height: 16))
        #expect(try Text("a").renderASCII(on: screen) == "\na\n\n")
    }

    @Test func iPhone13IsFiftyThreeRowsOfFortyNineColumns() throws {
        let text = try Color.black.opacity(0.4).ignoresSafeArea().renderASCII(on: .iPhone13)
        let rows = text.split(separator: "\n")
        #expect(rows.count == 53)
        #expect(rows.allSatisfy { $0 == String(repeating: "░", count: 49) })
    }

    @Test func insetsWiderThanTheScreenLeaveNoRoomButDoNotFail() throws {
        let screen = Screen(width: 100, height: 100, safeAreaInsets: EdgeInsets(leading: 80, trailing: 80))
        let placed = try Text("a").placedTree(width: 100, height: 100, safeAreaInsets: screen.safeAreaInsets)
        // Centred 76 pt in, which is nearest column 10.
        #expect(placed.frame.minX == 80)
        #expect(try Text("a").renderASCII(on: screen).hasSuffix("\n"))
    }
}
