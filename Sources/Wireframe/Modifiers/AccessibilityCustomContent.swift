import Foundation

/// Extra facts VoiceOver reads about an element on request, as the Accessibility framework's
/// `AXCustomContent`; here it names the ``Importance`` of content given to
/// `accessibilityCustomContent(_:_:importance:)`.
///
/// ```swift
/// Text(person.name).accessibilityCustomContent("Age", "\(person.age)", importance: .high)
/// ```
public final class AXCustomContent {
    /// How soon VoiceOver reads a piece of custom content.
    ///
    /// ```swift
    /// Text(person.name).accessibilityCustomContent("Age", "\(person.age)", importance: .high)
    /// ```
    public enum Importance: UInt, Hashable, Sendable {
        /// Read when the user asks for more content.
        case `default`
        /// Read right after the element's label and value.
        case high
    }

    /// The name of the fact.
    public let label: String
    /// The fact.
    public let value: String
    /// How soon VoiceOver reads it.
    public var importance: Importance = .default

    /// A fact named `label` whose value is `value`.
    ///
    /// - Parameters:
    ///   - label: The name of the fact.
    ///   - value: The fact.
    public init(label: String, value: String) {
        self.label = label
        self.value = value
    }
}

/// A key naming a piece of custom accessibility content, so that a view further in can replace
/// what one further out set, as SwiftUI's `AccessibilityCustomContentKey`.
///
/// ```swift
/// extension AccessibilityCustomContentKey { static let age = AccessibilityCustomContentKey("Age", id: "age") }
/// Text(person.name).accessibilityCustomContent(.age, "\(person.age)")
/// ```
public struct AccessibilityCustomContentKey: Hashable, Sendable {
    let label: String
    let id: String

    /// A key whose label is the string of `label`.
    ///
    /// - Parameters:
    ///   - label: The name VoiceOver reads before the value.
    ///   - id: The identifier of the key.
    public init(_ label: Text, id: String) {
        self.init(label.plainString, id: id)
    }

    /// A key whose label is `label`.
    ///
    /// - Parameters:
    ///   - label: The name VoiceOver reads before the value.
    ///   - id: The identifier of the key.
    public init<S: StringProtocol>(_ label: S, id: String) {
        self.label = String(label)
        self.id = id
    }

    /// A key whose label is also its identifier.
    ///
    /// - Parameter label: The name VoiceOver reads before the value.
    public init<S: StringProtocol>(_ label: S) {
        self.init(label, id: String(label))
    }
}

extension View {
    /// Adds a fact VoiceOver reads about the view on request (its age, its size); nothing is
    /// drawn, and the picture is the same.
    ///
    /// ```swift
    /// Text(person.name).accessibilityCustomContent("Age", "\(person.age)")
    /// ```
    ///
    /// - Parameters:
    ///   - label: The name of the fact.
    ///   - value: The fact.
    ///   - importance: How soon VoiceOver reads it.
    public func accessibilityCustomContent<L: StringProtocol, V: StringProtocol>(
        _ label: L, _ value: V, importance: AXCustomContent.Importance = .default
    ) -> some View {
        self
    }

    /// Adds a fact VoiceOver reads about the view, both given as text; nothing is drawn.
    ///
    /// ```swift
    /// Text(person.name).accessibilityCustomContent(Text("Age"), Text("\(person.age)"))
    /// ```
    ///
    /// - Parameters:
    ///   - label: The name of the fact.
    ///   - value: The fact.
    ///   - importance: How soon VoiceOver reads it.
    public func accessibilityCustomContent(
        _ label: Text, _ value: Text, importance: AXCustomContent.Importance = .default
    ) -> some View {
        self
    }

    /// Adds a fact VoiceOver reads about the view, its value given as text; nothing is drawn.
    ///
    /// ```swift
    /// Text(person.name).accessibilityCustomContent("Age", Text("\(person.age)"))
    /// ```
    ///
    /// - Parameters:
    ///   - label: The name of the fact.
    ///   - value: The fact.
    ///   - importance: How soon VoiceOver reads it.
    public func accessibilityCustomContent<L: StringProtocol>(
        _ label: L, _ value: Text, importance: AXCustomContent.Importance = .default
    ) -> some View {
        self
    }

    /// Adds the fact named by `key`, or removes it when `value` is `nil`; nothing is drawn.
    ///
    /// ```swift
    /// Text(person.name).accessibilityCustomContent(.age, Text("\(person.age)"))
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key naming the fact.
    ///   - value: The fact, or `nil`.
    ///   - importance: How soon VoiceOver reads it.
    public func accessibilityCustomContent(
        _ key: AccessibilityCustomContentKey, _ value: Text?, importance: AXCustomContent.Importance = .default
    ) -> some View {
        self
    }

    /// Adds the fact named by `key`; nothing is drawn.
    ///
    /// ```swift
    /// Text(person.name).accessibilityCustomContent(.age, "\(person.age)")
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key naming the fact.
    ///   - value: The fact.
    ///   - importance: How soon VoiceOver reads it.
    public func accessibilityCustomContent<V: StringProtocol>(
        _ key: AccessibilityCustomContentKey, _ value: V, importance: AXCustomContent.Importance = .default
    ) -> some View {
        self
    }
}
