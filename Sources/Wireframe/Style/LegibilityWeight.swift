import Foundation

/// The weight of text the Bold Text accessibility setting asks for, as SwiftUI's
/// `LegibilityWeight`.
///
/// ```swift
/// SettingsView().environment(\.legibilityWeight, .bold)
/// ```
public enum LegibilityWeight: Hashable, Sendable {
    /// Text at its own weight: Bold Text is off.
    case regular
    /// Heavier text: Bold Text is on.
    case bold
}

extension EnvironmentValues {
    /// The weight the Bold Text setting asks text to be drawn at; `.regular`, the setting's
    /// default, unless a view sets another (setting `nil` sets `.regular`).
    ///
    /// Set to `.bold`, the texts it reaches are drawn bold, as iOS draws them heavier with Bold
    /// Text on.
    ///
    /// ```swift
    /// @Environment(\.legibilityWeight) var weight
    /// var body: some View { Divider().frame(height: weight == .bold ? 2 : 1) }
    /// ```
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue ?? .regular }
    }
}

private struct LegibilityWeightKey: EnvironmentKey {
    static let defaultValue = LegibilityWeight.regular
}
