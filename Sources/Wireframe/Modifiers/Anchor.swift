import Foundation

/// A rectangle or point of a view's frame, passed up through a preference and read in another
/// view's coordinates with a ``GeometryProxy``, as SwiftUI's anchors are.
///
/// A render lays the view out, learns the frame, and resolves again with it (as it does for a
/// ``GeometryReader``), so `proxy[anchor]` is the frame of the last layout.
///
/// ```swift
/// struct SelectionKey: PreferenceKey {
///     static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = nextValue() ?? value }
/// }
///
/// HStack { tabs }
///     .overlayPreferenceValue(SelectionKey.self) { anchor in
///         GeometryReader { proxy in
///             if let anchor { Capsule().stroke(.blue).frame(width: proxy[anchor].width, height: proxy[anchor].height)
///                 .offset(x: proxy[anchor].minX, y: proxy[anchor].minY) }
///         }
///     }
/// ```
public struct Anchor<Value>: Sendable {
    /// The view's frame on the screen in the last layout.
    let frame: CGRect
    let source: Source

    /// What part of a view's frame an anchor stands for: its bounds, a rectangle or a point in it.
    ///
    /// ```swift
    /// Text("선택").anchorPreference(key: SelectionKey.self, value: .bounds) { $0 }
    /// ```
    public struct Source: Sendable {
        /// What the source is, which makes two anchors equal.
        let description: String
        /// The value for a view whose frame is the rectangle given.
        let value: @Sendable (CGRect) -> Value
    }

    /// The value in the coordinates of a view whose frame on the screen starts at `origin`.
    func value(from origin: CGPoint) -> Value {
        source.value(frame.offsetBy(dx: -origin.x, dy: -origin.y))
    }
}

extension Anchor: Equatable where Value: Equatable {
    /// Whether both stand for the same part of the same frame.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.frame == rhs.frame && lhs.source.description == rhs.source.description
    }
}

extension Anchor: Hashable where Value: Hashable {
    /// Hashes the frame and what part of it the anchor stands for.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(frame.origin.x)
        hasher.combine(frame.origin.y)
        hasher.combine(frame.width)
        hasher.combine(frame.height)
        hasher.combine(source.description)
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Self { rect(.infinite) }

    /// A rectangle in the view's own coordinates; `CGRect.infinite` stands for its bounds.
    public static func rect(_ rect: CGRect) -> Self {
        guard !rect.isInfinite else { return Self(description: "bounds") { $0 } }
        let rect = CGRect(
            x: cleanCoordinate(rect.minX), y: cleanCoordinate(rect.minY), width: cleanCoordinate(rect.width),
            height: cleanCoordinate(rect.height))
        return Self(description: "rect(\(rect))") { rect.offsetBy(dx: $0.minX, dy: $0.minY) }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own coordinates.
    public static func point(_ point: CGPoint) -> Self {
        let point = CGPoint(x: cleanCoordinate(point.x), y: cleanCoordinate(point.y))
        return Self(description: "point(\(point))") { CGPoint(x: $0.minX + point.x, y: $0.minY + point.y) }
    }

    /// A point given as fractions of the view's size.
    public static func unitPoint(_ point: UnitPoint) -> Self {
        Self(description: "unitPoint(\(point.x), \(point.y))") {
            CGPoint(x: $0.minX + point.x * $0.width, y: $0.minY + point.y * $0.height)
        }
    }

    /// The top-leading corner.
    public static var topLeading: Self { unitPoint(.topLeading) }
    /// The middle of the top edge.
    public static var top: Self { unitPoint(.top) }
    /// The top-trailing corner.
    public static var topTrailing: Self { unitPoint(.topTrailing) }
    /// The middle of the leading edge.
    public static var leading: Self { unitPoint(.leading) }
    /// The centre.
    public static var center: Self { unitPoint(.center) }
    /// The middle of the trailing edge.
    public static var trailing: Self { unitPoint(.trailing) }
    /// The bottom-leading corner.
    public static var bottomLeading: Self { unitPoint(.bottomLeading) }
    /// The middle of the bottom edge.
    public static var bottom: Self { unitPoint(.bottom) }
    /// The bottom-trailing corner.
    public static var bottomTrailing: Self { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// The anchor's rectangle or point in the reader's coordinates.
    ///
    /// ```swift
    /// GeometryReader { proxy in Color.blue.frame(width: proxy[anchor].width) }
    /// ```
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.value(from: frame(in: .global).origin)
    }
}

extension View {
    /// Sets preference `key` to the value `transform` makes of an anchor on this view's frame;
    /// values the views inside set for the same key are replaced.
    ///
    /// ```swift
    /// Text(tab.title).anchorPreference(key: SelectionKey.self, value: .bounds) { isSelected ? $0 : nil }
    /// ```
    public func anchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        modifier(AnchorPreferenceModifier<A, K>(source: value) { $0 = transform($1) })
    }

    /// Changes the value of preference `key` that the views inside set (or its default) with an
    /// anchor on this view's frame.
    ///
    /// ```swift
    /// row.transformAnchorPreference(key: RowFramesKey.self, value: .bounds) { frames, anchor in frames.append(anchor) }
    /// ```
    public func transformAnchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View {
        modifier(AnchorPreferenceModifier<A, K>(source: value, transform: transform))
    }
}

/// Measures the content's frame and gives preference `K` a value made with an anchor on it.
private struct AnchorPreferenceModifier<A, K: PreferenceKey>: ViewModifier, PrimitiveModifier {
    let source: Anchor<A>.Source
    let transform: (inout K.Value, Anchor<A>) -> Void

    func apply(to content: @MainActor (ResolveContext) throws -> [Node], in context: ResolveContext) throws -> [Node] {
        let slot = context.session.geometrySlot()
        let anchor = Anchor<A>(frame: slot.frame, source: source)
        var (nodes, preferences) = try context.collectingPreferences { try content(context) }
        var value = preferences.value(of: K.self)
        transform(&value, anchor)
        preferences[K.self] = value
        context.publish(preferences)
        let node = nodes.count == 1 ? nodes[0] : Node.implicitStack(of: nodes)
        return [Node(AnchorSourceLayout(index: slot.index), children: [node])]
    }
}

/// The layout of a view with an anchor: the content as it is, its frame kept for the next pass.
struct AnchorSourceLayout: GeometrySlotLayout, CustomStringConvertible {
    let index: Int

    static let jsonName = "anchorSource"
    static var isModifier: Bool { true }

    var summary: String { "anchorSource" }
    /// Anchors compare equal whatever their place, so a decoded tree equals the one written.
    var description: String { "anchorSource" }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: bounds.origin, proposal: proposal)
        }
    }
}
