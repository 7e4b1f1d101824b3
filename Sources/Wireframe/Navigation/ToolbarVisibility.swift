import Foundation

/// A bar a toolbar modifier applies to, as SwiftUI's `ToolbarPlacement`.
///
/// Only the navigation bar is drawn by these modifiers here: a `TabView`'s tab bar and the bottom
/// bar keep their look, and the modifiers accept them without effect.
///
/// ```swift
/// .toolbar(.hidden, for: .navigationBar)
/// ```
public struct ToolbarPlacement: Hashable, Sendable {
    private let name: String

    /// The bars the platform chooses: the navigation bar on iPhone.
    public static let automatic = ToolbarPlacement(name: "automatic")
    /// The navigation bar at the top of a navigation stack's screen.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The tab bar of a `TabView`.
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    /// The bar at the bottom of the screen.
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")

    /// Whether a modifier for these bars reaches the navigation bar.
    static func reachNavigationBar(_ bars: [ToolbarPlacement]) -> Bool {
        bars.isEmpty || bars.contains(.automatic) || bars.contains(.navigationBar)
    }
}

/// What a toolbar is for, as SwiftUI's `ToolbarRole`; on iPhone every role lays the navigation
/// bar out the same way, so it is accepted without effect.
///
/// ```swift
/// EditorView().toolbarRole(.editor)
/// ```
public struct ToolbarRole: Hashable, Sendable {
    private let name: String

    /// The platform's choice.
    public static let automatic = ToolbarRole(name: "automatic")
    /// A navigation stack's bar.
    public static let navigationStack = ToolbarRole(name: "navigationStack")
    /// A browser's bar.
    public static let browser = ToolbarRole(name: "browser")
    /// An editor's bar: on iPad the title moves to the leading edge; on iPhone nothing changes.
    public static let editor = ToolbarRole(name: "editor")
}

extension View {
    /// Shows or hides the navigation bar of the screen this view is on, as in SwiftUI: a hidden
    /// bar takes no room, and the screen's content starts at the top of the safe area.
    ///
    /// ```swift
    /// PlayerView().toolbar(.hidden, for: .navigationBar)
    /// ```
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let reaches = ToolbarPlacement.reachNavigationBar(bars)
        return modifier(NavigationBarModifier { bar, _ in if reaches { bar.visibility = visibility } })
    }

    /// Hides the navigation bar while `hidden` is `true`, as SwiftUI's deprecated modifier.
    ///
    /// ```swift
    /// SplashView().navigationBarHidden(true)
    /// ```
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(NavigationBarModifier { bar, _ in bar.visibility = hidden ? .hidden : .automatic })
    }

    /// Fills the navigation bar behind its items with `style`, as in SwiftUI (which also makes the
    /// bar's background visible).
    ///
    /// ```swift
    /// List { … }.toolbarBackground(Color.indigo, for: .navigationBar)
    /// ```
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        let reaches = ToolbarPlacement.reachNavigationBar(bars)
        return modifier(
            NavigationBarModifier { bar, _ in
                guard reaches else { return }
                bar.background = { AnyView(Rectangle().fill(style)) }
                if bar.backgroundVisibility == .automatic { bar.backgroundVisibility = .visible }
            })
    }

    /// Shows or hides the navigation bar's background: `.visible` draws the system bar colour (or
    /// the style `toolbarBackground(_:for:)` gave), `.hidden` and `.automatic` leave the bar
    /// clear, as iOS does while the content is scrolled to the top.
    ///
    /// ```swift
    /// List { … }.toolbarBackground(.visible, for: .navigationBar)
    /// ```
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let reaches = ToolbarPlacement.reachNavigationBar(bars)
        return modifier(NavigationBarModifier { bar, _ in if reaches { bar.backgroundVisibility = visibility } })
    }

    /// Sets the colour scheme of the navigation bar's items and title, as in SwiftUI: `.dark`
    /// draws them light, for a dark bar background.
    ///
    /// ```swift
    /// List { … }.toolbarBackground(Color.indigo, for: .navigationBar).toolbarColorScheme(.dark, for: .navigationBar)
    /// ```
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        let reaches = ToolbarPlacement.reachNavigationBar(bars)
        return modifier(NavigationBarModifier { bar, _ in if reaches { bar.colorScheme = colorScheme } })
    }

    /// Sets what the toolbar is for; accepted without effect, as iPhone lays every role out alike.
    ///
    /// ```swift
    /// EditorView().toolbarRole(.editor)
    /// ```
    public func toolbarRole(_ role: ToolbarRole) -> some View {
        self
    }

    /// Adds a menu to the navigation title; accepted without effect: the menu opens only on a tap,
    /// and the title is drawn as before.
    ///
    /// ```swift
    /// DocumentView().toolbarTitleMenu { Button("Rename") { rename() } }
    /// ```
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
        self
    }
}
