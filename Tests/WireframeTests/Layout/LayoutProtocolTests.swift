import Foundation
import Testing

@testable import Wireframe

/// SwiftUI's `Layout` protocol: user layouts written as Apple documents them, the engine's stacks
/// through the same protocol, caches, layout values, `AnyLayout`, and broken layouts made safe.
@MainActor
@Suite struct LayoutProtocolTests {
    /// Apple's "equal width" example: every subview as wide as the widest, side by side.
    @Test func userLayoutWithoutACacheSizesAndPlacesItsSubviews() throws {
        let placed = try EqualWidthHStack {
            Text("a")
            Text("abcd")
        }
        .placedTree(width: 200, height: nil)
        let texts = placed.frames { $0.is(TextNode.self) }
        // Each column is 32 wide (the widest text) with 8 between them, centred on the screen.
        #expect(placed.frame == CGRect(x: 64, y: 0, width: 72, height: 16))
        // "a", centred in its column 76 pt in, is placed on the nearest column, half a column
        // rounding up.
        #expect(texts.map(\.midX) == [84, 120])
    }

    /// The layout's own cache is made once and reaches both sizing and placing.
    @Test func cacheIsMadeOnceAndSharedBySizingAndPlacing() throws {
        let counter = CacheCounter()
        _ = try CachingColumn(counter: counter) {
            Text("a")
            Text("b")
        }
        .placedTree(width: 200, height: nil)
        #expect(counter.made == 1)
        #expect(counter.sizedWithCache > 0)
        #expect(counter.placedWithCache == 1)
    }

    /// A subview reads the value its view set with `layoutValue(key:value:)`, through the modifiers
    /// around it; a subview that sets none reads the key's default.
    @Test func layoutValuesReachTheLayoutThroughModifiers() throws {
        let recorder = RankRecorder()
        _ = try RankReader(recorder: recorder) {
            Text("a").layoutValue(key: Rank.self, value: 3).padding(4)
            Text("b")
        }
        .placedTree(width: 200, height: nil)
        #expect(recorder.ranks == [3, 0])
    }

    /// `subview.priority` is the view's `layoutPriority`, read through the modifiers around it.
    @Test func subviewPriorityIsTheLayoutPriority() throws {
        let recorder = RankRecorder()
        _ = try PriorityReader(recorder: recorder) {
            Text("a").layoutPriority(2).padding(4)
            Text("b")
        }
        .placedTree(width: 200, height: nil)
        #expect(recorder.priorities == [2, 0])
    }

    /// `HStackLayout` used as a view is an `HStack`: the same node and the same frames.
    @Test func stackLayoutsAsViewsAreTheirStacks() throws {
        let layout = HStackLayout(spacing: 4) {
            Text("a")
            Text("b")
        }
        let stack = HStack(spacing: 4) {
            Text("a")
            Text("b")
        }
        #expect(try layout.node() == stack.node())
        #expect(try layout.placedTree(width: 100, height: nil) == stack.placedTree(width: 100, height: nil))
        #expect(try ZStackLayout(alignment: .top) { Text("a") }.node() == ZStack(alignment: .top) { Text("a") }.node())
    }

    /// `AnyLayout` switches between layouts; each renders as the layout it wraps.
    @Test func anyLayoutRendersAsTheLayoutItWraps() throws {
        func names(_ layout: AnyLayout) -> some View {
            layout {
                Text("이름")
                Text("설명")
            }
        }
        let wide = try names(AnyLayout(HStackLayout())).renderASCII(width: 120, height: nil)
        let tall = try names(AnyLayout(VStackLayout(alignment: .leading))).renderASCII(width: 120, height: nil)
        #expect(wide == "   이름 설명\n")
        #expect(tall == "      이름\n\n      설명\n")
        let flow = try AnyLayout(AnyLayout(FlowLayout())) { Text("a") }.node()
        #expect(flow.kind.summary == "Layout(FlowLayout(spacing: 8.0))")
    }

