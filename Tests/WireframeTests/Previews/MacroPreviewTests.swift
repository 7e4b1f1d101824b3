import Testing

@testable import Wireframe

private struct Badge: View {
    let count: Int
    var body: some View {
        Text("\(count)").padding(8).background(Color.red).cornerRadius(12)
    }
}

#Preview("Badge, one digit", traits: .sizeThatFitsLayout) {
    Badge(count: 7)
}

#Preview {
    Badge(count: 42)
}

#Preview(traits: .fixedLayout(width: 120, height: 48)) {
    let count = 128
    Badge(count: count)
}

@MainActor
@Suite struct MacroPreviewTests {
    @Test func theModulesPreviewsAreFoundInSourceOrderAndNamed() {
        let previews = MacroPreviews.all(inModule: "WireframeTests").filter {
            $0.name.contains("Badge") || $0.name.hasPrefix("MacroPreviewTests")
        }
        #expect(previews.map(\.name) == ["Badge, one digit", "MacroPreviewTests", "MacroPreviewTests 2"])
        #expect(previews.map(\.layout) == [.sizeThatFits, .device, .fixed(width: 120, height: 48)])
    }

    @Test func aPreviewRendersItsView() throws {
        let preview = try #require(MacroPreviews.all(inModule: "WireframeTests").first { $0.name == "Badge, one digit" })
        #expect(
            try preview.render(as: .ascii) == """
                ╭─╮
                │7│
                ╰─╯

                """)
    }

    @Test func anotherModuleHasNone() {
        #expect(MacroPreviews.all(inModule: "NoSuchModule").isEmpty)
    }
}
