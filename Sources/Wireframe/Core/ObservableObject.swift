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
    /// A publisher of the object's changes: a new one at each read unless the type declares its
    /// own, so a subscriber hears only what is sent through the instance it subscribed to.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// What an ``ObservableObject`` announces its changes through, as Combine's publisher of the
/// same name. A scripted screen renders afresh at every step, so views need no announcement;
/// a subscriber of the publisher receives each `send()`.
///
/// ```swift
/// let changes = model.objectWillChange.sink { print("changing") }
/// model.objectWillChange.send()   // prints "changing"
/// ```
public final class ObservableObjectPublisher: Publisher, Sendable {
    /// An announcement carries no value.
    public typealias Output = Void
    /// It cannot fail.
    public typealias Failure = Never
    private let subject = PassthroughSubject<Void, Never>()

    /// Creates a publisher.
    public init() {}

    /// Attaches `subscriber`; it hears the announcements sent after it attached.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        subject.receive(subscriber: subscriber)
    }

    /// Announces a change to the subscribers.
    public func send() {
        subject.send()
    }
}

/// A property of an ``ObservableObject`` that views show, as Combine's `@Published` is.
///
/// Views read it as a plain property; bindings to it come from the object's wrapper
/// (`$model.name` with ``ObservedObject`` or ``StateObject``). Inside the object, `$name` is a
/// publisher of the property: it delivers the current value to each new subscriber, then every
/// new value as it is set (before the property changes, as Combine's does).
///
/// ```swift
/// final class Search: ObservableObject {
///     @Published var query = ""
///     lazy var trimmed = $query.map { $0.trimmingCharacters(in: .whitespaces) }
/// }
/// ```
@propertyWrapper
public struct Published<Value> {
    private let storage: Storage

    /// The value.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.set(newValue) }
    }

    /// A publisher of the property's values.
    public var projectedValue: Publisher {
        Publisher(subject: storage.subject)
    }

    /// Creates the property with its first value.
    public init(wrappedValue: Value) {
        self.storage = Storage(wrappedValue)
    }

    /// Creates the property with its first value, under the name older code uses.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// The publisher `$property` gives: the current value, then each new one.
    ///
    /// ```swift
    /// let printing = search.$query.sink { print($0) }
    /// ```
    public struct Publisher: WireframeCombine.Publisher {
        /// The property's values.
        public typealias Output = Value
        /// It cannot fail.
        public typealias Failure = Never
        fileprivate let subject: CurrentValueSubject<Value, Never>

        /// Attaches `subscriber`; it receives the current value first.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }
    }

    /// The value, and the subject its publisher reads, made when first asked for.
    private final class Storage: @unchecked Sendable {
        private let lock = NSLock()
        private var current: Value
        private var publisher: CurrentValueSubject<Value, Never>?

        init(_ value: Value) {
            current = value
        }

        var value: Value { lock.withLock { current } }

        var subject: CurrentValueSubject<Value, Never> {
            lock.withLock {
                if let publisher { return publisher }
                let made = CurrentValueSubject<Value, Never>(current)
                publisher = made
                return made
            }
        }

        func set(_ value: Value) {
            lock.withLock { publisher }?.send(value)
            lock.withLock { current = value }
        }
    }
}

extension Published: Sendable where Value: Sendable {}
