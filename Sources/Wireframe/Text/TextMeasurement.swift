import Foundation

/// A text's characters made safe to draw, with their advances in the target's metrics.
struct PreparedText {
    var characters: [Character]
    var advances: [Double]
    var runIndices: RunIndices
    var ellipsisWidth: Double
    var lineHeight: CGFloat
    var lineLimit: Int?
    var truncation: TruncationPosition
    /// The characters classified for line breaking once, for every width the text is laid out at.
    var breaker: LineBreaker
}

/// A text measured in one render: its prepared characters and the layouts made of them so far,
/// shared by every node of the render that shows the same text in the same style, so a text is
/// measured once per (text, width, font).
final class TextMeasurement {
    let prepared: PreparedText
    /// Text layouts already made, by width limit and line limit.
    var layouts: [(maxWidth: Double?, maxLines: Int?, layout: TextLayout)] = []

    init(_ prepared: PreparedText) {
        self.prepared = prepared
    }
}

extension LayoutNode {
    /// The text's measurement: the render's, when another node showed the same text already.
    private func measurement(of text: TextNode) -> TextMeasurement {
        if let textMeasurement { return textMeasurement }
        let measurement: TextMeasurement
        if let known = context.textMeasurements[text] {
            measurement = known
        } else {
            measurement = TextMeasurement(prepareText(text, metrics: context.metrics))
            context.textMeasurements[text] = measurement
        }
        textMeasurement = measurement
        return measurement
    }

    /// The text's characters and advances in `metrics`.
    private func prepareText(_ text: TextNode, metrics: LayoutMetrics) -> PreparedText {
        var characters: [Character] = []
        var advances: [Double] = []
        var runIndices = RunIndices()
        for (runIndex, run) in text.runs.enumerated() {
            let font = text.font(ofRun: runIndex)
            let clusters = graphemeClusters(of: sanitizedForDisplay(run.text))
            runIndices.appendRun(startingAt: characters.count)
            characters += clusters
            advances.reserveCapacity(characters.count)
            for character in clusters {
                let isNewline = character.utf8.count == 1 && character.utf8.first == 0x0A
                advances.append(isNewline ? 0 : Double(metrics.advance(of: character, font: font)))
            }
        }
        let truncation: TruncationPosition =
            switch text.truncationMode {
            case .head: .head
            case .middle: .middle
            case .tail: .tail
            }
        return PreparedText(
            characters: characters,
            advances: advances,
            runIndices: runIndices,
            ellipsisWidth: Double(metrics.advance(of: "…", font: text.font)),
            lineHeight: metrics.lineHeight(of: text.largestFont),
            lineLimit: text.lineLimit,
            truncation: truncation,
            breaker: LineBreaker(characters: characters, widths: advances, maxWidth: nil)
        )
    }

    /// The text broken into lines for `proposal`: as wide as proposed at most, and as many lines
    /// as the line limit and the proposed height allow (always at least one).
    func textLayout(for proposal: ProposedViewSize, of text: TextNode) -> PlacedText {
        let measurement = measurement(of: text)
        let prepared = measurement.prepared
        let maxWidth = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        if maxWidth != nil, !measurement.layouts.contains(where: { $0.maxWidth == nil && $0.maxLines == prepared.lineLimit }) {
            _ = textLayout(for: ProposedViewSize(width: nil, height: nil), of: text)
        }
        var maxLines = prepared.lineLimit
        if let height = proposal.height, height.isFinite {
            // A huge finite height (a text under an aspect ratio of 10⁻³⁰⁰) fits more lines than
            // an Int counts: it leaves the line limit as it is.
            let lines = ((height + 0.001) / prepared.lineHeight).rounded(.down)
            let fitting = lines < Double(Int.max) ? max(Int(lines), 1) : Int.max
            maxLines = min(maxLines ?? fitting, fitting)
        }
        let width = maxWidth.map(Double.init)
        let layout: TextLayout
        // Text that fits unwrapped in the width and lines allowed keeps its ideal layout.
        if width != nil, let ideal = measurement.layouts.first(where: { $0.maxWidth == nil && $0.maxLines == prepared.lineLimit })?.layout,
            let width, width >= ideal.width, ideal.lines.count <= (maxLines ?? .max), !ideal.isTruncated
        {
            layout = ideal
        } else if let cached = measurement.layouts.first(where: { $0.maxWidth == width && $0.maxLines == maxLines }) {
            layout = cached.layout
        } else {
            var broken = layoutText(
                prepared.breaker.limited(to: width),
                ellipsisWidth: prepared.ellipsisWidth,
                maxLines: maxLines,
                truncation: prepared.truncation
            )
            // An ellipsis can be wider than a short text that does not fit: the text never takes
            // more width for a smaller proposal than at its ideal size, so it keeps that size.
            if let ideal = measurement.layouts.first(where: { $0.maxWidth == nil && $0.maxLines == prepared.lineLimit })?.layout,
                broken.width > ideal.width, ideal.lines.count <= (maxLines ?? .max)
            {
                broken = ideal
            }
            layout = broken
            measurement.layouts.append((width, maxLines, layout))
        }
        return PlacedText(
            characters: prepared.characters,
            advances: prepared.advances,
            runIndices: prepared.runIndices,
            layout: layout,
            lineHeight: prepared.lineHeight
        )
    }
}
