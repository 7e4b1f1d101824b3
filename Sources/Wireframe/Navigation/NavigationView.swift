import Foundation

/// The navigation container of SwiftUI before `NavigationStack`, drawn and driven as a
/// ``NavigationStack`` without a path: links inside push their destinations.
///
/// Given several views (a sidebar, then a detail placeholder), it shows the first, as an
/// iPhone's compact width collapses the columns into a stack whose root is the first column;
/// the others show on a larger screen only.
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

    /// A navigation stack with the content, or its first column, as its root.
    public var body: some View {
        NavigationStack { (content as? any ViewSequence)?.firstView ?? AnyView(content) }
    }
}

/// Views a builder made side by side, of which a compact layout may show only the first.
@MainActor
protocol ViewSequence {
    /// The first of the views.
    var firstView: AnyView { get }
}

extension TupleView: ViewSequence {
    var firstView: AnyView {
        for view in repeat each value {
            return AnyView(view)
        }
        return AnyView(EmptyView())
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
