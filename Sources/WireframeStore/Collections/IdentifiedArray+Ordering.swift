import Foundation

extension IdentifiedArray {
    /// The elements for which `isIncluded` is true, in order, as an identified array, as
    /// swift-identified-collections' `filter` keeps the type.
    ///
    /// ```swift
    /// var filteredTodos: IdentifiedArrayOf<Todo> { todos.filter { !$0.isComplete } }
    /// ```
    public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> Self {
        var filtered = Self(id: id)
        for element in elements where try isIncluded(element) { filtered.append(element) }
        return filtered
    }

    /// The offset of the element with `id`, or `nil`.
    ///
    /// ```swift
    /// todos.index(id: todo.id)   // 2
    /// ```
    public func index(id elementID: ID) -> Int? {
        offsets[elementID]
    }

    /// Moves the elements at `source` to before the element at `destination`, as `List`'s
    /// `onMove` asks and `Array.move(fromOffsets:toOffset:)` does.
    ///
    /// ```swift
    /// todos.move(fromOffsets: [0], toOffset: 3)
    /// ```
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moving = source.filter { elements.indices.contains($0) }
        guard !moving.isEmpty else { return }
        let destination = Swift.min(Swift.max(destination, 0), elements.count)
        let moved = moving.map { elements[$0] }
        let before = moving.filter { $0 < destination }.count
        var remaining = elements
        for offset in moving.reversed() { remaining.remove(at: offset) }
        remaining.insert(contentsOf: moved, at: destination - before)
        replaceElements(with: remaining)
    }

    /// Sorts the elements in place, keeping each with its id.
    ///
    /// ```swift
    /// todos.sort { $1.isComplete && !$0.isComplete }
    /// ```
    public mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
        var sorted = elements
        try sorted.sort(by: areInIncreasingOrder)
        replaceElements(with: sorted)
    }

    /// Replaces the elements with `newElements`, the same elements in another order.
    private mutating func replaceElements(with newElements: [Element]) {
        elements = newElements
        storedIDs = elements.map { $0[keyPath: id] }
        offsets = [:]
        reindex(from: 0)
    }
}
