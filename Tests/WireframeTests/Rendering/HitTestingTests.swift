import Foundation
import Testing

@testable import Wireframe

/// What a tap reaches: the front-most view under the finger, as on a device.
@MainActor
@Suite struct HitTestingTests {
    private func target(of view: some View, at point: CGPoint) throws -> HitTarget? {
        DisplayList(try view.placedTree(width: 160, height: 64), canvas: CGSize(width: 160, height: 64)).hitTest(point)
    }

    private let centre = CGPoint(x: 80, y: 32)

    @Test func tapOnAnEnabledButtonReachesItsAction() throws {
        #expect(try target(of: Button("OK") {}.frame(width: 160, height: 64), at: centre) == .button(ActionID(rawValue: 0)))
    }

    @Test func disabledButtonAbsorbsTheTap() throws {
        #expect(try target(of: Button("OK") {}.frame(width: 160, height: 64).disabled(true), at: centre) == .blocked)
    }

    @Test func dimLayerInFrontBlocksTheButtonBeneath() throws {
        let view = ZStack {
            Button("Beneath") {}.frame(width: 160, height: 64)
            Color.black.opacity(0.4)
        }
        #expect(try target(of: view, at: centre) == .blocked)
    }

    @Test func clearColourAndHiddenViewsLetTheTapThrough() throws {
        let view = ZStack {
            Button("Beneath") {}.frame(width: 160, height: 64)
            Color.clear
            Color.white.hidden()
        }
        #expect(try target(of: view, at: centre) == .button(ActionID(rawValue: 0)))
    }

    @Test func backgroundIsBehindItsContent() throws {
        let view = Button("OK") {}.frame(width: 160, height: 64).background(Color.white)
        #expect(try target(of: view, at: centre) == .button(ActionID(rawValue: 0)))
    }

    @Test func textFieldTakesTheTap() throws {
        let view = TextField("제목", text: .constant("")).frame(width: 160, height: 64)
        guard case .textField(let placeholder, _)? = try target(of: view, at: centre) else {
            Issue.record("the tap did not reach the text field")
            return
        }
        #expect(placeholder == "제목")
    }

    @Test func emptySpaceReachesNothing() throws {
        #expect(try target(of: Text("a").frame(width: 160, height: 64, alignment: .topLeading), at: centre) == nil)
    }
}
