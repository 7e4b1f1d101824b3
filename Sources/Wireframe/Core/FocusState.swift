import Foundation

/// A value that says which field has the keyboard's focus, as SwiftUI's `@FocusState` does.
///
/// It is kept like `@State`, and a view can set it; a rendered screen has no keyboard, so
/// setting it moves no focus and draws nothing, and `focused(_:)` only connects the field.
///
/// ```swift
/// enum Field { case title, body }
/// @FocusState private var focus: Field?
/// TextField("Title", text: $title).focused($focus, equals: .title)
/// Button("Next") { focus = .body }
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    private let state: State<Value>

    /// A focus state that no field has: `false`.
    public init() where Value == Bool {
        state = State(wrappedValue: false)
    }

    /// A focus state that no field has: `nil`.
    public init<T: Hashable>() where Value == T? {
        state = State(wrappedValue: nil)
    }

    /// Which field has focus.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// The focus state as `focused(_:)` takes it.
    public var projectedValue: Binding { Binding(value: state.projectedValue) }

    /// A focus state passed to `focused(_:)` or `focused(_:equals:)`.
    ///
    /// ```swift
    /// TextField("Title", text: $title).focused($isTitleFocused)
    /// ```
    @propertyWrapper
    public struct Binding {
        let value: Wireframe.Binding<Value>

        /// Which field has focus.
        public var wrappedValue: Value {
            get { value.wrappedValue }
            nonmutating set { value.wrappedValue = newValue }
        }

        /// The binding itself.
        public var projectedValue: Binding { self }
    }
}

extension View {
    /// Connects the view to a Boolean focus state; a rendered screen has no keyboard, so focus
    /// never moves and nothing changes in the picture.
    ///
    /// ```swift
    /// TextField("Title", text: $title).focused($isTitleFocused)
    /// ```
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }

    /// Connects the view to a focus state that is `value` while the view has focus; nothing
    /// changes in the picture.
    ///
    /// ```swift
    /// TextField("Body", text: $body).focused($focus, equals: .body)
    /// ```
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { self }
}
