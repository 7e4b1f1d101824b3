import Foundation

extension View {
    /// Runs `action` with the old and the new value when `value` changes between renders, as in
    /// SwiftUI; with `initial`, also when the view first appears.
    ///
    /// A scripted screen compares the value each render sees with the one the render before saw,
    /// for the same view, and runs the actions after the render, in tree order; a change the
    /// actions make is shown before the step ends. A plain `renderASCII` has no render before it
    /// and runs none.
    ///
    /// ```swift
    /// TextField("검색", text: $query)
    ///     .onChange(of: query) { oldValue, newValue in store.send(.search(newValue)) }
    /// ```
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        modifier(OnChangeModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action` when `value` changes between renders; with `initial`, also when the view
    /// first appears.
    ///
    /// ```swift
    /// List { … }.onChange(of: searchedText) { isSearching = !searchedText.isEmpty }
    /// ```
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void) -> some View {
        modifier(OnChangeModifier(value: value, initial: initial) { _, _ in action() })
    }

    /// Runs `action` with the new value when `value` changes between renders: the form SwiftUI had
    /// before the old value was passed too.
    ///
    /// ```swift
    /// Toggle("Alerts", isOn: $isOn).onChange(of: isOn) { newValue in save(newValue) }
    /// ```
    public func onChange<V: Equatable>(of value: V, perform action: @escaping @MainActor (_ newValue: V) -> Void) -> some View {
        modifier(OnChangeModifier(value: value, initial: false) { _, newValue in action(newValue) })
    }
}

/// Hands the value to the view graph, which compares it with the last render's.
private struct OnChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    let value: Value
    let initial: Bool
    let action: @MainActor (Value, Value) -> Void

    func apply(to content: @MainActor (ResolveContext) throws -> [Node], in context: ResolveContext) throws -> [Node] {
        context.session.graph.observe(value, at: context.identity, initial: initial, action: action)
        return try content(context)
    }
}
