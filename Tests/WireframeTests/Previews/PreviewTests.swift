import Testing

@testable import Wireframe

/// How a `PreviewProvider`'s `previews` are read: which views are previews, and what the preview
/// modifiers say about each.
@MainActor
@Suite struct PreviewTests {
    @Test func everyStatementOfPreviewsIsAPreview() {
        #expect(Preview.all(of: StatementPreviews.self).map(\.name) == ["One", "Two"])
    }

    @Test func aGroupAndAForEachAreAPreviewPerView() {
        #expect(Preview.all(of: GroupPreviews.self).map(\.name) == ["a", "b", "Row 1", "Row 2"])
    }

    @Test func aModifierOnAGroupAppliesToEachPreviewAndTheNearestModifierWins() {
        let previews = Preview.all(of: GroupPreviews.self)
        #expect(previews.map(\.layout) == [.sizeThatFits, .sizeThatFits, .fixed(width: 100, height: 40), .sizeThatFits])
        #expect(previews.map(\.device) == ["iPhone SE", "iPhone SE", "iPhone SE", "iPhone SE"])
    }

    @Test func anOtherModifierOnAGroupMakesItOnePreview() {
        #expect(Preview.all(of: PaddedGroupPreviews.self).count == 1)
    }

    @Test func unnamedPreviewsAreNamedAfterTheirProviderAndNumberedWhenSeveral() {
        #expect(Preview.all(of: Unnamed_Previews.self).map(\.name) == ["Unnamed 1", "Unnamed 2"])
        #expect(Preview.baseName(of: StatementPreviews.self) == "Statement")
    }

    @Test func previewModifiersDrawNothing() throws {
        let plain = Text("메모").padding(16)
        let marked = plain.previewDisplayName("Memo").previewLayout(.sizeThatFits).previewDevice("iPhone 13")
        #expect(try marked.renderASCII(on: .iPhone13) == plain.renderASCII(on: .iPhone13))
        #expect(try marked.renderSVG(on: .iPhone13) == plain.renderSVG(on: .iPhone13))
        #expect(try marked.node() == plain.node())
    }

    @Test func theDeviceLayoutDrawsOnTheDevicesScreen() throws {
        let preview = try #require(Preview.all(of: StatementPreviews.self).last)
        #expect(try preview.screen() == .iPhoneSE)
        #expect(try preview.render(as: .ascii) == Text("Two").renderASCII(on: .iPhoneSE))
    }

    @Test func aLandscapePreviewIsDrawnOnTheScreenTurned() throws {
        let previews = Preview.all(of: LandscapePreviews.self)
        let left = try previews[0].screen()
        #expect(left.width == 844 && left.height == 390)
        #expect(left.safeAreaInsets == EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47))
        let right = try previews[1].screen()
        #expect(right.width == 667 && right.height == 375 && right.safeAreaInsets == EdgeInsets())
        #expect(try previews[2].screen() == .iPhone13)
    }

    @Test func anUnknownDeviceIsARenderError() throws {
        let preview = try #require(Preview.all(of: UnknownDevicePreviews.self).first)
        #expect(throws: RenderError.self) { try preview.render(as: .svg) }
        do {
            _ = try preview.render(as: .ascii)
        } catch let error as RenderError {
            #expect(error.message.hasPrefix("the screen of the preview device 'Pixel 8' is not known"))
        } catch {
            Issue.record(error)
        }
    }
}

private struct LandscapePreviews: PreviewProvider {
    static var previews: some View {
        Text("Left").previewInterfaceOrientation(.landscapeLeft)
        Text("Right").previewInterfaceOrientation(.landscapeRight).previewDevice("iPhone SE (3rd generation)")
        Text("Upright").previewInterfaceOrientation(.portrait)
    }
}

private struct StatementPreviews: PreviewProvider {
    static var previews: some View {
        Text("One").previewDisplayName("One")
        Text("Two").previewDisplayName("Two").previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)"))
    }
}

private struct GroupPreviews: PreviewProvider {
    static var previews: some View {
        Group {
            Text("a").previewDisplayName("a")
            Text("b").previewDisplayName("b")
            ForEach([1, 2], id: \.self) { number in
                Text("\(number)")
                    .previewDisplayName("Row \(number)")
                    .previewLayout(number == 1 ? .fixed(width: 100, height: 40) : .sizeThatFits)
            }
        }
        .previewLayout(.sizeThatFits)
        .previewDevice("iPhone SE")
    }
}

private struct PaddedGroupPreviews: PreviewProvider {
    static var previews: some View {
        Group {
            Text("a")
            Text("b")
        }
        .padding()
    }
}

private struct Unnamed_Previews: PreviewProvider {
    static var previews: some View {
        Text("a")
        Text("b")
    }
}

private struct UnknownDevicePreviews: PreviewProvider {
    static var previews: some View {
        Text("a").previewDevice("Pixel 8")
    }
}
