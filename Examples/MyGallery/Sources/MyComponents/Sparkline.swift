import Wireframe

/// A line through values from 0 to 1, left to right: a primitive of this package's own, measured
/// and drawn through `DrawingPrimitive`, so the ASCII grid, the SVG and the gallery draw it
/// without knowing its name.
public struct Sparkline: DrawingPrimitive {
    var values: [Double]
    var color: Color

    public init(values: [Double], color: Color = .blue) {
        self.values = values
        self.color = color
    }

    /// As wide as offered (120 points when not), 32 points tall.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: proposal.width ?? 120, height: 32)
    }

    /// A line two points wide through the values, each clamped to 0...1.
    public func draw(in context: inout GraphicsContext, size: CGSize) {
        guard values.count > 1 else { return }
        var line = Path()
        for (index, value) in values.enumerated() {
            let x = size.width * CGFloat(index) / CGFloat(values.count - 1)
            let y = size.height * (1 - CGFloat(min(max(value, 0), 1)))
            if index == 0 { line.move(to: CGPoint(x: x, y: y)) } else { line.addLine(to: CGPoint(x: x, y: y)) }
        }
        context.stroke(line, with: .color(color), lineWidth: 2)
    }
}

@available(iOS 17.0, *)
#Preview("Sparkline", traits: .sizeThatFitsLayout) {
    VStack(alignment: .leading, spacing: 8) {
        Text("주간 메모 Weekly memos").font(.headline)
        Sparkline(values: [0.2, 0.5, 0.4, 0.9, 0.7, 1, 0.6])
    }
    .padding(16)
}