    /// The README's `FlowLayout`: tags that wrap onto a new line when the next one does not fit.
    @Test func flowLayoutWrapsTagsOntoNewLines() throws {
        let tags = FlowLayout(spacing: 16) {
            ForEach(["Swift", "SwiftUI", "레이아웃", "タグ", "Linux", "ASCII"], id: \.self) { tag in
                Text(tag).padding(.horizontal, 8).border(.black)
            }
        }
        let ascii = try tags.renderASCII(width: 200, height: nil)
        #expect(
            ascii == """
                    [Swift]  [SwiftUI]

                    [레이아웃]  [タグ]

                    [Linux]  [ASCII]

                """)
    }

    /// A layout that answers NaN or a negative size is warned about, and its size taken as zero.
    @Test func nonFiniteSizesAreWarnedAboutAndTakenAsZero() throws {
        let warnings = WarningSink()
        let placed = try LayoutWarnings.$handler.withValue(warnings.record) {
            try BrokenLayout(mode: .nanSize) { Text("a") }.placedTree(width: 100, height: 100)
        }
        #expect(placed.frame.size == .zero)
        #expect(warnings.messages.count == 2)
        #expect(warnings.messages.first?.contains("BrokenLayout.sizeThatFits(proposal: (100, 100)) returned nan × -4") == true)
        #expect(warnings.messages.last == "BrokenLayout placed a subview at a position that is not finite; it is placed at 0 on that axis")
    }

    /// A subview that is never placed is hidden, and the layout is warned about.
    @Test func unplacedSubviewsAreHiddenWithAWarning() throws {
        let warnings = WarningSink()
        let placed = try LayoutWarnings.$handler.withValue(warnings.record) {
            try BrokenLayout(mode: .placesOnlyFirst) {
                Text("a")
                Text("b")
            }
            .placedTree(width: 100, height: 100)
        }
        #expect(placed.children.map(\.kind.summary) == ["Text(\"a\")", "hidden"])
        #expect(warnings.messages == ["BrokenLayout never placed subviews 1; they are hidden"])
        let ascii = try LayoutWarnings.$handler.withValue(warnings.record) {
            try BrokenLayout(mode: .placesOnlyFirst) {
                Text("a")
                Text("b")
            }
            .renderASCII(width: 40, height: nil)
        }
        #expect(ascii == "a\n")
    }

    /// A subview placed twice keeps its last place, and the layout is warned about.
    @Test func subviewPlacedTwiceKeepsItsLastPlace() throws {
        let warnings = WarningSink()
        let placed = try LayoutWarnings.$handler.withValue(warnings.record) {
            try BrokenLayout(mode: .placesTwice) { Text("a") }.placedTree(width: 100, height: 100)
        }
        #expect(placed.children[0].frame.origin == CGPoint(x: placed.frame.minX + 24, y: placed.frame.minY))
        #expect(warnings.messages == ["BrokenLayout placed subviews 0 more than once; each keeps its last place"])
    }

    /// Each subview answers each proposal once however deep user layouts nest, so nesting costs
    /// linear time rather than doubling per level.
    @Test func nestedUserLayoutsMeasureEachSubviewOncePerProposal() throws {
        let counter = CacheCounter()
        var view = AnyView(Text("leaf"))
        for _ in 0..<20 { view = AnyView(CountingColumn(counter: counter) { view }) }
        _ = try view.placedTree(width: 200, height: nil)
        // Each of the 20 columns is asked about a handful of proposals, never 2^20.
        #expect(counter.sized <= 20 * 4)
    }
}

// MARK: - Layouts written as Apple's documentation writes them

/// Apple's sample: subviews side by side, each as wide as the widest.
private struct EqualWidthHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews).reduce(0, +)
        return CGSize(width: maxSize.width * CGFloat(subviews.count) + spacing, height: maxSize.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        let placementProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)
        var nextX = bounds.minX + maxSize.width / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: nextX, y: bounds.midY), anchor: .center, proposal: placementProposal)
            nextX += maxSize.width + spacing[index]
        }
    }

    private func maxSize(subviews: Subviews) -> CGSize {
        let subviewSizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return subviewSizes.reduce(.zero) { currentMax, subviewSize in
            CGSize(width: max(currentMax.width, subviewSize.width), height: max(currentMax.height, subviewSize.height))
        }
    }

    private func spacing(subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            guard index < subviews.count - 1 else { return 0 }
            return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
        }
    }
}

