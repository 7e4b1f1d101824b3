import Foundation

/// A value that views pass up to the views around them, as SwiftUI's preferences do.
///
/// A view sets a value with ``View/preference(key:value:)``; where several views inside one
/// ancestor set it, ``reduce(value:nextValue:)`` combines their values in the order the views
/// come in the tree. An ancestor reads the combined value with ``View/onPreferenceChange(_:perform:)``,
/// ``View/overlayPreferenceValue(_:alignment:_:)`` or ``View/backgroundPreferenceValue(_:alignment:_:)``;
/// where no view inside sets it, it reads ``defaultValue``.
///
/// ```swift
/// struct BadgeCountKey: PreferenceKey {
///     static let defaultValue = 0
///     static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
/// }
///
/// VStack {
///     Text("받은 편지함").preference(key: BadgeCountKey.self, value: 3)
///     Text("보낸 편지함").preference(key: BadgeCountKey.self, value: 2)
/// }
/// .overlayPreferenceValue(BadgeCountKey.self, alignment: .topTrailing) { count in Text("\(count)") }   // "5"
/// ```
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value
    /// The value read where no view sets one.
    static var defaultValue: Value { get }
    /// Combines the value accumulated so far with the value of the next view in tree order.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// `nil`: no view set a value.
    public static var defaultValue: Value { nil }
}

/// The preference values a part of the tree sets, each combined from its views in tree order.
struct PreferenceValues {
    private var entries: [ObjectIdentifier: any PreferenceEntry] = [:]

    /// Whether no view set a value.
    var isEmpty: Bool { entries.isEmpty }

    /// The value set for `key`, or `nil` when no view set one.
    subscript<Key: PreferenceKey>(key: Key.Type) -> Key.Value? {
        get { (entries[ObjectIdentifier(key)] as? TypedPreferenceEntry<Key>)?.value }
        set {
            if let newValue {
                entries[ObjectIdentifier(key)] = TypedPreferenceEntry<Key>(value: newValue)
            } else {
                entries[ObjectIdentifier(key)] = nil
            }
        }
    }

    /// The value for `key`, or its default when no view set one.
    func value<Key: PreferenceKey>(of key: Key.Type) -> Key.Value {
        self[key] ?? Key.defaultValue
    }

    /// Adds the values of the views that come after these in the tree: a key set on both sides is
    /// combined by its `reduce`, one set on one side only is kept as it is.
    mutating func append(_ next: PreferenceValues) {
        guard !next.isEmpty else { return }
        guard !isEmpty else {
            self = next
            return
        }
        for (key, entry) in next.entries {
            entries[key] = entries[key].map { $0.reduced(with: entry) } ?? entry
        }
    }
}

/// One key's value, with the `reduce` of its key.
private protocol PreferenceEntry {
    /// This value combined with `next`'s, `next` coming after it in the tree.
    func reduced(with next: any PreferenceEntry) -> any PreferenceEntry
}

private struct TypedPreferenceEntry<Key: PreferenceKey>: PreferenceEntry {
    var value: Key.Value

    func reduced(with next: any PreferenceEntry) -> any PreferenceEntry {
        guard let next = next as? Self else { return next }
        var combined = value
        Key.reduce(value: &combined) { next.value }
        return Self(value: combined)
    }
}

extension ResolveContext {
    /// What `resolve` makes and the preference values the views it resolves set, which do not
    /// reach the views around them until ``publish(_:)`` passes them on.
    func collectingPreferences<Result>(_ resolve: () throws -> Result) rethrows -> (Result, PreferenceValues) {
        let outer = session.preferences
        session.preferences = PreferenceValues()
        defer { session.preferences = outer }
        let result = try resolve()
        return (result, session.preferences)
    }

    /// Passes `preferences` to the views around, after those of the views resolved before.
    func publish(_ preferences: PreferenceValues) {
        session.preferences.append(preferences)
    }
}

