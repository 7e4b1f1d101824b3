import Foundation

/// The tracks of a lazy grid — its columns (`LazyVGrid`) or rows (`LazyHGrid`) — and how cells
/// fill them, line after line.
///
/// Fixed tracks take their length; the others share what is left equally, each flexible one
/// clamped to its minimum and maximum, each adaptive one split into as many tracks of at least its
/// minimum as fit. With no length proposed along the tracks, a flexible or adaptive track is as
/// long as the longest cell. A grid with no items has one flexible track.
struct GridTracks: Hashable, Sendable {
    var items: [GridItem]
    /// The space between lines of cells, or `nil` for 8 points.
    var lineSpacing: CGFloat?
    /// Where the tracks sit when the grid is longer than they are (one component is used).
    var alignment: Alignment
    /// The length a shared track's length is a whole multiple of (the ASCII target's cell along
    /// the tracks), or `nil` for any length.
    var trackQuantum: CGFloat?

    init(items: [GridItem], lineSpacing: CGFloat?, alignment: Alignment) {
        self.items = items.map(\.sanitized)
        self.lineSpacing = lineSpacing.map(cleanCoordinate)
        self.alignment = alignment
    }

    struct Track {
        var length: CGFloat
        var spacingAfter: CGFloat
        var alignment: Alignment
    }

    /// The tracks of one grid: how many there are, and the first of them.
    ///
    /// An adaptive item in a long grid may stand for more tracks than memory holds (a row of
    /// 2,609 pt in 10¹⁵ pt is 3.8 × 10¹¹ tracks), so only the tracks a cell can land in are kept:
    /// cells fill a line before the next, so with `n` cells only the first `n` tracks hold any.
    /// The others count in ``count`` and ``totalLength`` alone.
    struct Tracks {
        /// The first tracks, at most as many as the grid has cells (and at least one).
        var kept: [Track]
        /// How many tracks a line holds.
        var count: Int
        /// The length of all the tracks and the spaces between them.
        var totalLength: CGFloat
    }

    struct Arrangement {
        var size: CGSize
        var tracks: Tracks
        var lineLengths: [CGFloat]
        var offers: [ProposedViewSize]
    }

    private var effectiveItems: [GridItem] { items.isEmpty ? [GridItem()] : items }

