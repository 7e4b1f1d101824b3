import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, as `onDelete(perform:)` hands them over.
    ///
    /// ```swift
    /// ForEach(memos) { MemoView(memo: $0) }.onDelete { memos.remove(atOffsets: $0) }
    /// ```
    /// Offsets past the end are ignored.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` so they sit, in their order, before the element that was
    /// at `destination`, as `onMove(perform:)` hands them over.
    ///
    /// ```swift
    /// var letters = ["a", "b", "c", "d"]
    /// letters.move(fromOffsets: [0], toOffset: 3)   // ["b", "c", "a", "d"]
    /// ```
    /// Offsets past the end are ignored, and a destination past the end means the end.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let count = self.count
        let moving = source.filter { $0 >= 0 && $0 < count }
        guard !moving.isEmpty else { return }
        let destination = Swift.min(Swift.max(destination, 0), count)
        let elements = Array(self)
        let moved = moving.map { elements[$0] }
        var kept: [Element] = []
        var insertion = 0
        for (offset, element) in elements.enumerated() where !source.contains(offset) {
            if offset < destination { insertion += 1 }
            kept.append(element)
        }
        kept.insert(contentsOf: moved, at: insertion)
        for (offset, element) in kept.enumerated() {
            self[index(startIndex, offsetBy: offset)] = element
        }
    }
}
