import Foundation
import Observation

/// Bindings to the properties of an observable object, as SwiftUI's `@Bindable` makes them.
///
/// Hold an `@Observable` model in `@State` where it is made, pass it down as a plain property,
/// and mark it `@Bindable` where a control needs a binding to one of its properties.
/// A scripted screen renders the content afresh at every step, so a change to the model is
/// shown at the next step without observation.
///
/// ```swift
/// @Observable final class Profile { var name = "" }
///
/// struct ProfileEditor: View {
///     @Bindable var profile: Profile
///     var body: some View { TextField("Name", text: $profile.name) }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    /// The object.
    public var wrappedValue: Value

    /// The bindable itself, so `$model.name` is a binding.
    public var projectedValue: Bindable<Value> { self }

    /// Makes bindings to the properties of `wrappedValue`.
    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// Makes bindings to the properties of `wrappedValue`, as a local `@Bindable var` in a body does.
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// Makes bindings to the same object as `projectedValue`.
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    /// A binding to the object's property at `keyPath`.
    /// (Less specific than a store's bindings, so `$store.title` of a bindable feature sends its
    /// binding action rather than setting the store's property.)
    @_disfavoredOverload
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable: DynamicProperty {}
