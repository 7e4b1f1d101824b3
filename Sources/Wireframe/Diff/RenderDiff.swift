import Foundation

/// What changed between two renders of a view, in words: elements added, removed, re-texted,
/// restyled, resized, moved and re-ordered for VoiceOver, matched by what they are and what they say rather than by where
/// they are.
///
/// A diff compares the elements two renders draw — texts, buttons (with their label, fill and
/// text colour), shapes (borders and dividers among them), images and text fields. Elements are paired by role
/// and text first, then by paint and size, then by a button's place in the tree, then by
/// overlap; what is left is added or removed. ``summary`` says the few changes a reviewer needs
/// to read, most significant first: when something is added, removed, re-texted, restyled or
/// resized, the elements that only moved or grew to make room for it are counted on its line
/// rather than listed, and elements that moved together by the same offset are one line.
///
/// ```swift
/// let diff = try RenderDiff(from: dialog(title: "메시지 삭제"), to: dialog(title: "배경화면 변경"), on: .iPhone15)
/// print(diff.summary.joined(separator: "\n"))
/// // Text "메시지 삭제" → "배경화면 변경", width 75 → 90 pt
/// print(diff.dump())
/// // changed Text "메시지 삭제" → "배경화면 변경", width 75 → 90 pt @ (…) → (…)
/// ```
///
/// The same view and the same changes give the same text on every machine.
public struct RenderDiff: Equatable, Sendable {
    /// Every change, most significant first.
    public var changes: [Change]
    /// Whether the renders differ in something a diff cannot see (an attribute that draws
    /// nothing, an element this diff does not compare) although their elements are alike.
    public var hasInvisibleChanges: Bool

    /// One element that changed.
    public struct Change: Equatable, Sendable {
        /// What happened to the element.
        public var kind: Kind
        /// The element as a person names it: `Text "취소"`, `Button "삭제"`, `Rectangle`.
        public var element: String
        /// What changed about it, each as `old → new`: `"삭제" → "확인"`, `width 116 → 240 pt`,
        /// `fill #E5E5EA → #3478F6`. Empty for an added or removed element.
        public var details: [String]
        /// Where the element was; `nil` when it was added.
        public var oldFrame: CGRect?
        /// Where the element is; `nil` when it was removed.
        public var newFrame: CGRect?

        /// The change as one line: `Button "삭제" → "확인", width 116 → 240 pt`,
        /// `Text "취소" removed`.
        public var line: String {
            switch kind {
            case .added: return element + " added"
            case .removed: return element + " removed"
            default:
                guard !details.isEmpty else { return element + " " + kind.name }
                return element + " " + details.joined(separator: ", ")
            }
        }
    }

    /// What happened to an element; more kinds may come, so switch with a `default`.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The kind's word in dumps: `added`, `removed`, `changed`, `resized`, `moved`.
        public let name: String
        /// How it ranks: lower is more significant.
        let rank: Int

        /// The element is new.
        public static let added = Kind(name: "added", rank: 1)
        /// The element is gone.
        public static let removed = Kind(name: "removed", rank: 0)
        /// Its text, colours, font, opacity or effects changed (and perhaps its frame).
        public static let changed = Kind(name: "changed", rank: 2)
        /// Only its size changed (and perhaps its position).
        public static let resized = Kind(name: "resized", rank: 3)
        /// Only its position changed.
        public static let moved = Kind(name: "moved", rank: 4)
        /// The order VoiceOver reads the elements in changed (views compared with
        /// ``RenderDiff/init(from:to:on:)`` only; files have no reading order).
        public static let reordered = Kind(name: "reordered", rank: 5)

