import Foundation

extension EnvironmentValues {
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

    /// The size's place among the sizes, from 0 for `.xSmall`.
    var index: Int { Self.allCases.firstIndex(of: self) ?? 3 }
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

extension EnvironmentValues {
    /// `font` as text is drawn in this environment: scaled to the text size when it follows a
    /// text style, and fixed-width inside `monospaced()`.
    func drawnFont(_ font: Font) -> Font {
        let resolved = font.resolved(at: dynamicTypeSize)
        let isFixedWidth = isMonospaced || (font.design == nil && fontDesign == .monospaced)
        return isFixedWidth ? resolved.monospaced() : resolved
    }
}

extension View {
    /// Sets the text size for the view and the views inside it: fonts of a text style are drawn
    /// at its size, and views read it with `@Environment(\.dynamicTypeSize)`.
    ///
    /// ```swift
    /// SettingsView().dynamicTypeSize(.accessibility2)
    /// ```
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Keeps the text size for the view and the views inside it within `range`: a size outside
    /// it is drawn as the nearest size inside, as a layout that cannot grow further limits it.
    ///
    /// ```swift
    /// TabBarLabel().dynamicTypeSize(...DynamicTypeSize.xxLarge)
    /// Caption().dynamicTypeSize(.large ... .accessibility2)
    /// ```
    public func dynamicTypeSize<Range: RangeExpression>(_ range: Range) -> some View where Range.Bound == DynamicTypeSize {
        modifier(EnvironmentModifier { $0.dynamicTypeSize = $0.dynamicTypeSize.clamped(to: range) })
    }
}

extension DynamicTypeSize {
    /// The size itself when `range` holds it, or else the size in `range` nearest to it.
    func clamped<Range: RangeExpression>(to range: Range) -> DynamicTypeSize where Range.Bound == DynamicTypeSize {
        let inside = Self.allCases.filter { range.contains($0) }
        guard !inside.contains(self), let first = inside.first, let last = inside.last else { return self }
        return self < first ? first : last
    }
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

/// The text sizes under their older SwiftUI name, which `\.sizeCategory` reads and sets; each is
/// one of ``DynamicTypeSize``.
///
/// ```swift
/// MemoRow().environment(\.sizeCategory, .accessibilityExtraLarge)
/// ```
public enum ContentSizeCategory: Hashable, Sendable, CaseIterable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// Whether the category is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }
}

extension ContentSizeCategory: Comparable {
    /// Whether `lhs` is the smaller size.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}

extension EnvironmentValues {
    /// The text size under its older name: the same setting as ``dynamicTypeSize``.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory.allCases[dynamicTypeSize.index] }
        set { dynamicTypeSize = DynamicTypeSize.allCases[ContentSizeCategory.allCases.firstIndex(of: newValue) ?? 3] }
    }
}