/// Tags left to right, wrapping onto a new line when the next does not fit.
struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrange(proposal: proposal, subviews: subviews).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let arrangement = arrange(proposal: proposal, subviews: subviews)
        for (subview, origin) in zip(subviews, arrangement.origins) {
            subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
        }
    }

    private func arrange(proposal: ProposedViewSize, subviews: Subviews) -> (size: CGSize, origins: [CGPoint]) {
        let maxWidth = proposal.width ?? .infinity
        var origins: [CGPoint] = []
        var x: CGFloat = 0
        var y: CGFloat = 0
        var rowHeight: CGFloat = 0
        var width: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0, x + size.width > maxWidth {
                x = 0
                y += rowHeight + spacing
                rowHeight = 0
            }
            origins.append(CGPoint(x: x, y: y))
            width = max(width, x + size.width)
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
        return (CGSize(width: width, height: y + rowHeight), origins)
    }
}

// MARK: - Layouts that observe the engine

private final class CacheCounter {
    var made = 0
    var sized = 0
    var sizedWithCache = 0
    var placedWithCache = 0
}

/// A column whose cache counts how it is used.
private struct CachingColumn: Layout {
    let counter: CacheCounter

    struct Cache {
        var heights: [CGFloat]
    }

    func makeCache(subviews: Subviews) -> Cache {
        counter.made += 1
        return Cache(heights: subviews.map { $0.sizeThatFits(.unspecified).height })
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        if cache.heights.count == subviews.count { counter.sizedWithCache += 1 }
        let width = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        return CGSize(width: width, height: cache.heights.reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        if cache.heights.count == subviews.count { counter.placedWithCache += 1 }
        var y = bounds.minY
        for (subview, height) in zip(subviews, cache.heights) {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += height
        }
    }
}

/// A column that counts how often it is measured and measures its subviews twice per call.
private struct CountingColumn: Layout {
    let counter: CacheCounter

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        counter.sized += 1
        _ = subviews.map { $0.sizeThatFits(.unspecified) }
        return subviews.reduce(CGSize.zero) { size, subview in
            let child = subview.sizeThatFits(proposal)
            return CGSize(width: max(size.width, child.width), height: size.height + child.height)
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
    }
}

private struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

private final class RankRecorder {
    var ranks: [Int] = []
    var priorities: [Double] = []
}

/// A layout that records its subviews' ranks and stacks them.
private struct RankReader: Layout {
    let recorder: RankRecorder

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        recorder.ranks = subviews.map { $0[Rank.self] }
        return .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: .zero) }
    }
}

/// A layout that records its subviews' priorities.
private struct PriorityReader: Layout {
    let recorder: RankRecorder

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        recorder.priorities = subviews.map(\.priority)
        return .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: .zero) }
    }
}

/// A layout that breaks the contract in one way.
private struct BrokenLayout: Layout {
    enum Mode {
        case nanSize, placesOnlyFirst, placesTwice
    }
    let mode: Mode

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        mode == .nanSize ? CGSize(width: CGFloat.nan, height: -4) : CGSize(width: 40, height: 16)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        switch mode {
        case .nanSize:
            for subview in subviews { subview.place(at: CGPoint(x: CGFloat.nan, y: 0), proposal: .unspecified) }
        case .placesOnlyFirst:
            subviews.first?.place(at: bounds.origin, proposal: .unspecified)
        case .placesTwice:
            subviews[0].place(at: bounds.origin, proposal: .unspecified)
            subviews[0].place(at: CGPoint(x: bounds.minX + 24, y: bounds.minY), proposal: .unspecified)
        }
    }
}
