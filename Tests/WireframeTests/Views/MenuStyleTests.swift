import Foundation
import Testing
import WireframeTesting

@testable import Wireframe

private struct AddMenu: View {
    @State private var added = 0

    var body: some View {
        VStack {
            Text("added \(added)")
            Menu("Add") {
                Button("Folder") {}
            } primaryAction: {
                added += 1
            }
        }
    }
}

@MainActor @Suite struct MenuStyleTests {
    private let screen = Screen(width: 240, height: 48)

    @Test func aTapRunsThePrimaryActionAndOpensNoMenu() async throws {
        let host = ScreenHost(screen: Screen(width: 320, height: 320)) { AddMenu() }
        try await host.tap("Add")
        let picture = try host.ascii()
        #expect(picture.contains("added 1"))
        #expect(!picture.contains("Folder"))
    }

    @Test func aMenuWithAPrimaryActionIsDrawnAsAMenu() throws {
        let plain = try Menu("Add") { Button("Folder") {} }.renderASCII(on: screen)
        #expect(
            try Menu("Add") {
                Button("Folder") {}
            } primaryAction: {
            }.renderASCII(on: screen) == plain)
        let labelled = try Menu {
            Button("Folder") {}
        } label: {
            Text("Add")
        } primaryAction: {
        }.renderASCII(on: screen)
        #expect(labelled == plain)
    }

    @Test func theButtonMenuStyleDrawsTheButtonStyleAndBorderlessDrawsNoBorder() throws {
        let bordered = try Menu("Sort") { Button("Name") {} }.menuStyle(.button).buttonStyle(.borderedProminent).renderSVG(on: screen)
        #expect(bordered.contains(#"rx="6""#))
        let automatic = try Menu("Sort") { Button("Name") {} }.menuStyle(.automatic).buttonStyle(.borderedProminent).renderSVG(on: screen)
        #expect(automatic == bordered)
        let borderless = try Menu("Sort") { Button("Name") {} }.menuStyle(.borderlessButton).buttonStyle(.borderedProminent)
            .renderSVG(on: screen)
        #expect(!borderless.contains("<rect x") && borderless.contains(">Sort</text>"))
    }

    @Test func aCapsuleBorderShapeRoundsTheBorderedButtonsOutline() throws {
        let svg = try Button("Follow") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule).renderSVG(on: screen)
        let rect = try #require(svg.split(separator: "\n").first { $0.contains("<rect x") && $0.contains("#007AFF") })
        let heightMatch = try #require(rect.firstMatch(of: /height="([0-9.]+)"/))
        let radiusMatch = try #require(rect.firstMatch(of: /rx="([0-9.]+)"/))
        let height = try #require(Double(heightMatch.output.1))
        let radius = try #require(Double(radiusMatch.output.1))
        #expect(radius == height / 2)
    }

    @Test func borderShapesChangeTheOutlineAndAutomaticIsTheDefault() throws {
        func svg(_ shape: ButtonBorderShape) throws -> String {
            try Button("Save") {}.buttonStyle(.bordered).buttonBorderShape(shape).renderSVG(on: screen)
        }
        let plain = try Button("Save") {}.buttonStyle(.bordered).renderSVG(on: screen)
        #expect(try svg(.automatic) == plain)
        #expect(try svg(.roundedRectangle) == plain)
        #expect(try svg(.roundedRectangle(radius: 12)).contains(#"rx="12""#))
        #expect(try svg(.circle).contains("<circle"))
        #expect(try Button("Save") {}.buttonBorderShape(.capsule).renderSVG(on: screen) == Button("Save") {}.renderSVG(on: screen))
    }

    @Test func everyFormStyleIsDrawnGroupedOnAPhone() throws {
        let form = Form { Toggle("Wi-Fi", isOn: .constant(true)) }
        let screen = Screen(width: 320, height: 120)
        let grouped = try form.renderASCII(on: screen)
        #expect(try form.formStyle(.grouped).renderASCII(on: screen) == grouped)
        #expect(try form.formStyle(.automatic).renderASCII(on: screen) == grouped)
        #expect(try form.formStyle(.columns).renderSVG(on: screen) == form.renderSVG(on: screen))
    }

    @Test func aFormStyleOfYourOwnDrawsTheContent() throws {
        struct Plain: FormStyle {
            func makeBody(configuration: Configuration) -> some View { VStack { configuration.content } }
        }
        let screen = Screen(width: 160, height: 48)
        let picture = try Form { Text("only row") }.formStyle(Plain()).renderASCII(on: screen)
        #expect(picture.contains("only row"))
        #expect(picture != (try Form { Text("only row") }.renderASCII(on: screen)))
    }
}
