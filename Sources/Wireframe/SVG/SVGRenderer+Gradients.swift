import Foundation

extension SVGRenderer {
    // MARK: Gradients

    /// Writes `gradient` for a shape in `frame` as a `linearGradient` or `radialGradient` in its
    /// own `defs`, in the canvas's coordinates, and returns its id for `fill="url(#…)"`.
    mutating func writeGradient(_ gradient: GradientFill, in frame: CGRect) -> String {
        gradientCount += 1
        let id = "gradient-\(gradientCount)"
        func point(_ unit: UnitPoint) -> (x: Double, y: Double) {
            (Double(frame.minX + frame.width * unit.x), Double(frame.minY + frame.height * unit.y))
        }
        var stops = gradient.gradient.stops.map { (offset: Double($0.location), color: $0.color) }
        writer.open(.defs)
        switch gradient.kind {
        case .linear(let start, let end):
            let (x1, y1) = point(start)
            let (x2, y2) = point(end)
            writer.open(
                .linearGradient,
                [
                    ("id", SVGValue(id)), ("gradientUnits", "userSpaceOnUse"), ("x1", .number(x1)), ("y1", .number(y1)),
                    ("x2", .number(x2)), ("y2", .number(y2)),
                ])
        case .radial(let center, let startRadius, let endRadius):
            let (cx, cy) = point(center)
            // SVG 1.1 has no start radius: the stops move out to where it puts them.
            if endRadius > 0 {
                let start = Double(min(startRadius, endRadius) / endRadius)
                stops = stops.map { (start + $0.offset * (1 - start), $0.color) }
            }
            writer.open(
                .radialGradient,
                [
                    ("id", SVGValue(id)), ("gradientUnits", "userSpaceOnUse"), ("cx", .number(cx)), ("cy", .number(cy)),
                    ("r", .number(Double(endRadius))),
                ])
        case .elliptical(let center, let startFraction, let endFraction):
            // A circle of radius 1 about the origin, stretched to the frame and moved to the centre.
            let (cx, cy) = point(center)
            let end = Double(endFraction)
            if end > 0 {
                let start = Double(min(startFraction, endFraction)) / end
                stops = stops.map { (start + $0.offset * (1 - start), $0.color) }
            }
            let attributes: [(String, SVGValue)] = [
                ("id", SVGValue(id)), ("gradientUnits", "userSpaceOnUse"), ("cx", 0), ("cy", 0), ("r", .number(end)),
                ("gradientTransform", "matrix(\(Double(frame.width)) 0 0 \(Double(frame.height)) \(cx) \(cy))"),
            ]
            writer.open(.radialGradient, attributes)
        case .angular:
            // Drawn as wedges by `drawAngularGradient`; a plain fill of the first stop here.
            writer.open(.linearGradient, [("id", SVGValue(id))])
            stops = Array(stops.prefix(1))
        }
        for stop in stops {
            var attributes: [(String, SVGValue)] = [("offset", .number(stop.offset)), ("stop-color", SVGValue(stop.color.hexString))]
            if stop.color.opacity < 1 { attributes.append(("stop-opacity", .number(stop.color.opacity))) }
            writer.element(.stop, attributes)
        }
        writer.close()
        writer.close()
        elementCount += 3 + stops.count
        return id
    }

    /// Draws an angular (conic) gradient, which SVG lacks, as thin wedges about its centre, each
    /// in the gradient's colour at its middle angle, clipped to the shape's outline.
    mutating func drawAngularGradient(_ gradient: GradientFill, clippedTo shape: ShapeKind, in frame: CGRect) throws {
        guard case .angular(let center, let start, let end) = gradient.kind, let first = gradient.gradient.stops.first else { return }
        gradientCount += 1
        let clipID = "gradient-\(gradientCount)"
        let (name, outline) = Self.outline(of: shape, in: frame)
        writer.open(.defs)
        writer.open(.clipPath, [("id", SVGValue(clipID))])
        writer.element(name, outline)
        writer.close()
        writer.close()
        writer.open(.g, [("clip-path", SVGValue("url(#\(clipID))"))])
        let cx = Double(frame.minX + frame.width * center.x)
        let cy = Double(frame.minY + frame.height * center.y)
        // Far enough from the centre to reach every corner of the frame.
        let radius = Double(hypot(frame.width, frame.height)) * 2
        let sweep = min(max(end.radians - start.radians, -4 * .pi), 4 * .pi)
        let wedges = max(Int((abs(sweep) / (2 * .pi) * 120).rounded(.up)), 1)
        if gradient.gradient.stops.count == 1 || sweep == 0 {
            writer.element(.rect, Self.outline(of: .rectangle, in: frame).attributes + Self.paint(first.color, "fill"))
        } else {
            for index in 0..<wedges {
                let from = start.radians + sweep * Double(index) / Double(wedges)
                // Each wedge reaches a little into the next, so no seam shows between them.
                let to = start.radians + sweep * (Double(index) + 1.5) / Double(wedges)
                let color = gradient.gradient.color(at: (Double(index) + 0.5) / Double(wedges))
                let points = [cx, cy, cx + radius * cos(from), cy + radius * sin(from), cx + radius * cos(to), cy + radius * sin(to)]
                writer.element(.polygon, [("points", .numbers(points))] + Self.paint(color, "fill"))
            }
        }
        writer.close()
        try count(4 + wedges)
    }
}

extension Gradient {
    /// The colour at `location` (0 to 1), between the stops around it.
    func color(at location: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if location <= Double(first.location) { return first.color }
        if location >= Double(last.location) { return last.color }
        for (lower, upper) in zip(stops, stops.dropFirst()) where location <= Double(upper.location) {
            let span = Double(upper.location - lower.location)
            let t = span > 0 ? (location - Double(lower.location)) / span : 1
            func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
            return Color(
                red: mix(lower.color.red, upper.color.red), green: mix(lower.color.green, upper.color.green),
                blue: mix(lower.color.blue, upper.color.blue), opacity: mix(lower.color.opacity, upper.color.opacity))
        }
        return last.color
    }
}
