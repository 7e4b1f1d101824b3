import Foundation
import Testing
import Wireframe

/// Environment values flow down the tree to every view inside the modifier; the innermost
/// setting wins, as in SwiftUI.
@MainActor
@Suite struct EnvironmentTests {
    @Test func fontFlowsDownToEveryText() throws {
        let node = try VStack {
            Text("a")
            HStack { Text("b") }
        }.font(.caption).node()
        #expect(textNode("a", in: node)?.font == .caption)
        #expect(textNode("b", in: node)?.font == .caption)
    }

    @Test func innermostFontWins() throws {
        let node = try VStack {
            VStack { Text("a") }.font(.headline)
            Text("b")
        }.font(.caption).node()
        #expect(textNode("a", in: node)?.font == .headline)
        #expect(textNode("b", in: node)?.font == .caption)
    }

    @Test func textsOwnFontWinsOverTheEnvironment() throws {
        let node = try VStack { Text("a").font(.title) }.font(.caption).node()
        #expect(textNode("a", in: node)?.font == .title)
    }

    @Test func textWithoutAFontUsesBody() throws {
        let node = try Text("a").node()
        #expect(textNode("a", in: node)?.font == .body)
    }

    @Test func environmentDoesNotLeakToSiblings() throws {
        let node = try VStack {
            VStack { Text("a") }.font(.title).foregroundStyle(.red)
            Text("b")
        }.node()
        #expect(textNode("b", in: node)?.font == .body)
        #expect(textNode("b", in: node)?.color == .primary)
    }

    @Test func foregroundStyleFlowsDownToEveryText() throws {
        let node = try VStack {
            Text("a")
            Text("b")
        }.foregroundStyle(.white).node()
        #expect(textNode("a", in: node)?.color == .white)
        #expect(textNode("b", in: node)?.color == .white)
    }

    @Test func innermostForegroundStyleWins() throws {
        let node = try VStack {
            HStack { Text("a") }.foregroundStyle(.red)
            Text("b")
        }.foregroundStyle(.white).node()
        #expect(textNode("a", in: node)?.color == .red)
        #expect(textNode("b", in: node)?.color == .white)
    }

    @Test func foregroundStyleColoursShapesWithoutAFill() throws {
        let node = try VStack { Rectangle() }.foregroundStyle(.blue).node()
        guard let shape = node.children.first?.kind.as(ShapeNode.self) else {
            Issue.record("expected a shape, got \(node.dump())")
            return
        }
        #expect(shape.fill == .blue)
    }

    @Test func lineLimitFlowsDownToEveryText() throws {
        let node = try VStack {
            Text("a")
            Text("b")
        }.lineLimit(1).node()
        #expect(textNode("a", in: node)?.lineLimit == 1)
        #expect(textNode("b", in: node)?.lineLimit == 1)
    }

    @Test func innermostLineLimitWins() throws {
        let node = try VStack {
            Text("a").lineLimit(3)
            Text("b")
        }.lineLimit(1).node()
        #expect(textNode("a", in: node)?.lineLimit == 3)
        #expect(textNode("b", in: node)?.lineLimit == 1)
    }

    @Test func lineLimitFromAContainerTruncatesTheTextInside() throws {
        let text = try VStack(alignment: .leading) { Text("The quick brown fox") }.lineLimit(1)
            .frame(maxWidth: .infinity, alignment: .leading)
            .renderASCII(width: 80, height: nil)
        #expect(text == "The quick…\n")
    }

    @Test func lineLimitBelowOneCountsAsOne() throws {
        let node = try Text("a").lineLimit(-3).node()
        #expect(textNode("a", in: node)?.lineLimit == 1)
    }

    @Test func multilineTextAlignmentFlowsDown() throws {
        let node = try VStack { Text("a") }.multilineTextAlignment(.center).node()
        #expect(textNode("a", in: node)?.alignment == .center)
    }

    @Test func boldMakesTheInheritedFontBold() throws {
        let node = try VStack { Text("a") }.bold().font(.caption).node()
        #expect(textNode("a", in: node)?.font == Font.caption.bold())
    }

    /// `bold()` is a trait of its own in SwiftUI: it makes the text inside bold whatever font
    /// the text or a view closer to it sets.
    @Test func boldAppliesToTextThatSetsItsOwnFont() throws {
        let node = try VStack {
            Text("a").font(.caption)
            VStack { Text("b") }.font(.title)
        }.bold().node()
        #expect(textNode("a", in: node)?.font == Font.caption.bold())
        #expect(textNode("b", in: node)?.font == Font.title.bold())
    }

    @Test func customEnvironmentValueIsReadInABody() throws {
        let node = try Badge().environment(\.badgeLabel, "new").node()
        #expect(textNode("new", in: node) != nil)
    }

    @Test func customEnvironmentValueHasItsDefaultWhenUnset() throws {
        let node = try Badge().node()
        #expect(textNode("none", in: node) != nil)
    }

    @Test func buttonLabelIsTintedWithTheAccentColour() throws {
        let node = try Button("OK") {}.node()
        #expect(textNode("OK", in: node)?.color == .accentColor)
    }

    @Test func foregroundStyleAboveAButtonWinsOverTheTint() throws {
        let node = try Button("OK") {}.foregroundStyle(.white).node()
        #expect(textNode("OK", in: node)?.color == .white)
    }

    @Test func disabledFlowsDownToButtons() throws {
        let node = try VStack { Button("OK") {} }.disabled(true).node()
        guard let button = node.children.first?.kind.as(ButtonNode.self) else {
            Issue.record("expected a button, got \(node.dump())")
            return
        }
        #expect(!button.isEnabled)
        #expect(textNode("OK", in: node)?.color == .gray)
    }
}

private struct BadgeLabelKey: EnvironmentKey {
    static let defaultValue = "none"
}

extension EnvironmentValues {
    fileprivate var badgeLabel: String {
        get { self[BadgeLabelKey.self] }
        set { self[BadgeLabelKey.self] = newValue }
    }
}

private struct Badge: View {
    @Environment(\.badgeLabel) var label
    var body: some View { Text(label) }
}

private func textNode(_ string: String, in node: Node) -> TextNode? {
    if let text = node.kind.as(TextNode.self), text.string == string { return text }
    for child in node.children {
        if let found = textNode(string, in: child) { return found }
    }
    return nil
}
