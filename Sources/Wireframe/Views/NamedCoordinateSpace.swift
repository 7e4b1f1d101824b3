import Foundation

extension View {
    /// Names the view's frame as a coordinate space, so a `GeometryReader` inside measures
    /// frames from its top-leading corner with `frame(in: .named(name))`.
    ///
    /// ```swift
    /// ScrollView {
    ///     GeometryReader { proxy in Text("\(Int(proxy.frame(in: .named("list")).minY))") }
    /// }
    /// .coordinateSpace(name: "list")
    /// ```
    public func coordinateSpace(name: some Hashable) -> some View {
        modifier(NamedCoordinateSpaceModifier(name: AnyHashable(name)))
    }

    /// Names the view's frame as a coordinate space, as `coordinateSpace(name:)` does; an iOS 17
    /// spelling.
    ///
    /// ```swift
    /// VStack { rows }.coordinateSpace(.named("rows"))
    /// ```
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(NamedCoordinateSpaceModifier(name: name.name))
    }
}

/// A space frames are measured in, as iOS 17's `CoordinateSpaceProtocol`: `.global`, `.local`
/// or `.named(_:)`.
///
/// ```swift
/// func top(in space: some CoordinateSpaceProtocol, of proxy: GeometryProxy) -> CGFloat {
///     proxy.frame(in: space).minY
/// }
/// ```
public protocol CoordinateSpaceProtocol {
    /// The space as a ``CoordinateSpace``.
    var coordinateSpace: CoordinateSpace { get }
}

/// The screen's coordinate space.
///
/// ```swift
/// proxy.frame(in: GlobalCoordinateSpace())
/// ```
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    /// The screen's space.
    public init() {}

    /// ``CoordinateSpace/global``.
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A view's own coordinate space, with its top-leading corner at the origin.
///
/// ```swift
/// proxy.frame(in: LocalCoordinateSpace())
/// ```
public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    /// The view's own space.
    public init() {}

    /// ``CoordinateSpace/local``.
    public var coordinateSpace: CoordinateSpace { .local }
}

/// A coordinate space named with `coordinateSpace(_:)`.
///
/// ```swift
/// let rows = NamedCoordinateSpace.named("rows")
/// ```
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable {
    let name: AnyHashable

    /// ``CoordinateSpace/named(_:)`` with this name.
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpace: CoordinateSpaceProtocol {
    /// The space itself.
    public var coordinateSpace: CoordinateSpace { self }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The screen's coordinate space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view's own coordinate space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The coordinate space a view named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }
}

extension GeometryProxy {
    /// The reader's frame in `coordinateSpace`, as the form taking a `CoordinateSpace` gives it.
    ///
    /// ```swift
    /// proxy.frame(in: .named("rows")).minY
    /// ```
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The bounds of the space named `coordinateSpace` in the reader's own coordinates; `nil` when
    /// no view around the reader has that name.
    ///
    /// ```swift
    /// proxy.bounds(of: .named("rows"))?.height
    /// ```
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let space = namedFrames[CoordinateSpaceName(name: coordinateSpace.name)] else { return nil }
        let frame = frame(in: .global)
        return space.offsetBy(dx: -frame.minX, dy: -frame.minY)
    }
}

/// The name of a coordinate space, as a key of the frames a render keeps. `@unchecked` because
/// SwiftUI's names are any `Hashable`; a name is only compared, and only while a view resolves on
/// the main actor.
struct CoordinateSpaceName: Hashable, @unchecked Sendable {
    let name: AnyHashable
}

/// The frames of the named coordinate spaces around a view, from the render's last pass.
private struct NamedCoordinateSpacesKey: EnvironmentKey {
    static let defaultValue: [CoordinateSpaceName: CGRect] = [:]
}

extension EnvironmentValues {
    /// The frames of the coordinate spaces named around the view, from the last layout pass.
    var namedCoordinateSpaces: [CoordinateSpaceName: CGRect] {
        get { self[NamedCoordinateSpacesKey.self] }
        set { self[NamedCoordinateSpacesKey.self] = newValue }
    }
}

/// Keeps the view's frame for the render's next pass, where readers inside measure from it.
private struct NamedCoordinateSpaceModifier: ViewModifier, PrimitiveModifier {
    let name: AnyHashable

    func apply(to content: @MainActor (ResolveContext) throws -> [Node], in context: ResolveContext) throws -> [Node] {
        let slot = context.session.geometrySlot()
        let nodes = try content(context.with { $0.namedCoordinateSpaces[CoordinateSpaceName(name: name)] = slot.frame })
        return [Node(AnchorSourceLayout(index: slot.index), children: nodes)]
    }
}
