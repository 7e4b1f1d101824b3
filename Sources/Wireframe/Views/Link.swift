import Foundation

/// A control that opens a URL, as SwiftUI's `Link`: drawn as a button with its label in the
/// accent colour; a tap hands the URL to the environment's `openURL` action.
///
/// ```swift
/// Link("Privacy policy", destination: URL(string: "https://example.com/privacy")!)
/// Link(destination: settingsURL) { Label("Settings", systemImage: "gear") }
/// ```
public struct Link<Label: View>: View {
    private let destination: URL
    private let label: Label
    @Environment(\.openURL) private var openURL

    /// A link whose label `label` builds.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        Button {
            openURL(destination)
        } label: {
            label
        }
        .accessibilityAddTraits(.isLink)
    }
}

extension Link where Label == Text {
    /// A link titled `title`.
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }
}
