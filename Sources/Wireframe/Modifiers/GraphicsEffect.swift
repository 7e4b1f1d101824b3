import Foundation

/// A graphics effect a view is drawn through — a blur, a colour filter or a blend mode — as
/// `blur(radius:opaque:)`, `brightness(_:)`, `contrast(_:)`, `saturation(_:)`, `grayscale(_:)`,
/// `hueRotation(_:)`, `colorMultiply(_:)`, `colorInvert()`, `luminanceToAlpha()` and
/// `blendMode(_:)` make it.
///
/// Its amounts are clamped when it is made, so a node holds only values that draw: a radius or
/// amount that is not a finite number leaves the view as it is.
///
/// ```swift
/// try Text("a").grayscale(1).node().kind.as(GraphicsEffectNode.self)?.summary   // "grayscale(1)"
/// ```
package struct GraphicsEffectNode: Equatable, Sendable {
    let effect: Effect

    /// The effects, each with its amount.
    enum Effect: Equatable, Sendable {
        case blur(radius: CGFloat, isOpaque: Bool)
        case brightness(Double)
        case contrast(Double)
        case saturation(Double)
        case grayscale(Double)
        case hueRotation(degrees: Double)
        case colorMultiply(Color)
        case colorInvert
        case luminanceToAlpha
        case blendMode(BlendMode)
    }

    /// The effect with its amount made safe: finite and within the range that draws.
    init(_ effect: Effect) {
        func clean(_ value: Double, _ range: ClosedRange<Double>, otherwise: Double) -> Double {
            value.isFinite ? Swift.min(Swift.max(value, range.lowerBound), range.upperBound) : otherwise
        }
        switch effect {
        case .blur(let radius, let isOpaque):
            self.effect = .blur(radius: CGFloat(clean(Double(radius), 0...1000, otherwise: 0)), isOpaque: isOpaque)
        case .brightness(let amount): self.effect = .brightness(clean(amount, -1...1, otherwise: 0))
        case .contrast(let amount): self.effect = .contrast(clean(amount, -100...100, otherwise: 1))
        case .saturation(let amount): self.effect = .saturation(clean(amount, 0...100, otherwise: 1))
        case .grayscale(let amount): self.effect = .grayscale(clean(amount, 0...1, otherwise: 0))
        case .hueRotation(let degrees):
            self.effect = .hueRotation(degrees: degrees.isFinite ? degrees.truncatingRemainder(dividingBy: 360) : 0)
        case .colorMultiply, .colorInvert, .luminanceToAlpha, .blendMode: self.effect = effect
        }
    }

    /// The effect's line in dumps and diffs, as the modifier is written: `blur(radius: 4)`.
    package var summary: String {
        func number(_ value: Double) -> String { formatPoints(CGFloat(value)) }
        switch effect {
        case .blur(let radius, let isOpaque):
            return "blur(radius: \(formatPoints(radius))" + (isOpaque ? ", opaque: true)" : ")")
        case .brightness(let amount): return "brightness(\(number(amount)))"
        case .contrast(let amount): return "contrast(\(number(amount)))"
        case .saturation(let amount): return "saturation(\(number(amount)))"
        case .grayscale(let amount): return "grayscale(\(number(amount)))"
        case .hueRotation(let degrees): return "hueRotation(\(number(degrees))°)"
        case .colorMultiply(let color): return "colorMultiply(\(color))"
        case .colorInvert: return "colorInvert()"
        case .luminanceToAlpha: return "luminanceToAlpha()"
        case .blendMode(let mode): return "blendMode(.\(mode))"
        }
    }

    /// The filter the effect draws, with colours in the appearance `resolve` gives, or `nil` for
    /// an effect that changes nothing (a blur of radius 0, `brightness(0)`, `.normal`).
    func filter(resolving resolve: (Color) -> Color) -> FilterDrawing? {
        let matrix: ColorMatrix
        switch effect {
        case .blur(let radius, let isOpaque):
            return radius > 0 ? .blur(radius: radius, isOpaque: isOpaque) : nil
        case .brightness(let amount):
            guard amount != 0 else { return nil }
            matrix = .brightness(amount)
        case .contrast(let amount):
            guard amount != 1 else { return nil }
            matrix = .contrast(amount)
        case .saturation(let amount):
            guard amount != 1 else { return nil }
            matrix = .saturation(amount)
        case .grayscale(let amount):
            guard amount != 0 else { return nil }
            matrix = .grayscale(amount)
        case .hueRotation(let degrees):
            guard degrees != 0 else { return nil }
            matrix = .hueRotation(degrees: degrees)
        case .colorMultiply(let color):
            matrix = .multiplying(by: resolve(color))
            guard matrix != .identity else { return nil }
        case .colorInvert:
            matrix = .inverting
        case .luminanceToAlpha:
            matrix = .luminanceToAlpha
        case .blendMode:
            return nil
        }
        return .colorMatrix(matrix)
    }
}

