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
        #expect(placed.frame == CGRect(x: 0, y: 47, width: 390, height: 763))
    }

    @Test func ignoresSafeAreaExtendsToTheScreenEdges() throws {
        let placed = try Color.red.ignoresSafeArea().placedTree(width: 390, height: 844, safeAreaInsets: notched)
        #expect(placed.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func ignoresSafeAreaOnTheTopEdgeOnly() throws {
        let placed = try Color.red.ignoresSafeArea(edges: .top).placedTree(width: 390, height: 844, safeAreaInsets: notched)
        #expect(placed.frame == CGRect(x: 0, y: 0, width: 390, height: 810))
    }

    @Test func viewAwayFromTheSafeAreaEdgeIsNotExtended() throws {
        let placed = try Color.red.frame(height: 100).ignoresSafeArea().placedTree(width: 390, height: 844, safeAreaInsets: notched)
        #expect(placed.frame == CGRect(x: 0, y: 378.5, width: 390, height: 100))
    }

    @Test func fittedScreenAddsTheInsetsToTheContent() throws {
        let screen = Screen(width: 8, height: nil, safeAreaInsets: EdgeInsets(top: 10, bottom: 20))
        let placed = try Text("a").placedTree(width: 8, height: nil, safeAreaInsets: screen.safeAreaInsets)
        #expect(placed.frame == CGRect(x: 0, y: 10, width: 8, height: 16))
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
        #expect(placed.frame.minX == 76)
        #expect(try Text("a").renderASCII(on: screen).hasSuffix("\n"))
    }
}
