import Foundation

extension View {
    /// Runs `action` when the view is tapped `count` times: the view takes the taps of its frame,
    /// as a button does, and a scripted screen taps it by its text: `try await host.tap("Row")`.
    /// Unlike a button it keeps its colours.
    ///
    /// ```swift
    /// MemoView(memo: memo).onTapGesture { store.send(.memoTapped(memo.id)) }
    /// ```
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        modifier(TapGestureModifier(action: action))
    }

    /// Adds a menu the user opens by pressing and holding the view; nothing presses and holds in
    /// a rendered picture, so the menu is never shown and the view is unchanged.
    ///
    /// ```swift
    /// Text(memo.title).contextMenu { Button("Delete", role: .destructive) { delete() } }
    /// ```
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }

    /// Adds a menu and a preview shown above it while the user presses and holds the view;
    /// neither is shown in a rendered picture, and the view is unchanged.
    ///
    /// ```swift
    /// PhotoThumbnail(photo).contextMenu { Button("Share") { share() } } preview: { PhotoView(photo) }
    /// ```
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View { self }

    /// Sets the order of the items of the menus inside; accepted without effect, as a closed menu
    /// is drawn as its label.
    ///
    /// ```swift
    /// Menu("Sort") { … }.menuOrder(.fixed)
    /// ```
    public func menuOrder(_ order: MenuOrder) -> some View { self }

    /// Adds buttons revealed by swiping the list row; nothing swipes in a rendered picture, so
    /// they are never shown (`onDelete(perform:)` rows are swiped with `swipeToDelete(row:)`).
    ///
    /// ```swift
    /// Text(memo.title).swipeActions { Button("Pin") { pin() } }
    /// ```
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T)
        -> some View
    { self }
}

/// A horizontal edge, as `swipeActions(edge:)` takes it.
///
/// ```swift
/// .swipeActions(edge: .leading) { … }
/// ```
public enum HorizontalEdge: Hashable, Sendable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing
}

/// Makes each content node take the taps of its frame, with the action.
private struct TapGestureModifier: ViewModifier, PrimitiveModifier {
    let action: @MainActor () -> Void

    func apply(to content: @MainActor (ResolveContext) throws -> [Node], in context: ResolveContext) throws -> [Node] {
        let nodes = try content(context)
        let button = ButtonNode(action: context.registerTap(action), isEnabled: context.environment.isEnabled, role: nil)
        return nodes.map { Node(.button(button), children: [$0]) }
    }
}

/// The order of a menu's items, as SwiftUI's `MenuOrder`.
///
/// ```swift
/// Menu("Sort") { … }.menuOrder(.priority)
/// ```
public struct MenuOrder: Hashable, Sendable {
    private let name: String

    /// The system's order: on iOS, the first item nearest the finger.
    public static let automatic = MenuOrder(name: "automatic")
    /// The first item nearest the finger.
    public static let priority = MenuOrder(name: "priority")
    /// Top to bottom, as written.
    public static let fixed = MenuOrder(name: "fixed")
}
