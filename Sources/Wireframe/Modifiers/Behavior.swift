import Foundation

extension View {
    /// Gives the view an explicit identity, shown in dumps and usable to find it in tests.
    ///
    /// ```swift
    /// Text("Saved").id("toast")
    /// ```
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(IdentityModifier(id: id))
    }

    /// Disables the controls inside the view: they look dimmed and ignore taps.
    ///
    /// ```swift
    /// Button("저장") { save() }.disabled(title.isEmpty)
    /// ```
    public func disabled(_ isDisabled: Bool) -> some View {
        modifier(
            EnvironmentModifier { environment in
                if isDisabled { environment.isEnabled = false }
            })
    }

    /// Runs `action` when the view appears; a scripted screen runs it after each render that shows it.
    ///
    /// ```swift
    /// MemosView(store: store).onAppear { store.send(.onAppear) }
    /// ```
    public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        modifier(AppearModifier(action: action ?? {}))
    }

    /// Extends the view into the screen's safe area on `edges`.
    ///
    /// ```swift
    /// Color.black.opacity(0.4).ignoresSafeArea(.all)
    /// ```
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(WrappingModifier(kind: .ignoresSafeArea(edges)))
    }
}

/// The kinds of safe area a view can extend into; the renderers have only the screen's.
///
/// ```swift
/// Color.white.ignoresSafeArea(.container)
/// ```
public struct SafeAreaRegions: OptionSet, Sendable {
    /// The regions as bits: 1 for the container, 2 for the keyboard.
    public let rawValue: Int
    /// Creates a set of regions from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The area kept clear of the screen's edges and bars.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The area the keyboard takes.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Both regions.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// Gives the content an explicit identity: state kept under it is kept while the id stays the same.
private struct IdentityModifier<ID: Hashable>: ViewModifier, PrimitiveModifier {
    let id: ID

    func apply(to content: @MainActor (ResolveContext) throws -> [Node], in context: ResolveContext) throws -> [Node] {
        let kind = Node.Kind.identified(String(describing: id))
        return try content(context.child(id: id)).map { Node(kind, children: [$0]) }
    }
}
