import Foundation

/// A value that says which field has the keyboard's focus, as SwiftUI's `@FocusState` does.
///
/// It is kept like `@State`. The field `focused(_:)` connects draws a caret while the state names
/// it, and typing into a field (`ScreenHost.type(_:into:)`) gives it the focus first, as a tap on
/// iOS does. With no keyboard, nothing else moves the focus.
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
    /// The value that names no field: `false` or `nil`.
    private let unfocused: Value

    /// A focus state that no field has: `false`.
    public init() where Value == Bool {
        state = State(wrappedValue: false)
        unfocused = false
    }

    /// A focus state that no field has: `nil`.
    public init<T: Hashable>() where Value == T? {
        state = State(wrappedValue: nil)
        unfocused = nil
    }

    /// Which field has focus.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// The focus state as `focused(_:)` takes it.
    public var projectedValue: Binding {
        Binding(value: state.projectedValue, unfocused: unfocused, id: ObjectIdentifier(state.location))
    }

    /// A focus state passed to `focused(_:)` or `focused(_:equals:)`.
    ///
    /// ```swift
    /// TextField("Title", text: $title).focused($isTitleFocused)
    /// ```
    @propertyWrapper
    public struct Binding {
        let value: Wireframe.Binding<Value>
        /// The value that names no field.
        let unfocused: Value
        /// Which focus state this is, for `defaultFocus(_:_:priority:)`.
        let id: ObjectIdentifier

        /// Whether the field that is focused at `value` has the focus: the state names it, or
        /// names no field while `value` is the default focus set above the field.
        func names(_ value: Value, in environment: EnvironmentValues) -> Bool {
            let current = wrappedValue
            if current == value { return true }
            return current == unfocused && environment.defaultFocus[id] == AnyHashable(value)
        }

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
    /// Connects the view to a Boolean focus state: while it is `true` the text fields inside
    /// draw a caret, and typing into one sets it to `true`.
    ///
    /// ```swift
    /// TextField("Title", text: $title).focused($isTitleFocused)
    /// ```
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(
            EnvironmentModifier {
                $0.focusConnection = FocusConnection(isFocused: condition.names(true, in: $0)) { condition.wrappedValue = true }
            })
    }

    /// Connects the view to a focus state that is `value` while the view has focus: the text
    /// fields inside draw a caret while it is, and typing into one sets it to `value`.
    ///
    /// ```swift
    /// TextField("Body", text: $body).focused($focus, equals: .body)
    /// ```
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        modifier(
            EnvironmentModifier {
                $0.focusConnection = FocusConnection(isFocused: binding.names(value, in: $0)) { binding.wrappedValue = value }
            })
    }
}

extension View {
    /// Gives the focus to the field that `focused(_:equals:)` connects at `value` while the focus
    /// state names no field, as iOS does when the view appears: that field draws its caret, and
    /// the state itself stays unset until something sets it.
    ///
    /// ```swift
    /// Form {
    ///     TextField("Email", text: $email).focused($focus, equals: .email)
    /// }
    /// .defaultFocus($focus, .email)
    /// ```
    public func defaultFocus<Value: Hashable>(
        _ binding: FocusState<Value>.Binding, _ value: Value, priority: DefaultFocusEvaluationPriority = .automatic
    ) -> some View {
        modifier(EnvironmentModifier { $0.defaultFocus[binding.id] = AnyHashable(value) })
    }
}

/// When a default focus set with `defaultFocus(_:_:priority:)` applies; with no keyboard, both
/// apply when the view is drawn.
///
/// ```swift
/// Form { … }.defaultFocus($focus, .email, priority: .userInitiated)
/// ```
public struct DefaultFocusEvaluationPriority: Hashable, Sendable {
    private let name: String

    /// When the view appears, as iOS evaluates it by default.
    public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
    /// Also when the user moves the focus into the view.
    public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
}

/// The focus state the nearest `focused(_:)` connects: whether it names the view, and how to give
/// the view the focus.
struct FocusConnection {
    let isFocused: Bool
    let take: () -> Void
}

extension EnvironmentValues {
    /// Whether the nearest view connected to a focus state with `focused(_:)` has the focus;
    /// `false` outside any.
    ///
    /// ```swift
    /// @Environment(\.isFocused) var isFocused
    /// var body: some View { Text("Name").foregroundStyle(isFocused ? .blue : .primary) }
    /// ```
    public var isFocused: Bool { focusConnection?.isFocused ?? false }
}
