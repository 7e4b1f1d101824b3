import Foundation
import Testing
import Wireframe
import WireframeStore

@testable import WireframeComponents

/// Where the toast sits: 12 pt above the bottom, 20 pt from each side, 36 pt high.
@MainActor
@Suite struct ToastViewTests {
    private func toastFrame(on screen: Screen) throws -> CGRect {
        let store = Store(initialState: Toast.State(message: "저장했습니다.", isPresented: true)) { Toast() }
        let view = Color.white.toast(store: store)
        let placed = try view.placedTree(width: screen.width, height: screen.height, svg: true)
        return try #require(
            firstFrame(in: placed) { node in
                if node.kind.is(ShapeNode.self), node.frame.height == 36 { return true }
                return false
            })
    }

    @Test func toastIs36PointsHigh12AboveTheBottomAnd20FromTheSides() throws {
        let frame = try toastFrame(on: Screen(width: 390, height: 844))
        #expect(frame == CGRect(x: 20, y: 844 - 12 - 36, width: 350, height: 36))
    }

    @Test func hiddenToastDrawsNothing() throws {
        let store = Store(initialState: Toast.State(message: "저장했습니다.", isPresented: false)) { Toast() }
        let text = try Color.clear.frame(height: 64).toast(store: store).renderASCII(width: 160, height: 64)
        #expect(!text.contains("저장"))
    }
}

/// The frame of the first node of `node`'s tree, depth first, that `matches`.
private func firstFrame(in node: PlacedNode, where matches: (PlacedNode) -> Bool) -> CGRect? {
    if matches(node) { return node.frame }
    for child in node.children {
        if let frame = firstFrame(in: child, where: matches) { return frame }
    }
    return nil
}