    /// The tracks for `available` points along them, or their ideal lengths for `nil`, keeping at
    /// most `cellCount` of them (at least one).
    ///
    /// - Complexity: O(*i* + `cellCount`) for *i* items, whatever the number of tracks.
    func tracks(available: CGFloat?, cellCount: Int, longestCell: () -> CGFloat) -> Tracks {
        let items = effectiveItems
        let spacings = items.map { $0.spacing ?? defaultSpacing }
        var lengths = [CGFloat?](repeating: nil, count: items.count)
        var remaining: CGFloat
        if let available {
            let gaps = spacings.dropLast().reduce(0, +)
            let fixed = items.reduce(CGFloat(0)) { total, item in
                if case .fixed(let length) = item.size { return total + length }
                return total
            }
            remaining = max(available - fixed - gaps, 0)
        } else {
            remaining = 0
        }
        // The share of each non-fixed track; those capped lowest go first and leave the rest to others.
        let shared = items.indices.filter { if case .fixed = items[$0].size { false } else { true } }
            .sorted { (items[$0].maximum, $0) < (items[$1].maximum, $1) }
        var unshared = shared.count
        for index in shared {
            let share = available == nil ? max(longestCell(), items[index].minimum) : remaining / CGFloat(unshared)
            let length = quantized(min(max(share, items[index].minimum), items[index].maximum))
            lengths[index] = length
            remaining -= length
            unshared -= 1
        }
        let keep = max(cellCount, 1)
        var kept: [Track] = []
        var count = 0
        // Summed track by track as a list of tracks would be, and multiplied only past that.
        var lengthSum: CGFloat = 0
        var spacingSum: CGFloat = 0
        var pendingSpacing: CGFloat?
        func append(_ track: Track, times: Int) {
            let summed = min(times, keep + 1)
            for _ in 0..<summed {
                if let pendingSpacing { spacingSum += pendingSpacing }
                lengthSum += track.length
                pendingSpacing = track.spacingAfter
            }
            if times > summed {
                lengthSum += track.length * CGFloat(times - summed)
                spacingSum += track.spacingAfter * CGFloat(times - summed)
            }
            kept.append(contentsOf: repeatElement(track, count: min(times, max(keep - kept.count, 0))))
            count = count.addingReportingOverflow(times).overflow ? Int.max : count + times
        }
        for (index, item) in items.enumerated() {
            let alignment = item.alignment ?? .center
            switch item.size {
            case .fixed(let length):
                append(Track(length: length, spacingAfter: spacings[index], alignment: alignment), times: 1)
            case .flexible:
                append(Track(length: lengths[index] ?? 0, spacingAfter: spacings[index], alignment: alignment), times: 1)
            case .adaptive(let minimum, let maximum):
                let share = lengths[index] ?? minimum
                let spacing = spacings[index]
                // Computed in floating point and converted only once it is known to fit.
                let fitting = available == nil ? 1 : ((share + spacing) / (max(minimum, 1) + spacing)).rounded(.down)
                let count = fitting.isFinite && fitting < 0x1p53 ? max(Int(fitting), 1) : 1 << 53
                let length = quantized(min((share - spacing * CGFloat(count - 1)) / CGFloat(count), maximum))
                append(Track(length: max(length, 0), spacingAfter: spacing, alignment: alignment), times: count)
            }
        }
        return Tracks(kept: kept, count: count, totalLength: lengthSum + spacingSum)
    }

    /// `length` rounded down to a whole ``trackQuantum``, so that shared tracks are all alike.
    private func quantized(_ length: CGFloat) -> CGFloat {
        guard let trackQuantum, length.isFinite else { return length }
        return (length / trackQuantum).rounded(.down) * trackQuantum
    }

    /// The grid with its spacing, fixed tracks and shared track lengths in whole cells of the
    /// ASCII target, whose tracks run along `axis`; unchanged in points.
    func snapped(to metrics: LayoutMetrics, tracksAlong axis: Axis) -> GridTracks {
        guard metrics.isOnGrid else { return self }
        var grid = self
        grid.lineSpacing = metrics.snapped(lineSpacing ?? defaultSpacing, along: axis.crossAxis)
        grid.items = items.map { item in
            var item = item
            item.spacing = metrics.snapped(item.spacing ?? defaultSpacing, along: axis)
            if case .fixed(let length) = item.size { item.size = .fixed(metrics.snapped(length, along: axis)) }
            return item
        }
        grid.trackQuantum = metrics.cellLength(along: axis)
        return grid
    }

    /// The cells of `subviews` arranged in tracks along `axis` for `proposal`.
    func arrange(along axis: Axis, proposal: ProposedViewSize, subviews: LayoutSubviews) -> Arrangement {
        let proposed = proposal.length(along: axis).flatMap { $0.isFinite ? $0 : nil }
        let tracks = tracks(available: proposed, cellCount: subviews.count) {
            subviews.map { $0.sizeThatFits(.unspecified).length(along: axis) }.max() ?? 0
        }
        var offers: [ProposedViewSize] = []
        var lineLengths: [CGFloat] = []
        for (offset, subview) in subviews.enumerated() {
            let column = offset % tracks.count
            let offer = ProposedViewSize(axis: axis, main: tracks.kept[column].length, cross: nil)
            offers.append(offer)
            let length = subview.sizeThatFits(offer).length(along: axis.crossAxis)
            if column == 0 { lineLengths.append(0) }
            lineLengths[lineLengths.count - 1] = max(lineLengths[lineLengths.count - 1], length)
        }
        let trackTotal = tracks.totalLength
        let fills = proposed != nil && effectiveItems.contains { if case .fixed = $0.size { false } else { true } }
        let main = fills ? max(proposed ?? trackTotal, trackTotal) : trackTotal
        let lineGap = lineSpacing ?? defaultSpacing
        let cross = lineLengths.reduce(0, +) + lineGap * CGFloat(max(lineLengths.count - 1, 0))
        return Arrangement(
            size: CGSize(axis: axis, main: max(main, 0), cross: max(cross, 0)), tracks: tracks, lineLengths: lineLengths, offers: offers)
    }

