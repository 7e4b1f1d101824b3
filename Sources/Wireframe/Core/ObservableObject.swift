import Foundation

/// A model class views observe, as Combine's `ObservableObject` is in SwiftUI.
///
/// Combine does not exist on Linux, so Wireframe declares the protocol itself. Views keep such a
/// model with ``StateObject``, receive one with ``ObservedObject`` or read one from the
/// environment with ``EnvironmentObject``. A scripted screen renders afresh at every step, so
/// nothing needs to be told of a change; `objectWillChange.send()` is accepted and does nothing.
///
/// ```swift
/// final class Cart: ObservableObject {
///     @Published var items: [String] = []
/// }
/// ```
public protocol ObservableObject: AnyObject {
    /// What announces that the object is about to change.
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// A publisher of the object's changes; sending through it does nothing here.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// What an ``ObservableObject`` announces its changes through. Without Combine there is nobody
/// to tell, so `send()` does nothing.
///
/// ```swift
/// objectWillChange.send()
/// ```
public final class ObservableObjectPublisher: Sendable {
    /// Creates a publisher.
    public init() {}

    /// Announces a change; does nothing here.
    public func send() {}
}

/// A property of an ``ObservableObject`` that views show, as Combine's `@Published` is.
///
/// Views read it as a plain property; bindings to it come from the object's wrapper
/// (`$model.name` with ``ObservedObject`` or ``StateObject``). Combine's publisher
/// (`$name.sink`) does not exist here.
///
/// ```swift
/// final class Search: ObservableObject {
///     @Published var query = ""
/// }
/// ```
@propertyWrapper
public struct Published<Value> {
    /// The value.
    public var wrappedValue: Value

    /// Creates the property with its first value.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Creates the property with its first value, under the name older code uses.
    public init(initialValue: Value) {
        self.wrappedValue = initialValue
    }
}

extension Published: Sendable where Value: Sendable {}