        public var description: String { name }
    }

    /// Compares two renders of views on the same screen, as the SVG renderer lays them out.
    ///
    /// ```swift
    /// let diff = try RenderDiff(from: Text("취소"), to: Text("확인"), on: Screen(width: 200, height: nil))
    /// diff.summary   // ["Text \"취소\" → \"확인\""]
    /// ```
    ///
    /// - Parameters:
    ///   - old: The view as it was.
    ///   - new: The view as it is.
    ///   - screen: The screen both are laid out on.
    /// - Throws: ``RenderError`` for an unusable screen or a tree nested too deeply.
    @MainActor
    public init<Old: View, New: View>(from old: Old, to new: New, on screen: Screen) throws {
        try screen.validate()
        let oldLayout = try old.layout(on: screen, metrics: .svg)
        let newLayout = try new.layout(on: screen, metrics: .svg)
        let oldList = DisplayList(oldLayout.placed, canvas: oldLayout.canvas, readingAccessibility: true)
        let newList = DisplayList(newLayout.placed, canvas: newLayout.canvas, readingAccessibility: true)
        self.init(old: oldList, placed: oldLayout.placed, new: newList, placed: newLayout.placed)
        let oldOrder = oldList.accessibility?.elements.map(\.label) ?? []
        let newOrder = newList.accessibility?.elements.map(\.label) ?? []
        if let reordering = Self.reordering(from: oldOrder, to: newOrder) {
            changes.append(reordering)
            changes.sort(by: Self.isMoreSignificant)
            hasInvisibleChanges = false
        }
    }

    /// The change of the order VoiceOver reads the labels both renders have, or `nil` when
    /// they are read in the same order.
    static func reordering(from old: [String], to new: [String]) -> Change? {
        let shared = Set(old.filter { !$0.isEmpty }).intersection(new)
        // Each shared label once, where it is first read.
        func order(_ labels: [String]) -> [String] {
            var seen: Set<String> = []
            return labels.filter { shared.contains($0) && seen.insert($0).inserted }
        }
        let before = order(old)
        let after = order(new)
        guard before != after else { return nil }
        // From the first label read out of its place to the last, at most five of them.
        let first = zip(before, after).prefix { $0 == $1 }.count
        let last = before.count - zip(before.reversed(), after.reversed()).prefix { $0 == $1 }.count
        let window = { (labels: [String]) in
            let part = labels[first..<max(first, last)]
            return part.prefix(5).map(quotedSafe).joined(separator: ", ") + (part.count > 5 ? ", …" : "")
        }
        return Change(
            kind: .reordered, element: "VoiceOver reading order", details: ["\(window(before)) → \(window(after))"],
            oldFrame: nil, newFrame: nil)
    }

    /// Compares the display lists of two renders: only the commands the lists do not share are
    /// listed as elements (``DisplayListChanges``).
    init(old oldList: DisplayList, placed oldPlaced: PlacedNode, new newList: DisplayList, placed newPlaced: PlacedNode) {
        let changed = DisplayListChanges(old: oldList, placed: oldPlaced, new: newList, placed: newPlaced)
        self.init(old: changed.old, new: changed.new, differsElsewhere: oldPlaced != newPlaced || oldList != newList)
    }

    /// Compares two SVG documents this package wrote (two goldens, or a golden and its `.new`).
    ///
    /// Only the lines the documents do not share are read (``SVGChangedLines``), so the cost
    /// follows the size of the change more than the size of the documents.
    package init(oldSVG: String, newSVG: String) {
        let changed = SVGChangedLines(old: oldSVG, new: newSVG)
        self.init(old: changed.old, new: changed.new, differsElsewhere: oldSVG != newSVG)
    }

    /// Compares the texts of two ASCII pictures; an ASCII picture has no colours to compare.
    /// Only the rows that differ are read.
    package init(oldASCII: String, newASCII: String) {
        let changed = RenderElement.changedElements(oldASCII: oldASCII, newASCII: newASCII)
        self.init(old: changed.old, new: changed.new, differsElsewhere: oldASCII != newASCII)
    }

    /// Compares two lists of elements; `differsElsewhere` says whether their sources differ at
    /// all, and is asked only when the elements are alike.
    package init(old: [RenderElement], new: [RenderElement], differsElsewhere: @autoclosure () -> Bool) {
        let pairs = ElementMatching(old: old, new: new)
        var changes: [Change] = []
        for (oldIndex, newIndex) in pairs.matched {
            if let change = Self.change(from: old[oldIndex], to: new[newIndex]) { changes.append(change) }
        }
        for index in pairs.removed {
            changes.append(Change(kind: .removed, element: old[index].name, details: [], oldFrame: old[index].frame, newFrame: nil))
        }
        for index in pairs.added {
            changes.append(Change(kind: .added, element: new[index].name, details: [], oldFrame: nil, newFrame: new[index].frame))
        }
        self.changes = changes.sorted(by: Self.isMoreSignificant)
        hasInvisibleChanges = changes.isEmpty && differsElsewhere()
    }

    /// Whether nothing changed that the diff can see, nor anything else.
    public var isEmpty: Bool { changes.isEmpty && !hasInvisibleChanges }
}

