import Foundation
import Testing
import WireframeTesting

@testable import Wireframe

private enum Flavor: String, CaseIterable, Hashable {
    case chocolate, vanilla, strawberry
}

/// An order form that keeps its choices in `@State`.
private struct OrderForm<Style: PickerStyle>: View {
    @State var flavor = Flavor.chocolate
    @State var size = 1
    var style: Style

    var body: some View {
        VStack(alignment: .leading) {
            Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases, id: \.self) { Text($0.rawValue.capitalized) }
            }
            .pickerStyle(style)
            Picker("Size", selection: $size) {
                Text("Small").tag(1)
                Text("Large").tag(2)
            }
            .pickerStyle(.segmented)
            Text("Ordered: \(flavor.rawValue), size \(size)")
        }
    }
}

@MainActor
@Suite struct FormTests {
    private func host<Content: View>(@ViewBuilder _ content: @escaping @MainActor () -> Content) -> ScreenHost<Content> {
        ScreenHost(screen: Screen(width: 320, height: 480), content: content)
    }

    // MARK: Sections

    @Test func aSectionHeaderIsSmallGreyCapitalsInAList() throws {
        let node = try List { Section("Network") { Text("Wi-Fi") } }.node()
        let header = try #require(node.texts.first { $0.string == "NETWORK" })
        #expect(header.font == .footnote && header.color == .gray)
        // Outside a list a section is its parts one above the other, as written.
        let plain = try VStack { Section("Network") { Text("Wi-Fi") } }.node()
        #expect(plain.texts.map(\.string) == ["Network", "Wi-Fi"])
    }

    @Test func eachSectionOfAnInsetGroupedListIsACardOfItsOwn() throws {
        let form = Form {
            Section("A") {
                Text("one")
                Text("two")
            }
            Section("B") { Text("three") }
        }
        let placed = try form.placedTree(width: 320, height: 480)
        let cards = placed.frames { kind in
            if let shape = kind.as(ShapeNode.self), case .roundedRectangle = shape.shape { return true }
            return false
        }
        #expect(cards.count == 2)
        let one = try #require(placed.frame(ofText: "one"))
        let three = try #require(placed.frame(ofText: "three"))
        #expect(cards[0].contains(one) && !cards[0].contains(three) && cards[1].contains(three))
        // The header sits between the cards, above the second one.
        let header = try #require(placed.frame(ofText: "B"))
        #expect(header.maxY <= cards[1].minY && header.minY >= cards[0].maxY)
    }

    @Test func aFooterIsDrawnBelowItsRows() throws {
        let form = Form {
            Section {
                Text("Guests")
            } header: {
                Text("Booking")
            } footer: {
                Text("Up to eight guests.")
            }
        }
        let placed = try form.placedTree(width: 320, height: 480)
        let row = try #require(placed.frame(ofText: "Guests"))
        let footer = try #require(placed.frame(ofText: "Up to eight guests."))
        #expect(footer.minY > row.maxY)
    }

    @Test func bothInitializerFormsOfASectionDrawTheSame() throws {
        let trailing = Form {
            Section {
                Text("row")
            } header: {
                Text("Head")
            } footer: {
                Text("Foot")
            }
        }
        let earlier = Form { Section(header: Text("Head"), footer: Text("Foot")) { Text("row") } }
        #expect(try trailing.renderASCII(width: 320, height: 300) == earlier.renderASCII(width: 320, height: 300))
    }

    @Test func textCaseChangesTheCaseTextIsShownIn() throws {
        let node = try VStack { Text("Mixed Case") }.textCase(.uppercase).node()
        #expect(node.texts.map(\.string) == ["MIXED CASE"])
        let kept = try List {
            Section {
                Text("row")
            } header: {
                Text("Keep Me").textCase(nil)
            }
        }.node()
        #expect(kept.texts.contains { $0.string == "Keep Me" })
    }

    // MARK: Pickers

    @Test func aMenuPickerShowsTheChosenOptionAndOpensItsOptionsWhenTapped() async throws {
        let host = host { OrderForm(style: .menu) }
        let closed = try #require(try host.ascii().split(separator: "\n").first { $0.contains("Flavor") })
        #expect(closed.contains("Chocolate") && closed.contains("⇕"))
        try await host.tap("Flavor")
        let menu = try host.ascii()
        #expect(menu.contains("Vanilla") && menu.contains("Strawberry"))
        try await host.tap("Vanilla")
        let picked = try host.ascii()
        #expect(picked.contains("Ordered: vanilla, size 1"))
        #expect(!picked.contains("Strawberry"))
    }

    @Test func aSegmentedPickerPicksTheTappedSegment() async throws {
        let host = host { OrderForm(style: .menu) }
        #expect(try host.ascii().contains("[Small]"))
        try await host.tap("Large")
        let picture = try host.ascii()
        #expect(picture.contains("[Large]") && picture.contains("size 2"))
    }

    @Test func anInlinePickerChecksTheChosenRow() async throws {
        let host = host { OrderForm(style: InlinePickerStyle()) }
        try await host.tap("Strawberry")
        let line = try #require(try host.ascii().split(separator: "\n").first { $0.contains("Strawberry") })
        #expect(line.contains("✓"))
        #expect(try host.ascii().contains("Ordered: strawberry"))
    }

    @Test func aSelectionMatchingNoOptionChoosesNoneAndWarns() throws {
        let warnings = WarningSink()
        let picture = try LayoutWarnings.$handler.withValue(warnings.record) {
            try Picker("Size", selection: .constant(7)) {
                Text("Small").tag(1)
                Text("Large").tag(2)
            }
            .pickerStyle(.segmented)
            .renderASCII(width: 240, height: nil)
        }
        #expect(!picture.contains("["))
        #expect(warnings.messages.contains { $0.contains("matches none") })
    }

    // MARK: Goldens

    @Test func aSettingsForm() {
        let form = Form {
            Section("Network") {
                Toggle("Wi-Fi", isOn: .constant(true))
                Picker("Flavor", selection: .constant(Flavor.vanilla)) {
                    ForEach(Flavor.allCases, id: \.self) { Text($0.rawValue.capitalized) }
                }
            }
            Section {
                Stepper("Guests: 2", value: .constant(2), in: 1...8)
                Picker("Size", selection: .constant(2)) {
                    Text("Small").tag(1)
                    Text("Large").tag(2)
                }
                .pickerStyle(.segmented)
            } header: {
                Text("Booking")
            } footer: {
                Text("Up to eight guests.")
            }
        }
        assertSnapshot(of: form, as: .ascii(width: 390, height: 500))
        assertSnapshot(of: form, as: .svg(width: 390, height: 500))
    }
}

extension Node {
    /// Every text in the tree, in order.
    fileprivate var texts: [TextNode] {
        var result: [TextNode] = []
        if let text = kind.as(TextNode.self) { result.append(text) }
        for child in children { result += child.texts }
        return result
    }
}
