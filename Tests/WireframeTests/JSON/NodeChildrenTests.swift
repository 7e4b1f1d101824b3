import Foundation
import Testing

@testable import Wireframe

/// Nothing a tree holds is dropped without a word: every kind lays out all its children, or the
/// tree is refused.
@MainActor @Suite struct NodeChildrenTests {
    private func decoded(_ json: String) throws -> Node {
        try Node(json: Data(json.utf8))
    }

    private func refusal(_ json: String) -> NodeDecodingError? {
        do {
            _ = try decoded(json)
            return nil
        } catch {
            return error as? NodeDecodingError
        }
    }

    @Test(arguments: ["scrollView", "list", "navigationStack", "padding", "button", "opacity"])
    func aKindOfOneViewGivenSeveralStacksThemAll(kind: String) throws {
        let extra = kind == "opacity" ? #", "opacity": 1"# : ""
        let node = try decoded(
            #"{"kind": "\#(kind)"\#(extra), "children": [{"kind": "text", "text": "first"}, {"kind": "text", "text": "second"}, "#
                + #"{"kind": "text", "text": "third"}]}"#)
        let ascii = try node.renderASCII(width: 240, height: nil)
        let svg = try node.renderSVG(width: 240, height: nil)
        for word in ["first", "second", "third"] {
            #expect(ascii.contains(word), "\(kind) drew \(word) in ASCII")
            #expect(svg.contains(word), "\(kind) drew \(word) in SVG")
        }
        #expect(try Node(json: node.jsonData()) == node)
    }

    @Test func aLeafGivenChildrenIsRefusedAtItsPath() {
        let error = refusal(#"{"kind": "vstack", "children": [{"kind": "text", "text": "a", "children": [{"kind": "empty"}]}]}"#)
        #expect(error?.path == "root.children[0].children")
        #expect(error?.message.contains("a text node has no children") == true)
    }

    /// Children are read straight into nodes as the parser meets them; what they may be is the
    /// same as for any field.
    @Test func childrenThatAreNotAnArrayOfObjectsAreRefusedAtTheirPath() {
        let notAnArray = refusal(#"{"kind": "vstack", "children": {"kind": "empty"}}"#)
        #expect(notAnArray?.path == "root.children")
        #expect(notAnArray?.message == "expected an array")
        let notAnObject = refusal(#"{"kind": "vstack", "children": [{"kind": "empty"}, 3]}"#)
        #expect(notAnObject?.path == "root.children[1]")
        #expect(notAnObject?.message == "expected an object")
        let deep = refusal(#"{"children": [{"kind": "hstack", "children": [{"kind": "nope"}]}], "kind": "vstack"}"#)
        #expect(deep?.path == "root.children[0].children[0].kind")
    }

    @Test func nullChildrenAreNoChildren() throws {
        #expect(try decoded(#"{"kind": "vstack", "children": null}"#) == decoded(#"{"kind": "vstack"}"#))
    }

    @Test func aSyntaxErrorInAChildIsReportedWithItsPlace() {
        let error = refusal("{\"kind\": \"vstack\", \"children\": [\n  {\"kind\": \"text\", \"text\": \"a\",}]}")
        #expect(error?.message.contains("line 2") == true)
    }

    @Test func aBackgroundWithMoreThanOneDecorationIsRefused() {
        let error = refusal(
            #"{"kind": "background", "children": [{"kind": "text", "text": "a"}, {"kind": "empty"}, {"kind": "empty"}]}"#)
        #expect(error?.path == "root.children")
        #expect(error?.message.contains("its content and one decoration") == true)
    }

    @Test func aHandBuiltScrollViewWithSeveralChildrenLaysOutEach() throws {
        let node = Node(.scroll(.vertical), children: [Node(.text(try Text("one").textNode())), Node(.text(try Text("two").textNode()))])
        let ascii = try node.renderASCII(width: 160, height: nil)
        #expect(ascii.contains("one"))
        #expect(ascii.contains("two"))
    }

    @Test func aHandBuiltLeafWithChildrenIsReported() throws {
        let warnings = Warnings()
        let node = Node(.divider(.gray), children: [Node(.text(try Text("lost").textNode()))])
        try LayoutWarnings.$handler.withValue(warnings.append) {
            _ = try node.renderASCII(width: 160, height: nil)
        }
        #expect(warnings.messages.contains { $0.contains("does not draw") })
    }
}

/// Collects warnings from any thread.
private final class Warnings: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    var messages: [String] { lock.withLock { stored } }
    @Sendable func append(_ message: String) { lock.withLock { stored.append(message) } }
}

extension Text {
    /// The text's node, as a hand-built tree holds it.
    @MainActor
    fileprivate func textNode() throws -> TextNode {
        guard let node = try self.node().kind.as(TextNode.self) else { throw RenderError(.invalidViewport, "not text") }
        return node
    }
}
