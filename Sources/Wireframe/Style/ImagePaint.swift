import Foundation

/// A shape style that fills with an image tiled across the shape, as SwiftUI's `ImagePaint`.
///
/// The renderers have no image fill: a shape filled with one is drawn in a flat mid grey
/// (``Color/gray``) standing for the tiles, in SVG as on the ASCII grid, where a
/// filled shape draws as any other.
///
/// ```swift
/// Rectangle().fill(ImagePaint(image: Image(systemName: "star"), scale: 0.5))
/// ```
public struct ImagePaint: ShapeStyle {
    /// The image tiled across the shape.
    public var image: Image
    /// The part of the image that is tiled, in its own unit square.
    public var sourceRect: CGRect
    /// How much each tile is scaled.
    public var scale: CGFloat

    /// Creates an image paint.
    ///
    /// - Parameters:
    ///   - image: The image to tile.
    ///   - sourceRect: The part of the image tiled, in its unit square; the whole image by default.
    ///   - scale: How much each tile is scaled.
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale.isFinite ? scale : 1
    }

    /// The grey the renderers draw the tiles as.
    public var resolvedColor: Color { .gray }
}

extension ShapeStyle where Self == ImagePaint {
    /// A shape style that tiles `image` across the shape.
    ///
    /// ```swift
    /// Circle().fill(.image(Image(systemName: "star")))
    /// ```
    ///
    /// - Parameters:
    ///   - image: The image to tile.
    ///   - sourceRect: The part of the image tiled, in its unit square.
    ///   - scale: How much each tile is scaled.
    /// - Returns: The image paint.
    public static func image(
        _ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1
    ) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}
