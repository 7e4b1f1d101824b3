import Foundation

/// Flexible space that pushes its neighbours apart along the axis of its stack.
///
/// ```swift
/// HStack { Text("Banner"); Spacer(); Image(systemName: "xmark") }
/// ```
public struct Spacer: View, PrimitiveView, Equatable, Sendable {
    let minLength: CGFloat?

    /// Creates a spacer at least `minLength` long (8 points when `nil`).
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength.map { $0.isFinite ? Swift.min(Swift.max($0, 0), maximumLength) : 0 }
    }

    /// Primitive views are drawn by the renderers; they have no body.
    public var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        [Node(.spacer(minLength: minLength))]
    }
}

/// A thin line that separates content: horizontal in a `VStack`, vertical in an `HStack`.
///
/// ```swift
/// VStack { Text("Above"); Divider(); Text("Below") }
/// ```
public struct Divider: View, PrimitiveView, Equatable, Sendable {
    /// Creates a divider.
    public init() {}

    /// Primitive views are drawn by the renderers; they have no body.
    public var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        [Node(.divider(Self.color))]
    }

    /// The colour dividers draw with: iOS's separator grey.
    nonisolated static let color = Color(red: 0.24, green: 0.24, blue: 0.26, opacity: 0.29)
}
