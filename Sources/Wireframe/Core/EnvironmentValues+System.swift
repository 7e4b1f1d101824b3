import Foundation

extension EnvironmentValues {
    /// The appearance views are drawn in; `.light` unless a view sets `.dark`.
    ///
    /// Views read it to choose colours of their own; the renderers draw the system's colours in
    /// their light appearance either way.
    ///
    /// ```swift
    /// @Environment(\.colorScheme) var colorScheme
    /// var body: some View { Text("Hi").foregroundStyle(colorScheme == .dark ? .white : .black) }
    /// ```
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// The text size the user chose; `.large`, the system's default, unless a view sets another.
    ///
    /// Views read it to adapt their layout; the renderers draw fonts at their nominal sizes.
    ///
    /// ```swift
    /// @Environment(\.dynamicTypeSize) var size
    /// var body: some View { if size.isAccessibilitySize { VStack { icon; title } } else { HStack { icon; title } } }
    /// ```
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The direction of the user's language; `.leftToRight` unless a view sets another.
    ///
    /// Set to `.rightToLeft`, the views it reaches are laid out as SwiftUI lays out Arabic or
    /// Hebrew: mirrored, so that a stack starts on the right, leading padding and alignment are on
    /// the right and lines of text end on the left, while each text reads in its own order.
    ///
    /// ```swift
    /// @Environment(\.layoutDirection) var direction
    /// SettingsView().environment(\.layoutDirection, .rightToLeft)
    /// ```
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// Whether the view is inside a `searchable` view whose search is under way.
    ///
    /// Without a keyboard there is no focus to give the field, so a search is under way while
    /// its text is not empty.
    ///
    /// ```swift
    /// @Environment(\.isSearching) var isSearching
    /// var body: some View { if isSearching { ResultsView() } else { RecentView() } }
    /// ```
    public internal(set) var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// Dismisses the presentation the view is in: the sheet or cover it is shown in, or the
    /// screen a navigation stack pushed. Outside any presentation, calling it does nothing.
    ///
    /// ```swift
    /// @Environment(\.dismiss) var dismiss
    /// var body: some View { Button("Done") { dismiss() } }
    /// ```
    public internal(set) var dismiss: DismissAction {
        get { self[DismissActionKey.self] }
        set { self[DismissActionKey.self] = newValue }
    }
}

/// Light or dark appearance.
///
/// ```swift
/// PreviewCard().environment(\.colorScheme, .dark)
/// ```
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
}

/// The sizes of text a user can choose, smallest first, as in SwiftUI.
///
/// ```swift
/// DynamicTypeSize.accessibility1.isAccessibilitySize   // true
/// DynamicTypeSize.large < .xLarge                      // true
/// ```
public enum DynamicTypeSize: Hashable, Comparable, Sendable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// The direction text and layouts run in.
///
/// ```swift
/// View().environment(\.layoutDirection, .rightToLeft)
/// ```
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    /// Left to right, as in English, Korean and Japanese.
    case leftToRight
    /// Right to left, as in Arabic and Hebrew.
    case rightToLeft
}

/// The action `@Environment(\.dismiss)` gives a view: call it to close what presents the view.
///
/// ```swift
/// @Environment(\.dismiss) var dismiss
/// Button("Close") { dismiss() }
/// ```
public struct DismissAction: Sendable {
    let action: @MainActor @Sendable () -> Void

    init(_ action: @escaping @MainActor @Sendable () -> Void) {
        self.action = action
    }

    /// Dismisses the presentation.
    @MainActor
    public func callAsFunction() {
        action()
    }
}

extension View {
    /// Sets the text size for the view and the views inside it, which read it with
    /// `@Environment(\.dynamicTypeSize)`.
    ///
    /// ```swift
    /// SettingsView().dynamicTypeSize(.accessibility2)
    /// ```
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }
}

private struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue = ColorScheme.light
}

private struct DynamicTypeSizeKey: EnvironmentKey {
    static let defaultValue = DynamicTypeSize.large
}

private struct LayoutDirectionKey: EnvironmentKey {
    static let defaultValue = LayoutDirection.leftToRight
}

private struct IsSearchingKey: EnvironmentKey {
    static let defaultValue = false
}

private struct DismissActionKey: EnvironmentKey {
    static let defaultValue = DismissAction {}
}

/// Whether the app is in front, as `@Environment(\.scenePhase)` reads it; always ``active``
/// here, as a rendered screen is the one in front.
///
/// ```swift
/// .onChange(of: scenePhase) { _, phase in if phase == .background { save() } }
/// ```
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// In the background, not shown.
    case background
    /// Shown but not taking input, as behind the app switcher.
    case inactive
    /// In front, taking input.
    case active
}

extension EnvironmentValues {
    /// Whether the app is in front: ``ScenePhase/active``, unless a view sets another with
    /// `environment(\.scenePhase, …)`.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}

private struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue = ScenePhase.active
}
