import Foundation

/// The navigation container of SwiftUI before `NavigationStack`, drawn and driven as a
/// ``NavigationStack`` without a path: links inside push their destinations.
///
/// ```swift
/// NavigationView {
///     List { NavigationLink("Settings") { SettingsView() } }
///         .navigationTitle("Home")
/// }
/// ```
public struct NavigationView<Content: View>: View {
    private let content: Content

    /// Creates a navigation view showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A navigation stack with the content as its root.
    public var body: some View {
        NavigationStack { content }
    }
}

/// How a ``NavigationView`` arranges its columns; on a phone, and here, always as a stack.
///
/// ```swift
/// NavigationView { … }.navigationViewStyle(.stack)
/// ```
public struct NavigationViewStyle: Sendable {
    /// One column, screens pushed on top of each other.
    public static let stack = NavigationViewStyle()
    /// The platform's choice: a stack on a phone.
    public static let automatic = NavigationViewStyle()

    /// The stack style, as `StackNavigationViewStyle()` and `DefaultNavigationViewStyle()` make it.
    public init() {}
}

/// The platform's style, under the name of SwiftUI's style type: a stack on a phone.
///
/// ```swift
/// NavigationView { … }.navigationViewStyle(DefaultNavigationViewStyle())
/// ```
public typealias DefaultNavigationViewStyle = NavigationViewStyle

/// The stack style, under the name of SwiftUI's style type.
///
/// ```swift
/// NavigationView { … }.navigationViewStyle(StackNavigationViewStyle())
/// ```
public typealias StackNavigationViewStyle = NavigationViewStyle

extension View {
    /// Sets how a navigation view arranges its columns; a phone has one, so this changes nothing.
    ///
    /// ```swift
    /// NavigationView { … }.navigationViewStyle(.stack)
    /// ```
    public func navigationViewStyle(_ style: NavigationViewStyle) -> some View {
        self
    }
}
