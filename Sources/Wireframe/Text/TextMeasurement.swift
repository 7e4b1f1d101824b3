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

/// The texts measured, by target, kept by whoever lays out the same texts again — every render
/// of a view on the main actor (a snapshot suite, a gallery), a ``ScreenHost`` between the steps
/// of its script, the passes of one render — so that a text is prepared and broken into lines
/// once per (text, style, width) for as long as the cache lives, not once per render.
///
/// A measurement depends only on the text node (its runs, fonts, line limit and truncation) and
/// the target's metrics, so one made in an earlier render is the one this render would make.
/// Each target's texts are kept apart, so renders for the grid and for SVG can take turns; past
/// ``capacity`` texts or its character capacity (a million characters by default), the cache starts again, so it never
/// grows without bound, however long the texts.
///
/// ```swift
/// let cache = TextMeasurementCache()
/// _ = try layoutResolved(node, on: screen, metrics: .svg, textMeasurements: cache)
/// cache.count   // the texts of `node`, measured in the SVG font
/// ```
package final class TextMeasurementCache {
    /// The most texts kept.
    package static let capacity = 4_096
    /// The most characters kept, over all the texts.
    let characterCapacity: Int

    /// The cache every render of a view on the main actor shares, unless it is given its own.
    @MainActor package static let shared = TextMeasurementCache()

    /// A text in one target's metrics.
    struct Key: Hashable {
        let target: LayoutMetrics.MeasurementKey
        let text: TextNode
    }

    /// The measurements, by target, text and style.
    private(set) var measurements: [Key: TextMeasurement] = [:]
    /// The characters of the texts kept.
    private var characterCount = 0

    /// Creates an empty cache that keeps at most `characterCapacity` characters, over all its texts.
    package init(characterCapacity: Int = 1 << 20) {
        self.characterCapacity = characterCapacity
    }

    /// How many texts the cache holds.
    package var count: Int { measurements.count }

    /// The measurement of `text` in `metrics`: the cached one, or the one `measure` makes, kept.
    func measurement(of text: TextNode, in metrics: LayoutMetrics, measure: () -> TextMeasurement) -> TextMeasurement {
        let key = Key(target: metrics.measurementKey, text: text)
        if let known = measurements[key] { return known }
        let measurement = measure()
        let characters = measurement.prepared.characters.count
        if measurements.count >= Self.capacity || characterCount + characters > characterCapacity {
            measurements.removeAll(keepingCapacity: true)
            characterCount = 0
        }
        measurements[key] = measurement
        characterCount += characters
        return measurement
    }
}

extension LayoutMetrics {
    /// What tells one target's text measurements from another's.
    enum MeasurementKey: Hashable {
        case cells(width: CGFloat, height: CGFloat)
        /// The SVG target: Liberation Sans, the one font whose metrics there are.
        case font
    }

    var measurementKey: MeasurementKey {
        switch kind {
        case .cells(let width, let height): .cells(width: width, height: height)
        case .font: .font
        }
    }
}

extension LayoutNode {
    /// The text's measurement: the cache's, when an earlier render or another node of this one
    /// measured the same text already.
    private func measurement(of text: TextNode) -> TextMeasurement {
        if let textMeasurement { return textMeasurement }
        let metrics = context.metrics
        let measurement = context.textMeasurements.measurement(of: text, in: metrics) {
            TextMeasurement(prepareText(text, metrics: metrics))
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
            let spacing = Double(metrics.letterSpacing(run.letterSpacing))
            let clusters = graphemeClusters(of: sanitizedForDisplay(run.text))
            runIndices.appendRun(startingAt: characters.count)
            if run.systemImage != nil {
                // An inline symbol is one glyph as wide as an image of the run's font.
                characters.append(clusters.first ?? SystemImageGlyph.placeholder.ascii)
                advances.append(Swift.max(Double(metrics.imageSize(in: font).width) + spacing, 0))
                continue
            }
            characters += clusters
            advances.reserveCapacity(characters.count)
            for character in clusters {
                let isNewline = character.utf8.count == 1 && character.utf8.first == 0x0A
                advances.append(isNewline ? 0 : Swift.max(Double(metrics.advance(of: character, font: font)) + spacing, 0))
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
        if layout.isTruncated, text.minimumScaleFactor < 1, case .font = context.metrics.kind, let width {
            return shrunk(prepared, toFit: width, maxLines: maxLines, down: Double(text.minimumScaleFactor))
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

extension LayoutNode {
    /// The text at the largest scale, from 1 down to `factor` in hundredths, whose lines fit
    /// `width` and `maxLines` without being cut, or at `factor`, cut; its advances, widths and
    /// line height scaled with it. A text's advances grow with its size, so the text fits at a
    /// scale when it fits unscaled in `width` divided by the scale.
    fileprivate func shrunk(_ prepared: PreparedText, toFit width: Double, maxLines: Int?, down factor: Double) -> PlacedText {
        func layout(at scale: Double) -> TextLayout {
            layoutText(
                prepared.breaker.limited(to: width / scale), ellipsisWidth: prepared.ellipsisWidth, maxLines: maxLines,
                truncation: prepared.truncation)
        }
        // Hundredths of the size, searched by halves: the text fits at every scale below one it fits at.
        var low = Int((factor * 100).rounded(.up))
        var high = 99
        var best = low
        var fitted = layout(at: Double(low) / 100)
        if !fitted.isTruncated {
            while low <= high {
                let middle = (low + high) / 2
                let candidate = layout(at: Double(middle) / 100)
                if candidate.isTruncated {
                    high = middle - 1
                } else {
                    best = middle
                    fitted = candidate
                    low = middle + 1
                }
            }
        }
        let scale = Double(best) / 100
        fitted.width *= scale
        for index in fitted.lines.indices { fitted.lines[index].width *= scale }
        return PlacedText(
            characters: prepared.characters,
            advances: prepared.advances.map { $0 * scale },
            runIndices: prepared.runIndices,
            layout: fitted,
            lineHeight: prepared.lineHeight * CGFloat(scale),
            scale: CGFloat(scale)
        )
    }
}
