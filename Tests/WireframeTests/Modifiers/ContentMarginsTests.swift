import Foundation
import Testing

@testable import Wireframe

@MainActor @Suite struct ContentMarginsTests {
    private let screen = Screen(width: 160, height: 64)

    @Test func contentMarginsInsetAScrollViewsContent() throws {
        let inset = try ScrollView { Text("memo") }.contentMargins(.leading, 32, for: .scrollContent).renderASCII(on: screen)
        let padded = try ScrollView { Text("memo").padding(.leading, 32) }.renderASCII(on: screen)
        #expect(inset == padded)
        #expect(inset != (try ScrollView { Text("memo") }.renderASCII(on: screen)))
    }

    @Test func theScrollViewKeepsItsFrame() throws {
        func scrollFrame(_ view: some View) throws -> CGRect {
            let placed = try view.layout(on: screen, metrics: .svg).placed
            let path = try #require(placed.paths { $0.is(ScrollNode.self) }.first)
            return try #require(placed.descendant(at: path)).frame
        }
        let plain = try scrollFrame(ScrollView { Text("memo") })
        #expect(try scrollFrame(ScrollView { Text("memo") }.contentMargins(.top, 16)) == plain)
    }

    @Test func scrollIndicatorMarginsChangeNothingDrawn() throws {
        let plain = try ScrollView { Text("memo") }.renderSVG(on: screen)
        #expect(try ScrollView { Text("memo") }.contentMargins(.all, 16, for: .scrollIndicators).renderSVG(on: screen) == plain)
    }
}
