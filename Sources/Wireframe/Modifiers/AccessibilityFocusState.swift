import Foundation

/// A value that says which element has the focus of an assistive technology such as VoiceOver,
/// as SwiftUI's `@AccessibilityFocusState`.
///
/// It is kept like `@State`. VoiceOver draws its focus ring only while it runs, and a rendered
/// screen is drawn with it off: setting the state changes nothing in the picture.
///
/// ```swift
/// @AccessibilityFocusState private var isErrorFocused: Bool
/// Text(error).accessibilityFocused($isErrorFocused)
/// Button("Save") { isErrorFocused = !isValid }
/// ```
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    private let state: State<Value>

    /// A focus state that no element has: `false`.
    public init() where Value == Bool {
        state = State(wrappedValue: false)
    }

    /// A focus state that no element has: `nil`.
    public init<T: Hashable>() where Value == T? {
        state = State(wrappedValue: nil)
    }

    /// Which element has the focus.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// The focus state as `accessibilityFocused(_:)` takes it.
    public var projectedValue: Binding {
        Binding(value: state.projectedValue)
    }

    /// A focus state passed to `accessibilityFocused(_:)` or `accessibilityFocused(_:equals:)`.
    ///
    /// ```swift
    /// Text(error).accessibilityFocused($isErrorFocused)
    /// ```
    @propertyWrapper
    public struct Binding {
        let value: Wireframe.Binding<Value>

        /// Which element has the focus.
        public var wrappedValue: Value {
            get { value.wrappedValue }
            nonmutating set { value.wrappedValue = newValue }
        }

        /// The binding itself.
        public var projectedValue: Binding { self }
    }
}

extension View {
    /// Connects the view to a Boolean accessibility focus state: VoiceOver moves to the view
    /// while it is `true`. With VoiceOver off, as in a render, the view is drawn as it is.
    ///
    /// ```swift
    /// Text(error).accessibilityFocused($isErrorFocused)
    /// ```
    ///
    /// - Parameter condition: The focus state that is `true` while the view has the focus.
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View { self }

    /// Connects the view to an accessibility focus state that is `value` while VoiceOver is on the
    /// view; with VoiceOver off, as in a render, the view is drawn as it is.
    ///
    /// ```swift
    /// TextField("Email", text: $email).accessibilityFocused($focus, equals: .email)
    /// ```
    ///
    /// - Parameters:
    ///   - binding: The focus state.
    ///   - value: The value the state has while the view has the focus.
    public func accessibilityFocused<Value: Hashable>(
        _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
    ) -> some View {
        self
    }
}
