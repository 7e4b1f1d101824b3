import Foundation
import Testing

@testable import Wireframe

/// Rows with a `listRowBackground(_:)` of their own in an inset grouped list, as the standups
/// list of Apple's tutorial draws them: the card's rounded corners cut the rows' colours, and a
/// separator lies over the colour of the row above it.
@MainActor @Suite struct ListRowBackgroundTests {
    private let screen = Screen(width: 390, height: 400)

    /// Two themed rows whose content is not a whole number of cells tall, as a standup card is.
    private func themed() -> some View {
        List {
            ForEach(["Design Review", "Retro"], id: \.self) { title in
                VStack(alignment: .leading) {
                    Text(title).font(.headline)
                    Spacer()
                    Text("4 people")
                }
                .padding()
                .listRowBackground(title == "Retro" ? Color.yellow : Color.purple)
            }
        }
    }

    private func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    @Test func theCardsCornersClipThemedRows() throws {
        let svg = try themed().renderSVG(on: screen)
        let clip = try #require(svg.firstRange(of: "<clipPath id=\"clip-16-"))
        #expect(svg[clip.upperBound...].prefix(while: { $0 != "\n" }).hasSuffix("-r10\">"))
        // The rows' colours are drawn inside the group the card's outline clips.
        let group = try #require(svg.range(of: "clip-path=\"url(#clip-16-"))
        #expect(svg.range(of: "fill=\"#AF52DE\"")!.lowerBound > group.upperBound)
        // Rows without colours of their own need no clip: the card itself is rounded.
        let plain = try List {
            Text("a")
            Text("b")
        }.renderSVG(on: screen)
        #expect(!plain.contains("-r10\""))
    }

    @Test func aSeparatorLiesOverTheColourOfTheRowAboveIt() throws {
        let svg = try themed().renderSVG(on: screen)
        let lines = svg.split(separator: "\n").map(String.init)
        let separator = try #require(lines.firstIndex { $0.contains("height=\"1\"") && $0.contains("fill-opacity") })
        // Under the separator, a one-point strip of the upper row's purple from the card's edge.
        #expect(lines[separator - 1].contains("x=\"16\"") && lines[separator - 1].contains("height=\"1\""))
        #expect(lines[separator - 1].contains("fill=\"#AF52DE\""))
    }

    @Test func onTheGridEveryThemedRowKeepsItsWholeOutline() throws {
        let ascii = try themed().renderASCII(on: screen)
        #expect(ascii.contains("Design Review") && ascii.contains("Retro"))
        // Each row's box is closed at its bottom, in the column of the card's inset: the clip is
        // left to the points, since the last of a stack of rows that are not whole cells tall
        // falls past the frame a clip would cut at.
        let rowBottoms = ascii.split(separator: "\n").filter { line in
            let characters = Array(line)
            return characters.count > 2 && (characters[2] == "└" || characters[2] == "╰")
        }
        #expect(rowBottoms.count == 2, "\(ascii)")
        #expect(!ascii.contains("["), "\(ascii)")
    }
}
