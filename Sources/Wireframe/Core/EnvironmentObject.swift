import Foundation

/// An ``ObservableObject`` a view above put in the environment with `environmentObject(_:)`.
///
/// A view resolved with none there fails to render with a ``RenderError`` naming the type,
/// where SwiftUI stops the app.
///
/// ```swift
/// struct Badge: View {
///     @EnvironmentObject var cart: Cart
///     var body: some View { Text("\(cart.items.count)") }
/// }
/// CartScreen().environmentObject(cart)
/// ```
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    private let box = EnvironmentObjectBox<ObjectType>()

    /// Reads the object of type `ObjectType` from the environment.
    public init() {}

    /// The object.
    @MainActor
    public var wrappedValue: ObjectType {
        guard let object = box.object ?? EnvironmentValues.current.object(of: ObjectType.self) else {
            preconditionFailure("no \(ObjectType.self) in the environment: put one there with .environmentObject(_:) on a view above")
        }
        return object
    }

    /// Bindings to the object's properties: `$cart.coupon`.
    @MainActor
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: wrappedValue).projectedValue
    }
}

extension EnvironmentObject: ResolvableProperty {
    func install(at identity: ViewIdentity, in context: ResolveContext) throws {
        guard let object = context.environment.object(of: ObjectType.self) else {
            throw RenderError(
                .missingEnvironmentObject,
                "no \(ObjectType.self) in the environment: put one there with .environmentObject(_:) on a view above")
        }
        box.object = object
    }
}

/// The object an ``EnvironmentObject`` read when its view was resolved.
private final class EnvironmentObjectBox<ObjectType: AnyObject> {
    var object: ObjectType?
}

extension View {
    /// Puts `object` in the environment, for views inside to read with `@EnvironmentObject`.
    ///
    /// ```swift
    /// CartScreen().environmentObject(cart)
    /// ```
    public func environmentObject<Object: ObservableObject>(_ object: Object) -> some View {
        modifier(EnvironmentModifier { $0.setObject(object, of: Object.self) })
    }
}
