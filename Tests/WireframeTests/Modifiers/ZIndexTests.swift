import Foundation
import Testing

@testable import Wireframe

/// `zIndex` orders siblings' drawing and taps, lowest first and equal values as written, and
/// leaves VoiceOver's reading order alone.
@MainActor
@Suite struct ZIndexTests {
    private func texts(_ view: some View) throws -> [String] {
        let list = DisplayList(try view.placedTree(width: 160, height: 80, svg: true), canvas: CGSize(width: 160, height: 80))
        return list.commands.compactMap { command in
            if case .text(let index) = command { list.texts[index].text.string } else { nil }
        }
    }

    @Test func aHigherZIndexIsDrawnOnTopInAZStack() throws {
        #expect(
            try texts(
                ZStack {
                    Text("a").zIndex(1)
                    Text("b")
                }) == ["b", "a"])
        #expect(
            try texts(
                ZStack {
                    Text("a")
                    Text("b").zIndex(-1)
                }) == ["b", "a"])
    }

    @Test func equalValuesKeepTheOrderTheyAreWrittenIn() throws {
        #expect(
            try texts(
                ZStack {
                    Text("a").zIndex(2)
                    Text("b").zIndex(1)
                    Text("c").zIndex(2)
                    Text("d")
                }) == ["d", "b", "a", "c"])
    }

    @Test func theValueIsReadThroughTheModifiersAroundTheView() throws {
        #expect(
            try texts(
                ZStack {
                    Text("a").zIndex(1).padding(4).background(Color.white)
                    Text("b")
                }) == ["b", "a"])
    }

    @Test func stacksAndTheViewsOfAnOverlayAreOrderedToo() throws {
        #expect(
            try texts(
                HStack(spacing: -8) {
                    Text("a").zIndex(1)
                    Text("b")
                }) == ["b", "a"])
        #expect(
            try texts(
                Color.white.frame(width: 40, height: 40).overlay {
                    Text("x").zIndex(1)
                    Text("y")
                }) == ["y", "x"])
    }

    @Test func theFrontMostViewTakesTheTap() throws {
        let view = ZStack {
            Button("front") {}.frame(width: 80, height: 40).zIndex(1)
            Button("back") {}.frame(width: 80, height: 40)
        }
        let placed = try view.placedTree(width: 160, height: 80, svg: true)
        let list = DisplayList(placed, canvas: CGSize(width: 160, height: 80))
        let region = try #require(list.regionIndex(at: CGPoint(x: 80, y: 40)))
        #expect(placed.descendant(at: list.path(of: list.regions[region]))?.labelText == "front")
    }

    @Test func voiceOverReadsInTheSameOrderWhateverTheZIndex() throws {
        func labels(_ view: some View) throws -> [String] {
            try view.placedTree(width: 160, height: 80).accessibilityTree().elements.map(\.label)
        }
        let plain = try labels(
            ZStack(alignment: .topLeading) {
                Text("first")
                Text("second").padding(.top, 20)
            })
        let reordered = try labels(
            ZStack(alignment: .topLeading) {
                Text("first").zIndex(1)
                Text("second").padding(.top, 20).zIndex(-1)
            })
        #expect(plain == ["first", "second"])
        #expect(reordered == plain)
    }

    @Test func aValueThatIsNotANumberIsZero() throws {
        #expect(
            try texts(
                ZStack {
                    Text("a").zIndex(.nan)
                    Text("b")
                }) == ["a", "b"])
        #expect(
            try texts(
                ZStack {
                    Text("a").zIndex(.infinity)
                    Text("b")
                }) == ["a", "b"])
    }
}
