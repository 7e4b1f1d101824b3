import Foundation

/// A system image, drawn as a glyph: a character in ASCII and a small vector path in SVG.
///
/// The names follow SF Symbols (`xmark`, `plus`, `magnifyingglass`, `chevron.right`, `trash`, …);
/// an unknown name draws a visible placeholder. Images size with the font, like symbols do.
///
/// ```swift
/// Button { close() } label: { Image(systemName: "xmark") }
/// ```
public struct Image: View, PrimitiveView, Equatable, Sendable {
    let systemName: String

    /// An image of the SF Symbol called `systemName`.
    public init(systemName: String) {
        self.systemName = systemName
    }

    /// An image from an asset catalogue; drawn as the placeholder glyph, as assets are not loaded.
    public init(_ name: String) {
        self.systemName = name
    }

    /// Primitive views are drawn by the renderers; they have no body.
    public var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        let environment = context.environment
        return [
            Node(
                .image(
                    ImageNode(
                        systemName: systemName,
                        font: environment.isBold ? (environment.font ?? .body).bold() : environment.font ?? .body,
                        color: environment.foregroundColor ?? .primary
                    )))
        ]
    }
}
