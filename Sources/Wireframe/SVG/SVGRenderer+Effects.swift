import Foundation

/// The filter of an effect group as the SVG writes it: its primitives in order, in a region of
/// the canvas, with a key made of the written text so that groups drawing the same filter share
/// one definition.
///
/// - A blur is an `feGaussianBlur` whose `stdDeviation` is the radius; an opaque blur adds an
///   `feComponentTransfer` that sets every pixel's alpha to 1 (which, on the unpremultiplied
///   colours SVG filters work on, divides each pixel by its alpha, as iOS's opaque blur does) and
///   keeps the filter's region to the view's frame, so nothing spreads past it.
/// - A colour matrix is an `feColorMatrix type="matrix"` with its twenty values.
///
/// Filters compute in sRGB (`color-interpolation-filters="sRGB"`), the space the matrices are
/// written for; a filter without an opaque blur covers the whole canvas, as a shadow's does.
struct SVGEffect {
    /// One filter primitive: an element, its attributes, and the one element inside it, if any.
    struct Primitive {
        var name: SVGElementName
        var attributes: [(String, SVGValue)]
        var child: (name: SVGElementName, attributes: [(String, SVGValue)])?
    }

    let primitives: [Primitive]
    /// The filter region, in the canvas's coordinates.
    let region: CGRect
    /// The written text of the region and the primitives.
    let key: String
    /// `filter-1`, `filter-2`, …: given by ``SVGDefinitions`` in the order the document uses them.
    var id = ""

    init(_ drawing: EffectDrawing, canvas: CGSize) {
        var primitives: [Primitive] = []
        var isOpaque = false
        for filter in drawing.filters {
            switch filter {
            case .blur(let radius, let opaque):
                primitives.append(Primitive(name: .feGaussianBlur, attributes: [("stdDeviation", .number(Double(radius)))]))
                if opaque {
                    isOpaque = true
                    let alpha: [(String, SVGValue)] = [("type", "linear"), ("slope", 0), ("intercept", 1)]
                    primitives.append(Primitive(name: .feComponentTransfer, attributes: [], child: (.feFuncA, alpha)))
                }
            case .colorMatrix(let matrix):
                primitives.append(
                    Primitive(name: .feColorMatrix, attributes: [("type", "matrix"), ("values", .numbers(matrix.values))]))
            }
        }
        self.primitives = primitives
        region = isOpaque ? drawing.frame : CGRect(origin: .zero, size: canvas)
        var key = SVGValue.numbers([region.minX, region.minY, region.width, region.height].map(Double.init)).text
        for primitive in primitives {
            key += "|" + primitive.name.rawValue + SVGWriter.attributeText(primitive.attributes)
            if let child = primitive.child { key += ">" + child.name.rawValue + SVGWriter.attributeText(child.attributes) }
        }
        self.key = key
    }

    /// The elements the definition writes: the `filter` and its primitives.
    var elementCount: Int {
        1 + primitives.reduce(0) { $0 + ($1.child == nil ? 1 : 2) }
    }
}

extension SVGRenderer {
    /// Writes an effect group's `filter`.
    mutating func writeFilter(_ effect: SVGEffect) {
        let region = effect.region
        writer.open(
            .filter,
            [
                ("id", SVGValue(effect.id)), ("filterUnits", "userSpaceOnUse"), ("x", .number(Double(region.minX))),
                ("y", .number(Double(region.minY))), ("width", .number(Double(region.width))),
                ("height", .number(Double(region.height))), ("color-interpolation-filters", "sRGB"),
            ])
        for primitive in effect.primitives {
            if let child = primitive.child {
                writer.open(primitive.name, primitive.attributes)
                writer.element(child.name, child.attributes)
                writer.close()
            } else {
                writer.element(primitive.name, primitive.attributes)
            }
        }
        writer.close()
    }
}
