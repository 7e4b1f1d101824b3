import Foundation
import Testing

@testable import Wireframe

@MainActor @Suite struct LineLimitReservesSpaceTests {
    private let screen = Screen(width: 160, height: nil)

    @Test func reservingSpaceMakesOneLineAsTallAsTheLimit() throws {
        let reserved = try VStack(spacing: 0) {
            Text("one").lineLimit(3, reservesSpace: true)
            Text("after")
        }.renderASCII(on: screen)
        let rows = reserved.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(rows.count == 4)
        #expect(rows.first?.contains("one") == true && rows.last?.contains("after") == true)
    }

    @Test func withoutReservingTheTextIsAsTallAsItsLines() throws {
        let plain = try VStack(spacing: 0) {
            Text("one").lineLimit(3, reservesSpace: false)
            Text("after")
        }.renderASCII(on: screen)
        let rows = plain.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(rows.count == 2)
        #expect(rows.first?.contains("one") == true && rows.last?.contains("after") == true)
    }

    @Test func theLimitStillCutsLongText() throws {
        let node = try Text("a b c d e f g h i j").lineLimit(2, reservesSpace: true).frame(width: 24).node()
        let picture = try Text("a b c d e f g h i j").lineLimit(2, reservesSpace: true).frame(width: 24).renderASCII(on: screen)
        #expect(picture.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.count == 2)
        #expect(node.dump().contains("lineLimit: 2 reservesSpace"))
        #expect(try Node(json: node.jsonData()) == node)
    }

    @Test func allowsTighteningIsAccepted() throws {
        let text = Text("A long title that is cut").lineLimit(1).frame(width: 80)
        #expect(try text.allowsTightening(true).renderSVG(on: screen) == text.renderSVG(on: screen))
    }
}
