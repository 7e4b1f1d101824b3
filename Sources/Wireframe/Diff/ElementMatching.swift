import Foundation

/// Pairs the elements of two renders of the same role: by text, then (for shapes) by paint and
/// size, then by paint alone, then by identity, then by overlap, then by paint whatever the text;
/// what no pass pairs is removed (old) or added (new).
///
/// Each pass keeps the pairs the earlier ones made, and among several candidates takes the
/// nearest (then the first), so the result depends only on the two lists.
///
/// - Complexity: O(*n* + *u*²) for *n* elements of which *u* are not drawn identically in both.
struct ElementMatching {
    /// Pairs of indices into the old and the new list, in the order of the old list.
    private(set) var matched: [(old: Int, new: Int)] = []
    /// The indices of old elements with no partner.
    private(set) var removed: [Int] = []
    /// The indices of new elements with no partner.
    private(set) var added: [Int] = []

    init(old: [RenderElement], new: [RenderElement]) {
        var newPartner = [Int?](repeating: nil, count: new.count)
        var oldPartner = [Int?](repeating: nil, count: old.count)
        // Identical elements, by hash: most of a render, in one pass over each list.
        var identical: [ExactKey: [Int]] = [:]
        for index in new.indices.reversed() { identical[ExactKey(new[index]), default: []].append(index) }
        for index in old.indices {
            let key = ExactKey(old[index])
            guard let candidate = identical[key]?.popLast() else { continue }
            oldPartner[index] = candidate
            newPartner[candidate] = index
        }
        let passes: [(RenderElement, RenderElement) -> Bool] = [
            { $0.role == $1.role && !$0.label.isEmpty && $0.label == $1.label },
            { $0.role == $1.role && $0.label == $1.label && $0.isPaintedLike($1) && $0.frame.size == $1.frame.size },
            { $0.role == $1.role && $0.label == $1.label && $0.isPaintedLike($1) },
            { $0.role == $1.role && $0.identity != nil && $0.identity == $1.identity },
            { $0.role == $1.role && $0.frame.intersects($1.frame) },
            { $0.role == $1.role && $0.isPaintedLike($1) },
        ]
        for accepts in passes {
            for oldIndex in old.indices where oldPartner[oldIndex] == nil {
                var best: (index: Int, distance: CGFloat)?
                for newIndex in new.indices where newPartner[newIndex] == nil && accepts(old[oldIndex], new[newIndex]) {
                    let distance = Self.distance(old[oldIndex].frame, new[newIndex].frame)
                    if let current = best, current.distance <= distance { continue }
                    best = (newIndex, distance)
                }
                if let best {
                    oldPartner[oldIndex] = best.index
                    newPartner[best.index] = oldIndex
                }
            }
        }
        for index in old.indices {
            if let partner = oldPartner[index] { matched.append((index, partner)) } else { removed.append(index) }
        }
        added = new.indices.filter { newPartner[$0] == nil }
    }

    /// How far apart two frames are: the distance between their top-leading corners plus the
    /// difference of their sizes.
    private static func distance(_ a: CGRect, _ b: CGRect) -> CGFloat {
        abs(a.minX - b.minX) + abs(a.minY - b.minY) + abs(a.width - b.width) + abs(a.height - b.height)
    }

    /// Everything that makes two elements draw the same.
    private struct ExactKey: Hashable {
        var role: String
        var label: String
        var x: CGFloat
        var y: CGFloat
        var width: CGFloat
        var height: CGFloat
        var fill: String?
        var stroke: String?
        var textColor: String?
        var font: String?
        var runColors: [String]
        var opacity: Double
        var effects: String?

        init(_ element: RenderElement) {
            role = element.role
            label = element.label
            (x, y, width, height) = (element.frame.minX, element.frame.minY, element.frame.width, element.frame.height)
            (fill, stroke, textColor, font) = (element.fill, element.stroke, element.textColor, element.font)
            runColors = element.runColors
            opacity = element.opacity
            effects = element.effects
        }
    }
}