extension GraphicsEffectNode: ContentModifierPrimitive {
    static let jsonSchema = [
        JSONKindSchema("blur", fields: ["radius", "opaque"]), JSONKindSchema("brightness", fields: ["amount"]),
        JSONKindSchema("contrast", fields: ["amount"]), JSONKindSchema("saturation", fields: ["amount"]),
        JSONKindSchema("grayscale", fields: ["amount"]), JSONKindSchema("hueRotation", fields: ["degrees"]),
        JSONKindSchema("colorMultiply", fields: ["color"]), JSONKindSchema("colorInvert", fields: []),
        JSONKindSchema("luminanceToAlpha", fields: []), JSONKindSchema("blendMode", fields: ["mode"]),
    ]

    static func kind(named name: String, json object: JSONObjectReader) throws -> Node.Kind {
        func amount() throws -> Double { try object.required("amount").number() }
        let effect: Effect
        switch name {
        case "blur":
            effect = .blur(radius: CGFloat(try object.required("radius").number()), isOpaque: try object["opaque"]?.bool() ?? false)
        case "brightness": effect = .brightness(try amount())
        case "contrast": effect = .contrast(try amount())
        case "saturation": effect = .saturation(try amount())
        case "grayscale": effect = .grayscale(try amount())
        case "hueRotation": effect = .hueRotation(degrees: try object.required("degrees").number())
        case "colorMultiply": effect = .colorMultiply(try Color(json: object.required("color")))
        case "colorInvert": effect = .colorInvert
        case "luminanceToAlpha": effect = .luminanceToAlpha
        default:
            let reader = try object.required("mode")
            let modeName = try reader.string()
            guard let mode = BlendMode.allCases.first(where: { "\($0)" == modeName }) else {
                throw reader.error("unknown blend mode \"\(modeName)\"")
            }
            effect = .blendMode(mode)
        }
        return .effect(GraphicsEffectNode(effect))
    }

    func jsonFields(path: String) throws -> (name: String, fields: [JSONField]) {
        var fields = JSONFieldWriter(path: path)
        switch effect {
        case .blur(let radius, let isOpaque):
            try fields.appendLength("radius", radius)
            if isOpaque { fields.append("opaque", .bool(true)) }
            return ("blur", fields.fields)
        case .brightness(let amount):
            try fields.appendLength("amount", amount)
            return ("brightness", fields.fields)
        case .contrast(let amount):
            try fields.appendLength("amount", amount)
            return ("contrast", fields.fields)
        case .saturation(let amount):
            try fields.appendLength("amount", amount)
            return ("saturation", fields.fields)
        case .grayscale(let amount):
            try fields.appendLength("amount", amount)
            return ("grayscale", fields.fields)
        case .hueRotation(let degrees):
            try fields.appendLength("degrees", degrees)
            return ("hueRotation", fields.fields)
        case .colorMultiply(let color):
            try fields.append("color", color, unless: nil)
            return ("colorMultiply", fields.fields)
        case .colorInvert:
            return ("colorInvert", [])
        case .luminanceToAlpha:
            return ("luminanceToAlpha", [])
        case .blendMode(let mode):
            fields.append("mode", .string("\(mode)"))
            return ("blendMode", fields.fields)
        }
    }

    /// The content is drawn in an effect group carrying the effect's filter or blend mode; an
    /// effect that changes nothing (or a blend mode drawn as `normal`) draws the content as it is. A blur that is not opaque spreads
    /// the drawing about three standard deviations past its frame.
    func draw(_ node: PlacedNode, into builder: inout DisplayListBuilder) {
        var drawing = EffectDrawing(frame: node.frame, filters: [], blendMode: .normal, label: summary)
        if case .blendMode(let mode) = effect {
            drawing.blendMode = mode
        } else if let filter = filter(resolving: { builder.drawn($0) }) {
            drawing.filters = [filter]
        }
        guard !drawing.filters.isEmpty || drawing.blendMode.cssName != nil else { return builder.drawChildren(of: node) }
        var reach: CGFloat = 0
        if case .blur(let radius, false) = effect { reach = 3 * radius }
        builder.drawSpilling(node, by: reach, push: .pushEffect(drawing), pop: .popEffect)
    }
}

extension Node.Kind {
    /// The child drawn through a graphics effect: a blur, a colour filter or a blend mode.
    package static func effect(_ effect: GraphicsEffectNode) -> Self { Self(effect) }
}