extension View {
    /// Sets the value of preference `key` for the views around this one; values the views inside
    /// set for the same key are replaced by `value`.
    ///
    /// ```swift
    /// Text(memo.title).preference(key: TitleKey.self, value: memo.title)
    /// ```
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(PreferenceTransformModifier<K> { $0 = value })
    }

    /// Changes the value of preference `key` that the views inside set (or its default) before
    /// it reaches the views around this one.
    ///
    /// ```swift
    /// content.transformPreference(BadgeCountKey.self) { $0 = min($0, 99) }
    /// ```
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void)
        -> some View
    {
        modifier(PreferenceTransformModifier<K> { callback(&$0) })
    }

    /// Runs `action` with the value of preference `key` that the views inside set, when the view
    /// first appears and whenever a render sees a different value, as SwiftUI does.
    ///
    /// As with `onChange(of:initial:_:)`, the action runs after a step of a
    /// `ScreenHost` and its changes are shown before the step ends; a plain `renderASCII` runs
    /// none.
    ///
    /// ```swift
    /// ScrollView { rows }
    ///     .onPreferenceChange(RowCountKey.self) { count in rowCount = count }
    /// ```
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping @MainActor (K.Value) -> Void)
        -> some View where K.Value: Equatable
    {
        modifier(PreferenceChangeModifier<K>(action: action))
    }

    /// Draws the view `transform` builds from the value of preference `key` over this view, at
    /// its size, as ``View/overlay(alignment:content:)`` does.
    ///
    /// ```swift
    /// tabs.overlayPreferenceValue(SelectedTabKey.self) { anchor in
    ///     GeometryReader { proxy in
    ///         if let anchor { Rectangle().frame(width: proxy[anchor].width, height: 2).offset(x: proxy[anchor].minX) }
    ///     }
    /// }
    /// ```
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceDecorationModifier<K, V>(isBackground: false, alignment: alignment, transform: transform))
    }

    /// Draws the view `transform` builds from the value of preference `key` behind this view, at
    /// its size, as ``View/background(alignment:content:)`` does.
    ///
    /// ```swift
    /// list.backgroundPreferenceValue(HighlightKey.self) { color in color ?? .clear }
    /// ```
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceDecorationModifier<K, V>(isBackground: true, alignment: alignment, transform: transform))
    }
}

/// Gives preference `K` the value `transform` makes of the value set inside (or the default).
struct PreferenceTransformModifier<K: PreferenceKey>: ViewModifier, PrimitiveModifier {
    let transform: @MainActor (inout K.Value) -> Void

    func apply(to content: @MainActor (ResolveContext) throws -> [Node], in context: ResolveContext) throws -> [Node] {
        var (nodes, preferences) = try context.collectingPreferences { try content(context) }
        var value = preferences.value(of: K.self)
        transform(&value)
        preferences[K.self] = value
        context.publish(preferences)
        return nodes
    }
}

/// Hands preference `K`'s value to the view graph, which compares it with the last render's.
private struct PreferenceChangeModifier<K: PreferenceKey>: ViewModifier, PrimitiveModifier where K.Value: Equatable {
    let action: @MainActor (K.Value) -> Void

    func apply(to content: @MainActor (ResolveContext) throws -> [Node], in context: ResolveContext) throws -> [Node] {
        let (nodes, preferences) = try context.collectingPreferences { try content(context) }
        context.session.graph.observe(preferences.value(of: K.self), at: context.identity, initial: true) { _, new in action(new) }
        context.publish(preferences)
        return nodes
    }
}

/// Decorates the content with the view built from preference `K`'s value inside it.
private struct PreferenceDecorationModifier<K: PreferenceKey, Decoration: View>: ViewModifier, PrimitiveModifier {
    let isBackground: Bool
    let alignment: Alignment
    let transform: (K.Value) -> Decoration

    func apply(to content: @MainActor (ResolveContext) throws -> [Node], in context: ResolveContext) throws -> [Node] {
        let (nodes, preferences) = try context.collectingPreferences { try content(context) }
        context.publish(preferences)
        let decoration = DecorationModifier(
            isBackground: isBackground, alignment: alignment, decoration: transform(preferences.value(of: K.self)))
        return try decoration.apply(to: { _ in nodes }, in: context)
    }
}
