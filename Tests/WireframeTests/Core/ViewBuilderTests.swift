import Foundation
import Testing
import Wireframe

/// `@ViewBuilder`: any number of children, conditionals, optionals, `switch`, `ForEach`, `Group`,
/// `AnyView` and `EmptyView`, as the stack around them sees them.
@MainActor
@Suite struct ViewBuilderTests {
    @Test func everyStatementBecomesAChildInOrder() throws {
        let node = try VStack {
            Text("1")
            Text("2")
            Text("3")
            Text("4")
            Text("5")
            Text("6")
            Text("7")
            Text("8")
            Text("9")
            Text("10")
            Text("11")
        }.node()
        #expect(texts(in: node) == ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11"])
    }

    @Test func ifWithoutElseAddsTheChildOnlyWhenTrue() throws {
        #expect(texts(in: try Toggled(isOn: true).node()) == ["a", "on"])
        #expect(texts(in: try Toggled(isOn: false).node()) == ["a"])
    }

    @Test func ifElseTakesOneBranch() throws {
        #expect(texts(in: try Choice(isFirst: true).node()) == ["first"])
        #expect(texts(in: try Choice(isFirst: false).node()) == ["second"])
    }

    @Test func optionalViewIsShownOnlyWhenPresent() throws {
        #expect(
            texts(
                in: try VStack {
                    Text("a")
                    Optional(Text("b"))
                }.node()) == ["a", "b"])
        #expect(
            texts(
                in: try VStack {
                    Text("a")
                    Text?.none
                }.node()) == ["a"])
    }

    @Test func ifLetUnwrapsAnOptional() throws {
        #expect(texts(in: try Unwrapped(name: "Kim").node()) == ["Kim"])
        #expect(texts(in: try Unwrapped(name: nil).node()) == [])
    }

    @Test func switchTakesTheMatchingCase() throws {
        #expect(texts(in: try Switched(number: 0).node()) == ["zero"])
        #expect(texts(in: try Switched(number: 1).node()) == ["one"])
        #expect(texts(in: try Switched(number: 7).node()) == ["many"])
    }

    @Test func forEachOverIdentifiableMakesAChildPerElement() throws {
        let memos = [Memo(id: 1, title: "장보기"), Memo(id: 2, title: "Call mom")]
        let node = try VStack { ForEach(memos) { Text($0.title) } }.node()
        #expect(node.children.count == 2)
        #expect(texts(in: node) == ["장보기", "Call mom"])
    }

    @Test func forEachWithAnIDKeyPathMakesAChildPerElement() throws {
        let node = try HStack { ForEach(["a", "b", "c"], id: \.self) { Text($0) } }.node()
        #expect(texts(in: node) == ["a", "b", "c"])
    }

    @Test func forEachChildrenAreSpacedLikeAnyOtherChildren() throws {
        let placed = try VStack { ForEach(0..<3) { Text("\($0)") } }.placedTree(width: 8, height: nil)
        // Two lines and two spacings before it, each 8 pt spacing a row.
        #expect(placed.frame(ofText: "2")?.minY == 64)
    }

    @Test func groupIsFlattenedIntoTheEnclosingStack() throws {
        let view = VStack {
            Group {
                Text("a")
                Text("b")
            }
            Text("c")
        }
        #expect(try view.node().children.count == 3)
        #expect(try view.placedTree(width: 8, height: nil).frame(ofText: "c")?.minY == 64)
    }

    @Test func modifierOnAGroupAppliesToEachMember() throws {
        let node = try VStack {
            Group {
                Text("a")
                Text("b")
            }.padding(4)
        }.node()
        #expect(
            node.children.map(\.kind) == [
                .padding(EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)),
                .padding(EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)),
            ])
    }

    @Test func severalViewsAtTheRootStackVertically() throws {
        let placed = try Group {
            Text("a")
            Text("b")
        }.placedTree(width: 8, height: nil)
        #expect(placed.frame(ofText: "b")?.minY == 32)
    }

    @Test func anyViewLaysOutLikeTheViewItWraps() throws {
        let plain = try HStack {
            Text("a")
            Text("bc")
        }.placedTree(width: 390, height: nil)
        let erased = try HStack {
            AnyView(Text("a"))
            AnyView(Text("bc"))
        }.placedTree(width: 390, height: nil)
        #expect(erased == plain)
    }

    @Test func emptyViewTakesNoSpaceAndNoSpacing() throws {
        let placed = try VStack {
            Text("a")
            EmptyView()
            Text("b")
        }.placedTree(width: 8, height: nil)
        #expect(placed.frame(ofText: "b")?.minY == 32)
        #expect(placed.frame.height == 48)
    }

    @Test func falseConditionTakesNoSpacing() throws {
        let placed = try Toggled(isOn: false).placedTree(width: 8, height: nil)
        #expect(placed.frame.height == 16)
    }

    @Test func emptyBodyResolvesToAnEmptyNode() throws {
        #expect(try VStack {}.node().dump() == "VStack(alignment: center, spacing: 8)\n")
        #expect(try EmptyView().node() == Node(.empty))
    }

    @Test func customViewIsReplacedByItsBody() throws {
        #expect(try Choice(isFirst: true).node() == Text("first").node())
    }
}

private struct Memo: Identifiable {
    let id: Int
    let title: String
}

private struct Toggled: View {
    let isOn: Bool
    var body: some View {
        VStack {
            Text("a")
            if isOn { Text("on") }
        }
    }
}

private struct Choice: View {
    let isFirst: Bool
    var body: some View {
        if isFirst { Text("first") } else { Text("second") }
    }
}

private struct Unwrapped: View {
    let name: String?
    var body: some View {
        if let name { Text(name) }
    }
}

private struct Switched: View {
    let number: Int
    var body: some View {
        switch number {
        case 0: Text("zero")
        case 1: Text("one")
        default: Text("many")
        }
    }
}

/// The strings of the text nodes in tree order.
private func texts(in node: Node) -> [String] {
    var result: [String] = []
    if let text = node.kind.as(TextNode.self) { result.append(text.string) }
    for child in node.children { result += texts(in: child) }
    return result
}
