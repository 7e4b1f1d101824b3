import Foundation

/// An ``ObservableObject`` a view owns: made once, the first time the view is resolved, and kept
/// for as long as the view keeps its identity, as in SwiftUI.
///
/// Like ``State``, the object lives in the render's view graph: a scripted screen keeps it across
/// its steps, and it is dropped when the view leaves the tree.
///
/// ```swift
/// struct CartScreen: View {
///     @StateObject private var cart = Cart()
///     var body: some View { CartView(cart: cart) }
/// }
/// ```
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let box: StateObjectBox<ObjectType>

    /// Keeps the object `thunk` makes; it is called once per identity of the view.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = StateObjectBox(make: thunk)
    }

    /// The object.
    public var wrappedValue: ObjectType { box.object }

    /// Bindings to the object's properties: `$cart.coupon`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: box.object).projectedValue
    }
}

extension StateObject: ResolvableProperty {
    func install(at identity: ViewIdentity, in context: ResolveContext) throws {
        let make = box.make
        box.installed = context.session.graph.storage(at: identity) { StateLocation(make()) }
    }
}

/// The object of a ``StateObject``: the graph's once the view is resolved; before that, one of
/// its own, made on first use with a warning.
private final class StateObjectBox<ObjectType> {
    let make: () -> ObjectType
    var installed: StateLocation<ObjectType>?
    private lazy var detached = make()

    init(make: @escaping () -> ObjectType) {
        self.make = make
    }

    var object: ObjectType {
        if let installed { return installed.value }
        LayoutWarnings.report("a @StateObject of type \(ObjectType.self) was used outside a render, so it is not kept")
        return detached
    }
}
