import Foundation

/// A namespace for the ids of ``View/matchedGeometryEffect(id:in:properties:anchor:isSource:)``,
/// as SwiftUI's `Namespace` property wrapper.
///
/// ```swift
/// @Namespace private var hero
/// var body: some View {
///     Image(systemName: "star").matchedGeometryEffect(id: "star", in: hero)
/// }
/// ```
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// A namespace's identity. A matched geometry effect draws nothing of its own here, so all
    /// namespaces are one.
    ///
    /// ```swift
    /// let id: Namespace.ID = namespace
    /// ```
    public struct ID: Hashable, Sendable {}

    /// Creates a namespace.
    public init() {}

    /// The namespace's identity.
    public var wrappedValue: ID { ID() }
}

/// Which parts of a view's frame a matched geometry effect copies, as SwiftUI's
/// `MatchedGeometryProperties`.
///
/// ```swift
/// .matchedGeometryEffect(id: "badge", in: namespace, properties: .position)
/// ```
public struct MatchedGeometryProperties: OptionSet, Sendable {
    /// The properties' bits.
    public let rawValue: UInt32
    /// Creates properties from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The frame's centre.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The frame's size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// The whole frame.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// Matches the view's frame with the other views of the same `id` in `namespace`, so that a
    /// change from one to the other animates between their frames. Only one of them is on screen
    /// once the change is over, and a still picture shows that moment: the view is drawn in its
    /// own frame.
    ///
    /// ```swift
    /// Circle().matchedGeometryEffect(id: "dot", in: namespace)
    /// ```
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center,
        isSource: Bool = true
    ) -> some View {
        self
    }
}
