import Foundation

/// A key for a value that the focused view publishes to the rest of its scene, as SwiftUI's
/// `FocusedValueKey`.
///
/// ```swift
/// struct SelectedNoteKey: FocusedValueKey { typealias Value = Binding<Note> }
/// extension FocusedValues {
///     var selectedNote: Binding<Note>? {
///         get { self[SelectedNoteKey.self] }
///         set { self[SelectedNoteKey.self] = newValue }
///     }
/// }
/// ```
public protocol FocusedValueKey {
    /// The type of the value the key holds.
    associatedtype Value
}

/// The values published with `focusedValue(_:_:)` by the focused view and the views around it.
///
/// A rendered screen has no focused scene to collect them from: a ``FocusedValue`` reads `nil`,
/// as it does on iOS before anything takes the focus.
///
/// ```swift
/// extension FocusedValues {
///     var selectedNote: Binding<Note>? {
///         get { self[SelectedNoteKey.self] }
///         set { self[SelectedNoteKey.self] = newValue }
///     }
/// }
/// ```
public struct FocusedValues {
    private var values: [ObjectIdentifier: Any] = [:]

    init() {}

    /// The value for `key`, or `nil` when no focused view publishes one.
    ///
    /// - Parameter key: The key type the value is published under.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A property that reads a value the focused view publishes, as SwiftUI's `@FocusedValue`.
///
/// Values are not passed up from a focused view here, so it reads `nil`, as on iOS while nothing
/// publishes one: a view that shows a focused value draws as it does with none.
///
/// ```swift
/// struct DeleteButton: View {
///     @FocusedValue(\.selectedNote) var note
///     var body: some View { Button("Delete") { }.disabled(note == nil) }
/// }
/// ```
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    /// Reads the value published under `keyPath`.
    ///
    /// - Parameter keyPath: The property of ``FocusedValues`` that names the value.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}

    /// The published value; `nil`, as no focused view publishes one in a render.
    public var wrappedValue: Value? { nil }
}

/// A property that reads a binding the focused view publishes, as SwiftUI's `@FocusedBinding`.
///
/// No binding is published in a render, so it reads `nil` and setting it does nothing, as on iOS
/// while nothing publishes one.
///
/// ```swift
/// struct RenameField: View {
///     @FocusedBinding(\.selectedNote) var note
///     var body: some View { Text(note?.title ?? "No selection") }
/// }
/// ```
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    /// Reads the binding published under `keyPath`.
    ///
    /// - Parameter keyPath: The property of ``FocusedValues`` that names the binding.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}

    /// The value of the published binding; `nil`, and setting it does nothing.
    public var wrappedValue: Value? {
        get { nil }
        nonmutating set {}
    }

    /// A binding to ``wrappedValue``.
    public var projectedValue: Binding<Value?> { .constant(nil) }
}

extension View {
    /// Publishes `value` under `keyPath` while the view or one inside it has the focus; the view is
    /// drawn as it is.
    ///
    /// ```swift
    /// NoteEditor(note: $note).focusedValue(\.selectedNote, $note)
    /// ```
    ///
    /// - Parameters:
    ///   - keyPath: The property of ``FocusedValues`` to publish under.
    ///   - value: The value to publish.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        self
    }

    /// Publishes `value` under `keyPath`, or nothing when it is `nil`, while the view or one inside
    /// it has the focus; the view is drawn as it is.
    ///
    /// ```swift
    /// NoteList().focusedValue(\.selectedNote, selection.map { $notes[$0] })
    /// ```
    ///
    /// - Parameters:
    ///   - keyPath: The property of ``FocusedValues`` to publish under.
    ///   - value: The value to publish, or `nil`.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        self
    }

    /// Publishes `value` under `keyPath` while the view's scene is in front; the view is drawn as
    /// it is.
    ///
    /// ```swift
    /// ContentView().focusedSceneValue(\.selectedNote, $note)
    /// ```
    ///
    /// - Parameters:
    ///   - keyPath: The property of ``FocusedValues`` to publish under.
    ///   - value: The value to publish.
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        self
    }

    /// Publishes `value` under `keyPath`, or nothing when it is `nil`, while the view's scene is
    /// in front; the view is drawn as it is.
    ///
    /// ```swift
    /// ContentView().focusedSceneValue(\.selectedNote, selectedNote)
    /// ```
    ///
    /// - Parameters:
    ///   - keyPath: The property of ``FocusedValues`` to publish under.
    ///   - value: The value to publish, or `nil`.
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        self
    }
}
