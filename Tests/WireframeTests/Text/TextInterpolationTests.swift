import Foundation
import Testing

@testable import Wireframe

@MainActor @Suite struct TextInterpolationTests {
    private let screen = Screen(width: 300, height: 60)

    @Test func anInterpolatedTextKeepsItsOwnStyle() throws {
        let interpolated = Text("Tap \(Text("Save").bold()) to keep it")
        let concatenated = Text("Tap ") + Text("Save").bold() + Text(" to keep it")
        #expect(try interpolated.node() == (try concatenated.node()))
        #expect(try interpolated.renderASCII(on: screen).contains("Tap Save to keep it"))
        #expect(try interpolated.renderSVG(on: screen) == (try concatenated.renderSVG(on: screen)))
    }

    @Test func theOuterTextsModifiersReachEveryRunThatHasNotItsOwn() throws {
        let interpolated = Text("\(Text("Note").foregroundColor(.red)): saved").font(.title).foregroundColor(.blue)
        let concatenated = (Text("Note").foregroundColor(.red) + Text(": saved")).font(.title).foregroundColor(.blue)
        #expect(try interpolated.renderSVG(on: screen) == (try concatenated.renderSVG(on: screen)))
    }

    @Test func aKeyWithoutATextIsPlainCharacters() throws {
        let key: LocalizedStringKey = "\(3) memos"
        #expect(key.runs == nil)
        #expect(key.text == "3 memos")
        // A label made from a key with a text reads its characters.
        let keyed: LocalizedStringKey = "Save \(Text("now").italic())"
        #expect(keyed.text == "Save now")
    }

    @Test func formatStylesAndDateStylesInterpolate() throws {
        let price = Text("Total: \(9.5, format: .number.precision(.fractionLength(2)))")
        #expect(try price.renderASCII(on: screen).contains("Total: 9.50"))
        let noon = Date(timeIntervalSinceReferenceDate: 12 * 3600)
        let timed = Text("Saved \(noon, style: .time)").environment(\.renderDate, noon)
        let concatenated = (Text("Saved ") + Text(noon, style: .time)).environment(\.renderDate, noon)
        #expect(try timed.renderASCII(on: screen) == (try concatenated.renderASCII(on: screen)))
        #expect(!(try timed.renderASCII(on: screen).contains("Text(")))
    }
}
