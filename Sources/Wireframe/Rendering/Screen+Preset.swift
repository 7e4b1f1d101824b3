extension Screen {
    /// The device preset called `name`, ignoring case, spaces, hyphens and underscores, so
    /// `"iPhone 13"`, `"iphone-13"` and `"iphone13"` all name ``Screen/iPhone13``.
    ///
    /// Xcode's names for devices with the same screen as a preset name that preset too
    /// (`"iPhone 14"`, `"iPhone 16"`, `"iPhone SE (3rd generation)"`), so a SwiftUI preview's
    /// `previewDevice` finds its screen.
    ///
    /// ```swift
    /// Screen.preset(named: "iPhone SE")   // .iPhoneSE
    /// Screen.preset(named: "pixel")       // nil
    /// ```
    package static func preset(named name: String) -> Screen? {
        let key = presetKey(name)
        if let preset = presets.first(where: { $0.name.map(presetKey) == key }) { return preset }
        return presetAliases.first { presetKey($0.name) == key }?.screen
    }

    /// The names ``preset(named:)`` accepts, as the presets spell them.
    package static var presetNames: [String] {
        presets.compactMap(\.name)
    }

    /// Devices whose screen (size and safe area) is a preset's.
    private static let presetAliases: [(name: String, screen: Screen)] = [
        ("iPhone 14", .iPhone13),
        ("iPhone 16", .iPhone15),
        ("iPhone SE (2nd generation)", .iPhoneSE),
        ("iPhone SE (3rd generation)", .iPhoneSE),
    ]

    private static func presetKey(_ name: String) -> String {
        String(name.lowercased().filter { !" -_".contains($0) })
    }
}
