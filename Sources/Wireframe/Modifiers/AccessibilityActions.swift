/// The kind of an accessibility action, as SwiftUI's `AccessibilityActionKind`.
///
/// ```swift
/// .accessibilityAction(.escape) { dismiss() }
/// ```
public struct AccessibilityActionKind: Hashable, Sendable {
    private let name: String
    /// The element's default action, as a double tap.
    public static let `default` = AccessibilityActionKind(name: "default")
    /// The two-finger scrub that dismisses.
    public static let escape = AccessibilityActionKind(name: "escape")
    /// The two-finger double tap.
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
}

/// Which way an adjustable element moves, as SwiftUI's `AccessibilityAdjustmentDirection`.
///
/// ```swift
/// .accessibilityAdjustableAction { direction in value += direction == .increment ? 1 : -1 }
/// ```
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    /// Up.
    case increment
    /// Down.
    case decrement
}

/// The level of a heading, as SwiftUI's `AccessibilityHeadingLevel`.
///
/// ```swift
/// Text("Settings").accessibilityHeading(.h1)
/// ```
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
    /// A heading of no particular level.
    case unspecified
    /// Level 1.
    case h1
    /// Level 2.
    case h2
    /// Level 3.
    case h3
    /// Level 4.
    case h4
    /// Level 5.
    case h5
    /// Level 6.
    case h6
}

extension View {
    /// Adds an action an assistive technology can run. Nothing in a still picture runs it, and
    /// the accessibility tree lists labels, values, hints and traits, not actions: the view is
    /// drawn and read as it is.
    ///
    /// ```swift
    /// Row(item).accessibilityAction { open(item) }
    /// ```
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View {
        self
    }

    /// Adds a named action an assistive technology can run; accepted as
    /// ``View/accessibilityAction(_:_:)`` is.
    ///
    /// ```swift
    /// Row(item).accessibilityAction(named: "Delete") { delete(item) }
    /// ```
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View { self }

    /// Adds a named action an assistive technology can run; accepted as
    /// ``View/accessibilityAction(_:_:)`` is.
    ///
    /// ```swift
    /// Row(item).accessibilityAction(named: Text("Delete")) { delete(item) }
    /// ```
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { self }

    /// Makes the element adjustable, running `handler` when an assistive technology moves it up
    /// or down; nothing moves it in a still picture.
    ///
    /// ```swift
    /// Rating(value).accessibilityAdjustableAction { direction in value += direction == .increment ? 1 : -1 }
    /// ```
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View {
        self
    }

    /// Gives a heading its level. The accessibility tree does not list heading levels yet; use
    /// `accessibilityAddTraits(.isHeader)` for the trait it reads.
    ///
    /// ```swift
    /// Text("Settings").accessibilityHeading(.h1)
    /// ```
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { self }

    /// Gives Voice Control other names for the element; nothing listens in a still picture.
    ///
    /// ```swift
    /// Button("Compose") { compose() }.accessibilityInputLabels(["Compose", "New message"])
    /// ```
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { self }

    /// Gives Voice Control other names for the element, as keys; accepted as the form taking
    /// strings is.
    ///
    /// ```swift
    /// Button("Compose") { compose() }.accessibilityInputLabels(["Compose", "New \(kind)"])
    /// ```
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View { self }

    /// Gives Voice Control other names for the element; accepted as
    /// the form taking strings is.
    ///
    /// ```swift
    /// Button("Compose") { compose() }.accessibilityInputLabels([Text("Compose")])
    /// ```
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }

    /// Shows the view in the large content viewer when it is pressed and held at the largest
    /// text sizes; nothing presses and holds in a still picture.
    ///
    /// ```swift
    /// TabIcon().accessibilityShowsLargeContentViewer()
    /// ```
    public func accessibilityShowsLargeContentViewer() -> some View { self }

    /// Keeps the view's colours when Smart Invert inverts the display's; the renderers never
    /// invert, so the view is drawn as it is.
    ///
    /// ```swift
    /// Image("photo").accessibilityIgnoresInvertColors()
    /// ```
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { self }
}
