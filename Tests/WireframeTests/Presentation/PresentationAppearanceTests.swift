import Testing
import Wireframe
import WireframeTesting

@MainActor @Suite struct PresentationAppearanceTests {
    private let screen = Screen(width: 240, height: 320)

    private func sheet<Content: View>(@ViewBuilder _ content: @escaping () -> Content) -> some View {
        Button("Behind") {}.frame(maxHeight: .infinity, alignment: .top).sheet(isPresented: .constant(true), content: content)
    }

    @Test func aSheetsCornerRadiusAndBackgroundAreDrawn() throws {
        let plain = try sheet { Text("Card") }.renderSVG(on: screen)
        let styled = try sheet { Text("Card").presentationCornerRadius(24).presentationBackground(Color(red: 1, green: 0.8, blue: 0)) }
            .renderSVG(on: screen)
        #expect(plain.contains("rx=\"10\""))
        #expect(styled.contains("rx=\"24\""))
        #expect(styled.contains("#FFCC00"))
    }

    @Test func anEnabledBackgroundIsNotDimmedAndTakesTaps() async throws {
        var taps = 0
        let dimmed = ScreenHost(screen: screen) {
            Button("Behind") { taps += 1 }.frame(maxHeight: .infinity, alignment: .top)
                .sheet(isPresented: .constant(true)) { Text("Card").presentationDetents([.medium]) }
        }
        await #expect(throws: InteractionError.self) { try await dimmed.tap("Behind") }
        let open = ScreenHost(screen: screen) {
            Button("Behind") { taps += 1 }.frame(maxHeight: .infinity, alignment: .top)
                .sheet(isPresented: .constant(true)) {
                    Text("Card").presentationDetents([.medium, .large]).presentationBackgroundInteraction(.enabled(upThrough: .medium))
                }
        }
        try await open.tap("Behind")
        #expect(taps == 1)
    }

    @Test func backgroundInteractionUpThroughASmallerDetentStillDims() async throws {
        let host = ScreenHost(screen: screen) {
            Button("Behind") {}.frame(maxHeight: .infinity, alignment: .top)
                .sheet(isPresented: .constant(true)) {
                    Text("Card").presentationDetents([.medium]).presentationBackgroundInteraction(.enabled(upThrough: .fraction(0.25)))
                }
        }
        await #expect(throws: InteractionError.self) { try await host.tap("Behind") }
    }

    @Test func outsideASheetTheModifiersChangeNothing() throws {
        let plain = try Text("Card").renderASCII(on: screen)
        let modified = try Text("Card").presentationCornerRadius(30).presentationBackground(.red).renderASCII(on: screen)
        #expect(plain == modified)
    }
}