    /// Places each cell in its track and line, aligned by its track.
    func place(along axis: Axis, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        let arrangement = arrange(along: axis, proposal: proposal, subviews: subviews)
        let tracks = arrangement.tracks.kept
        let trackCount = arrangement.tracks.count
        let trackTotal = arrangement.tracks.totalLength
        let fraction = axis == .horizontal ? alignment.horizontal.fraction : alignment.vertical.fraction
        var trackStarts: [CGFloat] = []
        var position = (bounds.size.length(along: axis) - trackTotal) * fraction
        for track in tracks {
            trackStarts.append(position)
            position += track.length + track.spacingAfter
        }
        let lineGap = lineSpacing ?? defaultSpacing
        var lineStart: CGFloat = 0
        for (offset, subview) in subviews.enumerated() {
            let column = offset % trackCount
            let line = offset / trackCount
            if column == 0, line > 0 { lineStart += arrangement.lineLengths[line - 1] + lineGap }
            let cell = CGRect(
                origin: axis == .horizontal
                    ? CGPoint(x: bounds.minX + trackStarts[column], y: bounds.minY + lineStart)
                    : CGPoint(x: bounds.minX + lineStart, y: bounds.minY + trackStarts[column]),
                size: CGSize(axis: axis, main: tracks[column].length, cross: arrangement.lineLengths[line])
            )
            let offer = arrangement.offers[offset]
            let size = subview.sizeThatFits(offer)
            subview.place(at: tracks[column].alignment.origin(of: size, in: cell), proposal: offer)
        }
    }

    var summary: String {
        let sizes = effectiveItems.map(\.summary).joined(separator: ", ")
        return "[\(sizes)], spacing: \(formatPoints(lineSpacing ?? defaultSpacing))"
    }
}

extension GridItem {
    /// The item with lengths made safe: NaN and negative become 0, infinities only as maximums.
    var sanitized: GridItem {
        func length(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(value, 0), maximumLength) : 0 }
        func maximum(_ value: CGFloat, _ minimum: CGFloat) -> CGFloat {
            value.isNaN || value == .infinity ? .infinity : min(max(value, minimum), maximumLength)
        }
        var item = self
        switch size {
        case .fixed(let value): item.size = .fixed(length(value))
        case .flexible(let low, let high): item.size = .flexible(minimum: length(low), maximum: maximum(high, length(low)))
        case .adaptive(let low, let high): item.size = .adaptive(minimum: length(low), maximum: maximum(high, length(low)))
        }
        item.spacing = spacing.map { $0.isFinite ? min(max($0, 0), maximumLength) : defaultSpacing }
        return item
    }

    var minimum: CGFloat {
        switch size {
        case .fixed(let value): value
        case .flexible(let minimum, _), .adaptive(let minimum, _): minimum
        }
    }

    var maximum: CGFloat {
        switch size {
        case .fixed(let value): value
        case .flexible(_, let maximum), .adaptive(_, let maximum): maximum
        }
    }

    var summary: String {
        switch size {
        case .fixed(let value): "fixed(\(formatPoints(value)))"
        case .flexible(let low, let high): "flexible(\(formatPoints(low))...\(formatPoints(high)))"
        case .adaptive(let low, let high): "adaptive(\(formatPoints(low))...\(formatPoints(high)))"
        }
    }
}
