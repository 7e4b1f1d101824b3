import Testing
import WireframeSnapshotSupport

@testable import Wireframe

@MainActor
@Suite struct LinkTests {
    @Test func aTapHandsTheURLToOpenURL() async throws {
        let url = try #require(URL(string: "https://example.com/privacy"))
        var opened: [URL] = []
        let host = ScreenHost(screen: Screen(width: 240, height: 80)) {
            Link("개인정보 처리방침", destination: url)
                .environment(
                    \.openURL,
                    OpenURLAction {
                        opened.append($0)
                        return .handled
                    })
        }
        try await host.tap("개인정보 처리방침")
        #expect(opened == [url])
    }

    @Test func itIsDrawnAsAButtonInTheAccentColourAndReadAsALink() throws {
        let url = try #require(URL(string: "https://example.com"))
        let svg = try Link("Site", destination: url).renderSVG(width: 120, height: nil)
        #expect(svg.contains(##"fill="#007AFF" xml:space="preserve">Site</text>"##))
        let elements = try Link("Site", destination: url).accessibilityTree(on: Screen(width: 120, height: nil)).elements
        #expect(elements.first?.traits.contains(.isLink) == true)
    }
}

@MainActor
@Suite struct ColorSpaceAndTintTests {
    @Test func linearComponentsAreConvertedToSRGB() {
        #expect(Color(.sRGB, red: 0.5, green: 0.5, blue: 0.5) == Color(red: 0.5, green: 0.5, blue: 0.5))
        let linear = Color(.sRGBLinear, white: 0.5)
        #expect(abs(linear.red - 0.7354) < 0.001)
        #expect(Color(.displayP3, red: 1, green: 0, blue: 0) == Color(red: 1, green: 0, blue: 0))
    }

    @Test func aSwitchStylesTintColoursTheTrackWhenOn() throws {
        let svg = try Toggle("알람", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .orange)).renderSVG(width: 240, height: nil)
        #expect(svg.contains(##"fill="#FF9500""##))
        let plain = try Toggle("알람", isOn: .constant(true)).renderSVG(width: 240, height: nil)
        #expect(plain.contains(##"fill="#34C759""##) && !plain.contains(##"fill="#FF9500""##))
    }
}
