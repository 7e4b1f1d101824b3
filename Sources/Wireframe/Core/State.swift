import Foundation

/// A value a view owns, kept across renders for as long as the view keeps its identity, as in
/// SwiftUI.
///
/// The value lives in the render's view graph under the view's identity — its place in the tree,
/// or its `id(_:)` — not in the view struct, so a new value of the view reads what a tap wrote.
/// A `ScreenHost` keeps one graph for all its steps; `renderASCII` and `renderSVG` start from a
/// fresh one, so they show the initial values. When a view leaves the tree, its state goes with
/// it. `$name` is a ``Binding`` to the value.
///
/// Reading or writing the value outside a render — in the view's `init`, say — uses a value of
/// the property's own, and reports a runtime warning as SwiftUI does.
///
/// ```swift
/// struct Counter: View {
///     @State private var count = 0
///     var body: some View {
///         Button("Count: \(count)") { count += 1 }
///     }
/// }
/// ```
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let box: StateBox<Value>

    /// Creates the state with its initial value.
    public init(wrappedValue value: Value) {
        box = StateBox(initialValue: value)
    }

    /// Creates the state with its initial value, under the name older SwiftUI code uses.
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The current value; setting it changes what the next render shows.
    public var wrappedValue: Value {
        get { box.location.value }
        nonmutating set { box.location.value = newValue }
    }

    /// Where the value lives now, which tells two states apart.
    var location: AnyObject { box.location }

    /// A binding to the value, for a child view or a control.
    public var projectedValue: Binding<Value> {
        let location = box.location
        return Binding(get: { location.value }, set: { location.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates an optional state with no value.
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: ResolvableProperty {
    func install(at identity: ViewIdentity, in context: ResolveContext) throws {
        let initialValue = box.initialValue
        box.installed = context.session.graph.storage(at: identity) { StateLocation(initialValue) }
    }
}

/// Where a state value lives: in the view graph once the view is resolved.
final class StateLocation<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// The state property's link to its location.
private final class StateBox<Value> {
    let initialValue: Value
    /// The graph's location, once a render has met the view.
    var installed: StateLocation<Value>?
    /// The location used before that, with a warning.
    private lazy var detached = StateLocation(initialValue)
    private var hasWarned = false

    init(initialValue: Value) {
        self.initialValue = initialValue
    }

    var location: StateLocation<Value> {
        if let installed { return installed }
        if !hasWarned {
            hasWarned = true
            LayoutWarnings.report(
                "a @State of type \(Value.self) was used outside a render, so it is not kept: read and change state in body and in actions")
        }
        return detached
    }
}
