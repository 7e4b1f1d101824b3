import Wireframe

extension Screen {
    /// The device preset called `name`, ignoring case, spaces, hyphens and underscores, so
    /// `"iPhone 13"`, `"iphone-13"` and `"iphone13"` all name ``Screen/iPhone13``.
    ///
    /// ```swift
    /// Screen.preset(named: "iPhone SE")   // .iPhoneSE
    /// Screen.preset(named: "pixel")       // nil
    /// ```
    package static func preset(named name: String) -> Screen? {
        let key = presetKey(name)
        return presets.first { $0.name.map(presetKey) == key }
    }

    /// The names ``preset(named:)`` accepts, as the presets spell them.
    package static var presetNames: [String] {
        presets.compactMap(\.name)
    }

    private static func presetKey(_ name: String) -> String {
        String(name.lowercased().filter { !" -_".contains($0) })
    }
}
