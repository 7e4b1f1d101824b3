import Testing

@testable import WireframeStore

@Suite struct AnyCasePathTests {
    private final class Reference: Sendable {
        let name: String
        init(name: String) { self.name = name }
    }

    private struct Big: Equatable, Sendable {
        var a = 1, b = 2, c = 3, d = "four", e = [5, 6]
    }

    private enum Action: Equatable, Sendable {
        case tapped
        case child(Int)
        case other(Int)
        case text(String)
        case big(Big)
        indirect case nested(Action)
        case pair(id: Int, name: String)
        case optional(Int?)
        case closed
    }

    private indirect enum Tree: Sendable {
        case leaf(Int)
        case node(String)
    }

    private enum Single: Sendable {
        case only(String)
    }

    private enum Objects: Sendable {
        case first(Reference)
        case second(Reference)
        case none
    }

    @Test func extractsTheMatchingCaseAndRejectsOthers() {
        let path = AnyCasePath(Action.child)
        for _ in 0..<3 {
            #expect(path.extract(from: .child(42)) == 42)
            #expect(path.extract(from: .other(42)) == nil)
            #expect(path.extract(from: .tapped) == nil)
            #expect(path.extract(from: .closed) == nil)
            #expect(path.extract(from: .text("x")) == nil)
        }
    }

    @Test func learnsFromANonMatchingValueFirst() {
        let path = AnyCasePath(Action.other)
        #expect(path.extract(from: .child(1)) == nil)
        #expect(path.extract(from: .child(2)) == nil)
        #expect(path.extract(from: .other(3)) == 3)
        #expect(path.extract(from: .other(4)) == 4)
    }

    @Test func extractsReferenceCountedAndLargePayloads() {
        let text = AnyCasePath(Action.text)
        let big = AnyCasePath(Action.big)
        for index in 0..<3 {
            #expect(text.extract(from: .text("héllo \(index)")) == "héllo \(index)")
            #expect(big.extract(from: .big(Big(a: index))) == Big(a: index))
            #expect(big.extract(from: .text("x")) == nil)
        }
    }

    @Test func extractsIndirectCases() {
        let nested = AnyCasePath(Action.nested)
        for _ in 0..<3 {
            #expect(nested.extract(from: .nested(.child(7))) == .child(7))
            #expect(nested.extract(from: .child(7)) == nil)
        }
        let leaf = AnyCasePath(Tree.leaf)
        let node = AnyCasePath(Tree.node)
        for _ in 0..<3 {
            #expect(leaf.extract(from: .leaf(9)) == 9)
            #expect(node.extract(from: .node("n")) == "n")
            #expect(leaf.extract(from: .node("n")) == nil)
        }
    }

    @Test func extractsFromSingleCaseEnums() {
        let only = AnyCasePath(Single.only)
        for _ in 0..<3 { #expect(only.extract(from: .only("a")) == "a") }
    }

    @Test func distinguishesCasesWithTheSamePayloadType() {
        let first = AnyCasePath(Objects.first)
        let second = AnyCasePath(Objects.second)
        let reference = Reference(name: "r")
        for _ in 0..<3 {
            #expect(first.extract(from: .first(reference)) === reference)
            #expect(first.extract(from: .second(reference)) == nil)
            #expect(second.extract(from: .second(reference))?.name == "r")
            #expect(second.extract(from: .none) == nil)
        }
    }

    @Test func extractsTuplePayloadsAndOptionals() {
        let pair = AnyCasePath(Action.pair)
        let optional = AnyCasePath(Action.optional)
        for _ in 0..<3 {
            let payload = pair.extract(from: .pair(id: 1, name: "a"))
            #expect(payload?.0 == 1)
            #expect(payload?.1 == "a")
            #expect(optional.extract(from: .optional(nil)) == .some(nil))
            #expect(optional.extract(from: .optional(5)) == .some(5))
            #expect(optional.extract(from: .child(5)) == nil)
        }
    }

    private enum Tap: Equatable, Sendable { case tap }
    private enum EmptyPayload: Equatable, Sendable {
        case leaf(Tap)
        case other
        case more(Int)
    }

    @Test func extractsZeroSizedPayloads() {
        let leaf = AnyCasePath(EmptyPayload.leaf)
        let more = AnyCasePath(EmptyPayload.more)
        for _ in 0..<3 {
            #expect(leaf.extract(from: .leaf(.tap)) == .tap)
            #expect(leaf.extract(from: .other) == nil)
            #expect(leaf.extract(from: .more(1)) == nil)
            #expect(more.extract(from: .more(8)) == 8)
        }
    }

    @Test func explicitClosuresAreUsedAsGiven() {
        let path = AnyCasePath<Action, Int>(
            embed: Action.child,
            extract: { if case .child(let value) = $0 { value * 10 } else { nil } }
        )
        #expect(path.extract(from: .child(2)) == 20)
        #expect(path.embed(3) == .child(3))
    }
}