extension RenderDiff {
    /// What changed between two paired elements, or `nil` when nothing did.
    static func change(from old: RenderElement, to new: RenderElement) -> Change? {
        var details: [String] = []
        var kind = Kind.moved
        var element = old.name
        if old.label != new.label {
            let (before, after) = distinguishingParts(of: old.label, new.label)
            element = old.role + " " + quotedSafe(before)
            details.append("→ " + quotedSafe(after))
            kind = .changed
        }
        func compare(_ name: String, _ a: String?, _ b: String?) {
            guard a != b else { return }
            details.append("\(name) \(a ?? "none") → \(b ?? "none")")
            kind = .changed
        }
        compare("fill", old.fill, new.fill)
        compare("stroke", old.stroke, new.stroke)
        compare("text colour", old.textColor, new.textColor)
        if old.runColors != new.runColors {
            if old.runColors.count == new.runColors.count {
                // `"색상" colour #007AFF → #FF3B30` when the same runs changed colour.
                for (a, b) in zip(old.runColors, new.runColors) where a != b {
                    let (runA, colorA) = splitRunColor(a)
                    let (runB, colorB) = splitRunColor(b)
                    details.append(runA == runB ? "\(runA) colour \(colorA) → \(colorB)" : "\(a) → \(b)")
                }
            } else {
                let describe = { (colors: [String]) in colors.isEmpty ? "none" : colors.joined(separator: ", ") }
                details.append("coloured runs \(describe(old.runColors)) → \(describe(new.runColors))")
            }
            kind = .changed
        }
        compare("font", old.font, new.font)
        if old.opacity != new.opacity {
            details.append("opacity \(percent(old.opacity)) → \(percent(new.opacity))")
            kind = .changed
        }
        compare("effects", old.effects, new.effects)
        let sizeChanged = !isClose(old.frame.width, new.frame.width) || !isClose(old.frame.height, new.frame.height)
        if !isClose(old.frame.width, new.frame.width) {
            details.append("width \(formatPoints(old.frame.width)) → \(formatPoints(new.frame.width)) pt")
        }
        if !isClose(old.frame.height, new.frame.height) {
            details.append("height \(formatPoints(old.frame.height)) → \(formatPoints(new.frame.height)) pt")
        }
        if sizeChanged && kind == .moved { kind = .resized }
        let moved = !isClose(old.frame.minX, new.frame.minX) || !isClose(old.frame.minY, new.frame.minY)
        if moved && !sizeChanged {
            details.append(movement(by: CGSize(width: new.frame.minX - old.frame.minX, height: new.frame.minY - old.frame.minY)))
        }
        guard !details.isEmpty else { return nil }
        return Change(kind: kind, element: element, details: details, oldFrame: old.frame, newFrame: new.frame)
    }

    /// Two long labels with the words they begin or end with alike left out, so that a row whose
    /// title changed reads `Button "読みたい本 …" → "장보기 목록 …"`; labels of up to
    /// ``elisionLength`` characters are kept whole.
    static func distinguishingParts(of old: String, _ new: String) -> (old: String, new: String) {
        guard old.count > elisionLength || new.count > elisionLength else { return (old, new) }
        let oldWords = old.split(separator: " ", omittingEmptySubsequences: false)
        let newWords = new.split(separator: " ", omittingEmptySubsequences: false)
        let shortest = min(oldWords.count, newWords.count)
        let leading = zip(oldWords, newWords).prefix { $0 == $1 }.count
        let trailing = zip(oldWords.reversed(), newWords.reversed()).prefix(shortest - leading).prefix { $0 == $1 }.count
        // Keep at least one word of each, and leave out only what is shared.
        guard leading + trailing > 0, oldWords.count > leading + trailing, newWords.count > leading + trailing else { return (old, new) }
        let part = { (words: [Substring]) in
            (leading > 0 ? "… " : "") + words[leading..<(words.count - trailing)].joined(separator: " ") + (trailing > 0 ? " …" : "")
        }
        return (part(oldWords), part(newWords))
    }

    /// The most characters a changed label is shown with in full.
    static let elisionLength = 24

    /// `"색상" #007AFF` as its run and its colour.
    private static func splitRunColor(_ text: String) -> (run: String, color: String) {
        guard let quote = text.range(of: "\" ", options: .backwards) else { return (text, "") }
        return (String(text[..<quote.lowerBound]) + "\"", String(text[quote.upperBound...]))
    }

    /// `moved down 40 pt`, `moved left 124 pt, up 8 pt`.
    static func movement(by offset: CGSize) -> String {
        var parts: [String] = []
        if !isClose(offset.width, 0) { parts.append((offset.width < 0 ? "left " : "right ") + formatPoints(abs(offset.width)) + " pt") }
        if !isClose(offset.height, 0) { parts.append((offset.height < 0 ? "up " : "down ") + formatPoints(abs(offset.height)) + " pt") }
        return "moved " + parts.joined(separator: ", ")
    }

    private static func percent(_ value: Double) -> String {
        "\(Int((value * 100).rounded()))%"
    }

    /// Lengths within a hundredth of a point are the same: SVG numbers are written to two places.
    static func isClose(_ a: CGFloat, _ b: CGFloat) -> Bool {
        abs(a - b) < 0.01
    }

    /// Most significant first: by kind, then the larger element, then top to bottom, leading to
    /// trailing, then by name, so the order never depends on the order elements were found in.
    static func isMoreSignificant(_ a: Change, _ b: Change) -> Bool {
        if a.kind.rank != b.kind.rank { return a.kind.rank < b.kind.rank }
        let frameA = a.newFrame ?? a.oldFrame ?? .zero
        let frameB = b.newFrame ?? b.oldFrame ?? .zero
        let areaA = max(a.oldFrame?.area ?? 0, a.newFrame?.area ?? 0)
        let areaB = max(b.oldFrame?.area ?? 0, b.newFrame?.area ?? 0)
        if areaA != areaB { return areaA > areaB }
        if frameA.minY != frameB.minY { return frameA.minY < frameB.minY }
        if frameA.minX != frameB.minX { return frameA.minX < frameB.minX }
        return a.line < b.line
    }
}
