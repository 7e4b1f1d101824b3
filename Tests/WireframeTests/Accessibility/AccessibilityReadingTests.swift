import Foundation
import Testing

@testable import Wireframe

/// What VoiceOver reads is gathered by the walk that builds the display list: one decision for
/// what is hidden, drawing left unchanged, and content a clip or a mask leaves out still read.
@MainActor
@Suite struct AccessibilityReadingTests {
    private let canvas = CGSize(width: 320, height: 200)

    private func placed<V: View>(_ view: V) throws -> PlacedNode {
        try view.placedTree(width: canvas.width, height: canvas.height)
    }

    /// The list built reading accessibility, and the one built without.
    private func lists<V: View>(_ view: V) throws -> (reading: DisplayList, plain: DisplayList, placed: PlacedNode) {
        let placed = try placed(view)
        return (DisplayList(placed, canvas: canvas, readingAccessibility: true), DisplayList(placed, canvas: canvas), placed)
    }

    private func labels(_ list: DisplayList) -> [String] {
        list.accessibility?.elements.map(\.label) ?? []
    }

    @Test func theListReadsWhatTheTreeReadsAndDrawsWhatItDrewWithout() throws {
        let view = VStack {
            Text("Title").font(.headline)
            Button("Save") {}
            TextField("Name", text: .constant("Ann"))
            Text("hidden").hidden()
            Text("transparent").opacity(0)
            Image(systemName: "star.fill").accessibilityLabel("Favourite")
        }
        var (reading, plain, placed) = try lists(view)
        #expect(labels(reading) == ["Title", "Save", "Name", "Favourite"])
        #expect(reading.accessibility == placed.accessibilityTree())
        #expect(plain.accessibility == nil)
        reading.accessibility = nil
        #expect(reading == plain)
    }

    @Test func contentAClipLeavesOutIsReadButNothingOfItIsDrawn() throws {
        let view = ZStack {
            Text("In view")
            Text("Out of view").shadow(color: Color.red, radius: 2).border(Color.green).clipped().offset(x: 1_000)
        }
        var (reading, plain, _) = try lists(view)
        #expect(labels(reading) == ["In view", "Out of view"])
        #expect(reading.texts.map(\.text.string) == ["In view"])
        // The walk that reads the clipped text keeps none of the colours it would have drawn.
        #expect(!reading.colors.contains(Color.red) && !reading.colors.contains(Color.green))
        reading.accessibility = nil
        #expect(reading == plain)
    }

    @Test func aMaskThatShowsNothingHidesTheDrawingButNotTheReading() throws {
        let view = VStack {
            Text("Masked").mask { Color.clear }
            Text("Shown").mask { Text("letters") }
        }
        let (reading, _, _) = try lists(view)
        #expect(reading.texts.map(\.text.string) == ["letters", "Shown"])
        #expect(labels(reading) == ["Masked", "Shown"])
    }

    @Test func elementsInOnePlaceAreReadInTreeOrderWhateverOrderTheyAreDrawnIn() throws {
        let zOrdered = try lists(
            ZStack {
                Text("One")
                Text("Two").zIndex(-1)
            })
        #expect(zOrdered.reading.texts.map(\.text.string) == ["Two", "One"])
        #expect(labels(zOrdered.reading) == ["One", "Two"])
        let backed = try lists(Text("Front").background { Text("Rear!") })
        #expect(backed.reading.texts.map(\.text.string) == ["Rear!", "Front"])
        #expect(labels(backed.reading) == ["Front", "Rear!"])
    }

    @Test func theModalDrawnInFrontIsTheOneRead() throws {
        let view = ZStack {
            Text("Alert in front").accessibilityAddTraits(.isModal).zIndex(1)
            Text("Alert behind").accessibilityAddTraits(.isModal)
        }
        let (reading, _, _) = try lists(view)
        #expect(reading.texts.map(\.text.string).last == "Alert in front")
        #expect(labels(reading) == ["Alert in front"])
    }

    @Test func theModifiersAnElementIsMadeOfNeitherReadNorHideThemselves() throws {
        let view = HStack {
            Text("3")
            Text("new")
        }
        .accessibilityHidden(true)
        .accessibilityLabel("Three new")
        .accessibilityElement(children: .combine)
        let (reading, _, _) = try lists(view)
        #expect(labels(reading) == ["Three new"])
        #expect(reading.accessibility?.elements.first?.traits == .isStaticText)
    }
}
