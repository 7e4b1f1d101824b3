/// Whether a scroll view shows its indicators, as SwiftUI's `ScrollIndicatorVisibility`.
///
/// ```swift
/// ScrollView { content }.scrollIndicators(.hidden)
/// ```
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    private let name: String
    /// As the platform chooses.
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    /// Shown.
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    /// Hidden, but shown while scrolling on some platforms.
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(name: "never")
}

/// Whether a scroll view bounces at its ends, as SwiftUI's `ScrollBounceBehavior`.
///
/// ```swift
/// ScrollView { content }.scrollBounceBehavior(.basedOnSize)
/// ```
public struct ScrollBounceBehavior: Hashable, Sendable {
    private let name: String
    /// As the platform chooses.
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    /// Always bounces.
    public static let always = ScrollBounceBehavior(name: "always")
    /// Bounces only when the content is larger than the scroll view.
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

/// Where a scroll view comes to rest after a flick, as SwiftUI's `ScrollTargetBehavior`.
///
/// ```swift
/// ScrollView(.horizontal) { LazyHStack { cards }.scrollTargetLayout() }.scrollTargetBehavior(.paging)
/// ```
public protocol ScrollTargetBehavior {}

/// Comes to rest a whole page at a time, as SwiftUI's `PagingScrollTargetBehavior`.
///
/// ```swift
/// .scrollTargetBehavior(.paging)
/// ```
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// Creates the paging behaviour.
    public init() {}
}

/// Comes to rest aligned with a view of the scroll target layout, as SwiftUI's
/// `ViewAlignedScrollTargetBehavior`.
///
/// ```swift
/// .scrollTargetBehavior(.viewAligned)
/// ```
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// Creates the view-aligned behaviour.
    public init() {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// A page at a time.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Aligned with a view of the scroll target layout.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
}

extension View {
    /// Shows or hides the scroll indicators of the scroll views inside. Indicators are never
    /// drawn, so the view is drawn as it is.
    ///
    /// ```swift
    /// ScrollView { content }.scrollIndicators(.hidden)
    /// ```
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        self
    }

    /// Stops the scroll views inside from scrolling. A still picture shows a scroll view at rest
    /// either way.
    ///
    /// ```swift
    /// ScrollView { content }.scrollDisabled(isEditing)
    /// ```
    public func scrollDisabled(_ disabled: Bool) -> some View { self }

    /// Chooses whether the scroll views inside bounce at their ends; nothing scrolls in a still
    /// picture.
    ///
    /// ```swift
    /// ScrollView { content }.scrollBounceBehavior(.basedOnSize)
    /// ```
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }

    /// Lets the content of the scroll views inside draw outside their bounds while scrolling;
    /// the renderers clip a scroll view to its frame either way.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { cards }.scrollClipDisabled()
    /// ```
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }

    /// Chooses where the scroll views inside come to rest after a flick; nothing flicks a still
    /// picture.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { cards }.scrollTargetBehavior(.viewAligned)
    /// ```
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }

    /// Makes the views of this layout the targets a view-aligned scroll view comes to rest on;
    /// the layout is drawn as it is.
    ///
    /// ```swift
    /// LazyHStack { cards }.scrollTargetLayout()
    /// ```
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }

    /// Binds the id of the view at the scroll view's edge. A rendered scroll view stays at its
    /// top, so the binding is neither read nor written.
    ///
    /// ```swift
    /// ScrollView { rows }.scrollPosition(id: $visibleRow)
    /// ```
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View { self }
}
