import Testing

@testable import Wireframe

@MainActor
@Suite struct PickerStyleTests {
    private func picture(_ style: some PickerStyle) throws -> String {
        try Picker("Size", selection: .constant(1)) {
            Text("Small").tag(1)
            Text("Large").tag(2)
        }
        .pickerStyle(style)
        .renderASCII(width: 240, height: nil)
    }

    private struct OwnStyle: PickerStyle {}

    @Test func aStyleTypeDrawsAsItsShorthand() throws {
        #expect(try picture(SegmentedPickerStyle()) == picture(.segmented))
        #expect(try picture(InlinePickerStyle()) == picture(.inline))
        #expect(try picture(MenuPickerStyle()) == picture(.menu))
        #expect(try picture(DefaultPickerStyle()) == picture(.automatic))
    }

    @Test func theStylesDrawnAnotherWayOnAnIPhone() throws {
        #expect(try picture(WheelPickerStyle()) == picture(.inline))
        #expect(try picture(NavigationLinkPickerStyle()) == picture(.menu))
        #expect(try picture(PalettePickerStyle()) == picture(.segmented))
    }

    @Test func theSegmentedStyleDrawsEveryOptionAndMarksTheChosenOne() throws {
        let segmented = try picture(SegmentedPickerStyle())
        #expect(segmented.contains("[Small]"))
        #expect(segmented.contains("Large"))
        #expect(segmented != (try picture(.menu)))
    }

    @Test func aStyleOfAProgramsOwnDrawsAsTheDefault() throws {
        #expect(try picture(OwnStyle()) == picture(.automatic))
    }
}
