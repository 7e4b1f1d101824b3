import Foundation
import Testing

@testable import Wireframe

/// Every kind JSON can name, given several children, shows each of them in ASCII, in SVG and to a
/// tap, and comes back equal from its JSON; or, for the few kinds that show one child of several
/// by design, shows exactly the ones its documentation names.
@MainActor @Suite struct EveryKindTests {
    /// The fields each kind is decoded with: those it requires, and a few that leave room for every
    /// child. A kind not listed takes none.
    private static let requiredFields: [String: String] = [
        "text": #""text": "leaf""#,
        "image": #""systemName": "star""#,
        "shape": #""shape": "rectangle""#,
        "layoutPriority": #""layoutPriority": 1"#,
        "border": #""color": "red""#,
        "opacity": #""opacity": 1"#,
        "shadow": #""radius": 2"#,
        "id": #""id": "row""#,
        "deletable": #""action": 9, "offset": 0"#,
        "onAppear": #""action": 9"#,
        "rotationEffect": #""degrees": 0"#,
        "clipShape": #""shape": "rectangle""#,
        "blur": #""radius": 2"#,
        "brightness": #""amount": 0.2"#,
        "contrast": #""amount": 1.5"#,
        "saturation": #""amount": 0.5"#,
        "grayscale": #""amount": 1"#,
        "hueRotation": #""degrees": 90"#,
        "colorMultiply": #""color": "red""#,
        "blendMode": #""mode": "multiply""#,
        "zIndex": #""value": 1"#,
        // At the origin, the stacked children would stand half off the canvas.
        "position": #""x": 160, "y": 120"#,
        // With nothing covered, a track gives its second child no width.
        "track": #""fraction": 1"#,
    ]

    /// The kinds that show fewer children than they are given, and which ones, by index.
    private static let shownByDesign: [String: (ascii: [Int], svg: [Int])] = [
        // `.hidden()` keeps its content's size and draws none of it.
        "hidden": ([], []),
        // ViewThatFits shows the first candidate that fits.
        "viewThatFits": ([0], [0]),
        // The ASCII picture draws the first child, the SVG picture the second.
        "cellsOrPoints": ([0], [1]),
    ]

    /// The three children: buttons with their own actions and words, each further down and to the
    /// right, so that they stand apart in the layouts that overlap their children (`zstack`).
    private static let words = ["alpha", "bravo", "charlie"]

    private static func child(_ index: Int, inButtons: Bool) -> String {
        let text = #"{"kind": "text", "text": "\#(words[index])"}"#
        let view = inButtons ? #"{"kind": "button", "action": \#(index + 1), "children": [\#(text)]}"# : text
        let inset = #"{"top": \#(index * 40), "leading": \#(index * 80)}"#
        return #"{"kind": "padding", "padding": \#(inset), "children": [\#(view)]}"#
    }

    private nonisolated static var kindNames: [String] { NodePrimitives.fields.keys.sorted() }

    /// The kind's node with `count` children, the content of a background or overlay stacked.
    private static func node(_ name: String) throws -> (node: Node, arity: Node.Kind.ChildArity) {
        let fields = requiredFields[name].map { ", " + $0 } ?? ""
        let bare = try Node(json: Data(#"{"kind": "\#(name)"\#(fields)}"#.utf8))
        let arity = bare.kind.childArity
        let inButtons = name != "button"
        let children = (0..<3).map { child($0, inButtons: inButtons) }.joined(separator: ", ")
        let json: String
        switch arity {
        case .none:
            return (bare, arity)
        case .one, .many:
            json = #"{"kind": "\#(name)"\#(fields), "children": [\#(children)]}"#
        case .contentAndDecoration:
            let content = #"{"kind": "padding", "padding": 24, "children": [{"kind": "vstack", "children": [\#(children)]}]}"#
            let decoration = #"{"kind": "shape", "shape": "rectangle", "fill": null, "stroke": "red"}"#
            json = #"{"kind": "\#(name)"\#(fields), "children": [\#(content), \#(decoration)]}"#
        }
        return (try Node(json: Data(json.utf8)), arity)
    }

    @Test func everyKindDecodesFromItsFields() {
        for name in Self.kindNames {
            #expect(throws: Never.self, "\(name) decodes from its required fields") { _ = try Self.node(name) }
        }
        #expect(Set(Self.requiredFields.keys).isSubset(of: Self.kindNames))
    }

    @Test(arguments: kindNames)
    func everyChildIsDrawnInASCIIAndSVG(name: String) throws {
        let (node, arity) = try Self.node(name)
        guard arity != .none else { return }
        let ascii = try node.renderASCII(width: 640, height: 480)
        let svg = try node.renderSVG(width: 640, height: 480)
        let shown = Self.shownByDesign[name] ?? ([0, 1, 2], [0, 1, 2])
        for (index, word) in Self.words.enumerated() {
            #expect(ascii.contains(word) == shown.ascii.contains(index), "\(name) in ASCII, \(word):\n\(ascii)")
            #expect(svg.contains(">\(word)<") == shown.svg.contains(index), "\(name) in SVG, \(word)")
        }
    }

    @Test(arguments: kindNames)
    func everyChildTakesItsTap(name: String) throws {
        let (node, arity) = try Self.node(name)
        guard arity != .none, name != "button" else { return }
        let (placed, canvas) = try layoutResolved(node, on: Screen(width: 640, height: 480), metrics: .svg)
        let list = DisplayList(placed, canvas: canvas)
        let shown = Self.shownByDesign[name]?.svg ?? [0, 1, 2]
        let buttons = list.regions.compactMap { region -> (ActionID, CGRect)? in
            guard case .button(let action?, _) = region.role else { return nil }
            return (action, region.frame.intersection(region.clip))
        }
        let actions = buttons.map { Int($0.0.rawValue) }
        // `allowsHitTesting(false)` takes no taps by design: they reach what is behind it.
        guard name != "hitTestingDisabled" else {
            #expect(actions.isEmpty, "hitTestingDisabled takes no taps")
            return
        }
        #expect(actions == shown.map { $0 + 1 }, "\(name)'s buttons")
        // An overlay's decoration is in front of its content and takes the taps there.
        guard name != "overlay" else { return }
        for (action, frame) in buttons {
            #expect(list.hitTest(CGPoint(x: frame.midX, y: frame.midY)) == .button(action), "\(name): a tap on button \(action)")
        }
    }

    @Test(arguments: kindNames)
    func everyKindComesBackFromItsJSON(name: String) throws {
        let (node, _) = try Self.node(name)
        #expect(try Node(json: node.jsonData()) == node, "\(name) round-trips")
    }

    @Test(arguments: kindNames)
    func aLeafGivenChildrenIsRefused(name: String) throws {
        let (node, arity) = try Self.node(name)
        guard arity == .none else { return }
        let fields = Self.requiredFields[name].map { ", " + $0 } ?? ""
        let json = #"{"kind": "\#(name)"\#(fields), "children": [{"kind": "text", "text": "lost"}]}"#
        #expect(node.children.isEmpty)
        #expect(throws: NodeDecodingError.self, "\(name) refuses children") { try Node(json: Data(json.utf8)) }
    }
}
