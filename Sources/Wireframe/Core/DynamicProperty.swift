import Foundation

/// A stored property of a view that the resolver connects to what lives outside the view value
/// — its state, the environment, an observed model — before the view's `body` runs, as in SwiftUI.
///
/// `@State`, `@Binding`, `@Environment`, `@StateObject`, `@ObservedObject`, `@EnvironmentObject`
/// and `@Bindable` are dynamic properties. A struct of your own that conforms and holds some of
/// them is one too: the properties inside it are connected in the same way, each under its own
/// place in the view.
///
/// ```swift
/// struct Toggled: DynamicProperty {
///     @State var isOn = false
/// }
/// struct Switch: View {
///     var toggled = Toggled()
///     var body: some View { Button(toggled.isOn ? "On" : "Off") { toggled.isOn.toggle() } }
/// }
/// ```
public protocol DynamicProperty {
    /// Called by SwiftUI before `body`. The resolver connects the properties inside instead and
    /// never calls it; it is here so that conformances written for SwiftUI compile.
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing.
    public mutating func update() {}
}

/// A dynamic property that the resolver connects itself.
protocol ResolvableProperty {
    /// Connects the property, which sits at `identity` in the view being resolved with `context`.
    @MainActor func install(at identity: ViewIdentity, in context: ResolveContext) throws
}

/// The positions, among a view type's stored properties, of those that are dynamic properties.
@MainActor
private var dynamicPropertySlots: [ObjectIdentifier: [Int]] = [:]

extension ResolveContext {
    /// Connects the dynamic properties of `value`, a view or modifier resolved with this context.
    func installDynamicProperties<Value>(of value: Value) throws {
        let type = ObjectIdentifier(Value.self)
        let slots: [Int]
        if let known = dynamicPropertySlots[type] {
            slots = known
        } else {
            slots = Self.slotsOfDynamicProperties(in: value)
            dynamicPropertySlots[type] = slots
        }
        guard !slots.isEmpty else { return }
        let children = Array(Mirror(reflecting: value).children)
        for slot in slots where slot < children.count {
            try install(children[slot].value, at: identity.appending(slot: slot))
        }
    }

    private func install(_ property: Any, at identity: ViewIdentity) throws {
        if let property = property as? any ResolvableProperty {
            try property.install(at: identity, in: self)
            return
        }
        // A dynamic property of the program's own: connect the ones it holds.
        for (slot, child) in Mirror(reflecting: property).children.enumerated() where child.value is any DynamicProperty {
            try install(child.value, at: identity.appending(slot: slot))
        }
    }

    /// The slots of a struct's or class's dynamic properties. An enum's payload differs from case
    /// to case, so an enum holds none a view could keep.
    private static func slotsOfDynamicProperties(in value: Any) -> [Int] {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .struct || mirror.displayStyle == .class else { return [] }
        return mirror.children.enumerated().compactMap { slot, child in child.value is any DynamicProperty ? slot : nil }
    }
}
