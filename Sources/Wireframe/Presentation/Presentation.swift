import Foundation

extension ResolveContext {
    /// Presents `content` over the whole screen, in front of the root and of what was presented
    /// before; a presentation made while resolving `content` (an alert from a sheet) comes in
    /// front of it.
    ///
    /// Views inside are resolved with `dismiss` closing the presentation. Content that cannot be
    /// built (it reads an environment object nobody supplied) shows why in its place.
    func present<Content: View>(_ content: Content, dismiss: @escaping @MainActor @Sendable () -> Void) throws {
        var inner = self
        inner.environment.dismiss = DismissAction(dismiss)
        inner.environment.isPresented = true
        inner.environment.isInListRow = false
        inner.environment.leaveNavigationStack()
        inner.identity = identity.appending(slot: 1)
        var node: Node
        var preferences: PreferenceValues
        do {
            (node, preferences) = try inner.collectingPreferences { try inner.resolveSingle(content) }
        } catch let error as RenderError where error.reason != .nestingTooDeep {
            (node, preferences) = try inner.collectingPreferences {
                try inner.resolveSingle(errorInPlace(error).background(Color(.systemBackground)))
            }
        }
        // Drawn over the root, the presentation keeps the appearance of the view that presents it.
        let scheme = environment.colorScheme
        if scheme != session.rootColorScheme {
            node = Node(.colorScheme(scheme), children: [node])
        }
        // In front of what was presented before it, behind what it presents itself.
        let nested = preferences.value(of: PresentationsKey.self)
        preferences[PresentationsKey.self] = [node] + nested
        publish(preferences.leavingNavigationBar())
    }
}

/// The sheets, covers, alerts and dialogs presented, outermost first, drawn over the whole
/// screen in front of the root.
struct PresentationsKey: PreferenceKey {
    static var defaultValue: [Node] { [] }

    static func reduce(value: inout [Node], nextValue: () -> [Node]) {
        value += nextValue()
    }
}

/// The layer behind a sheet or an alert that dims what it covers and takes its taps.
struct DimmingLayer: View {
    var body: some View {
        Color.black.opacity(0.2).ignoresSafeArea()
    }
}

/// A binding's value as a presentation reads it: a `Bool` flag or an optional item.
extension Binding where Value == Bool {
    /// A closure that sets the flag to `false`, or nothing when it already is.
    var dismissal: @MainActor @Sendable () -> Void {
        let binding = self
        return { if binding.wrappedValue { binding.wrappedValue = false } }
    }
}

extension Binding {
    /// A closure that sets the optional item to `nil`.
    func itemDismissal<Item>() -> @MainActor @Sendable () -> Void where Value == Item? {
        let binding = UncheckedBox(self)
        return { if binding.value.wrappedValue != nil { binding.value.wrappedValue = nil } }
    }
}

/// Carries a value that is only ever used on the main actor into a `Sendable` closure.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
