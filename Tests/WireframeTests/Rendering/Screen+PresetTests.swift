import Testing
import Wireframe

@MainActor
@Suite struct ScreenPresetTests {
    @Test func presetNamesIgnoreCaseSpacesAndHyphens() {
        #expect(Screen.preset(named: "iPhone 13") == .iPhone13)
        #expect(Screen.preset(named: "iphone-se") == .iPhoneSE)
        #expect(Screen.preset(named: "IPHONE15PROMAX") == .iPhone15ProMax)
    }

    @Test func xcodesNamesForTheSameScreensNameThePresets() {
        #expect(Screen.preset(named: "iPhone 14") == .iPhone13)
        #expect(Screen.preset(named: "iPhone 16") == .iPhone15)
        #expect(Screen.preset(named: "iPhone SE (3rd generation)") == .iPhoneSE)
    }

    @Test func anUnknownDeviceHasNoPreset() {
        #expect(Screen.preset(named: "pixel") == nil)
        #expect(Screen.preset(named: "") == nil)
    }

    @Test func presetNamesListEveryPreset() {
        #expect(Screen.presetNames == ["iphone15", "iphone15promax", "iphone13", "iphonese"])
    }
}
