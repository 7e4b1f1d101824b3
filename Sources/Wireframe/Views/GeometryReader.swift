import Foundation

/// A view that offers its content its own size and position, as SwiftUI's `GeometryReader` does.
///
/// The reader takes all the space it is offered (10 points where a dimension is unspecified) and
/// places its content at its top-leading corner, proposing it that size. The content closure gets
/// a ``GeometryProxy`` with the size and frame layout gave the reader: a render lays the view out,
/// reads each reader's frame and, when one changed, builds the content again with it — at most
/// three times, so content that changes its own size with what it reads cannot loop.
///
/// ```swift
/// GeometryReader { proxy in
///     Text("\(Int(proxy.size.width)) pt wide")
///         .frame(width: proxy.size.width / 2)
/// }
/// ```
public struct GeometryReader<Content: View>: View, PrimitiveView {
    let content: (GeometryProxy) -> Content

    /// Creates a reader whose content is built with its geometry.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    /// Primitive views are resolved into nodes directly; they have no body.
    public var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        let slot = context.session.geometrySlot()
        let proxy = GeometryProxy(frame: slot.frame, safeAreaInsets: EdgeInsets(), namedFrames: context.environment.namedCoordinateSpaces)
        let children = try context.with { $0.stackAxis = nil }.resolve(content(proxy))
        return [Node(GeometryReaderLayout(index: slot.index), children: children)]
    }
}

/// The size and position layout gave a ``GeometryReader``.
///
/// ```swift
/// GeometryReader { proxy in Color.red.frame(width: proxy.size.width * 0.3) }
/// ```
public struct GeometryProxy: Sendable {
    private let globalFrame: CGRect
    /// The frames of the coordinate spaces named around the reader.
    let namedFrames: [CoordinateSpaceName: CGRect]

    /// The reader's size.
    public var size: CGSize { globalFrame.size }
    /// The reader's safe-area insets; a render lays content out inside the safe area, so none.
    public let safeAreaInsets: EdgeInsets

    init(frame: CGRect, safeAreaInsets: EdgeInsets, namedFrames: [CoordinateSpaceName: CGRect] = [:]) {
        globalFrame = frame
        self.safeAreaInsets = safeAreaInsets
        self.namedFrames = namedFrames
    }

    /// The reader's frame in `coordinateSpace`: its own bounds for `.local`, its place on the
    /// screen for `.global`, and its place from the top-leading corner of the view named so for
    /// `.named` (the screen's place when no view around the reader has that name).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: CGRect(origin: .zero, size: globalFrame.size)
        case .global: globalFrame
        case .named(let name):
            namedFrames[CoordinateSpaceName(name: name)].map { globalFrame.offsetBy(dx: -$0.minX, dy: -$0.minY) } ?? globalFrame
        }
    }
}

/// A space that frames are measured in.
///
/// ```swift
/// proxy.frame(in: .global).minY
/// ```
public enum CoordinateSpace: Hashable {
    /// The screen's.
    case global
    /// The view's own, with its top-leading corner at the origin.
    case local
    /// The space of the view named so with `coordinateSpace(name:)`.
    case named(AnyHashable)
}

/// The layout of ``GeometryReader``: the whole proposal, content at the top-leading corner.
struct GeometryReaderLayout: GeometrySlotLayout, CustomStringConvertible {
    let index: Int

    static let jsonName = "geometryReader"

    var summary: String { "GeometryReader" }
    /// Readers compare equal whatever their place, so a decoded tree equals the one written.
    var description: String { "GeometryReader" }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        }
    }
}

/// The layout of a view whose frame the next pass of a render reads: a geometry reader's, or an
/// anchor's. In JSON it has no fields.
protocol GeometrySlotLayout: PrimitiveLayout {
    /// The view's place among the measured views of its render, which pairs it with its frame;
    /// -1 for one decoded from JSON.
    var index: Int { get }

    init(index: Int)
}

extension GeometrySlotLayout {
    static var jsonFields: [String] { [] }

    var geometrySlot: Int? { index }

    /// A decoded view was measured in no render, so its place pairs it with no frame.
    init(json object: JSONObjectReader) throws {
        self.init(index: -1)
    }

    func writeJSON(to fields: inout JSONFieldWriter) throws {}
}

extension PlacedNode {
    /// The frames of the measured views in the tree, by their index.
    func geometrySlotFrames(count: Int) -> [CGRect] {
        guard count > 0 else { return [] }
        var frames = [CGRect](repeating: .zero, count: count)
        var stack: [PlacedNode] = [self]
        while let node = stack.popLast() {
            if let slot = node.kind.primitive.geometrySlot, frames.indices.contains(slot) {
                frames[slot] = node.frame
            }
            stack.append(contentsOf: node.children)
        }
        return frames
    }
}
