import Foundation
import Testing

@testable import Wireframe

/// Values from hostile input — huge, NaN, hand-built trees — never crash a dump or a render.
@MainActor
@Suite struct HostileValueTests {
    @Test func hugeLengthsPrintInDumps() {
        let description = ProposedViewSize(width: 1e300, height: nil).description
        #expect(description.hasPrefix("(10000000000000000525047602552044202487044685811081591549158541"))
        #expect(description.hasSuffix(", nil)"))
        #expect(formatPoints(-1e20) == "-100000000000000000000")
        #expect(formatPoints(12.345) == "12.35")
    }

    @Test func colourOpacityMultiplierPastOneIsClampedAndNamed() {
        let color = Color.white.opacity(1e20)
        #expect(color.opacity == 1)
        #expect(color.description == "white.opacity(1)")
    }

    @Test func decodedColourComponentsAreClamped() throws {
        let json = Data(#"{"red": 1e300, "green": -4, "blue": 0.5}"#.utf8)
        let color = try JSONDecoder().decode(Color.self, from: json)
        #expect(color.red == 1)
        #expect(color.green == 0)
        #expect(color.opacity == 1)
        #expect(color.hexString == "#FF0080")
    }

    @Test func handBuiltNodeTooDeepToLayOutThrows() {
        var node = Node(.empty)
        for _ in 0..<100_000 { node = Node(.padding(EdgeInsets()), children: [node]) }
        #expect(throws: RenderError.self) { try node.renderASCII(width: 100, height: nil) }
        // Release the deep tree without recursing through 100,000 levels.
        var current: Node? = node
        node = Node(.empty)
        while var next = current {
            current = next.children.first
            next.children = []
        }
    }

    @Test func handBuiltNodeWithInfiniteLengthsRendersWithoutCrashing() throws {
        let node = Node(
            .stack(StackNode(axis: .horizontal, alignment: .center, spacing: 8)),
            children: [
                Node(.spacer(minLength: .infinity)),
                Node(.image(ImageNode(systemName: "xmark", font: .body, color: .black))),
            ])
        let text = try node.renderASCII(width: 80, height: 32)
        #expect(!text.isEmpty)
    }
}
