import Foundation
import WireframeDump

/// An ordered collection of elements with unique ids, read and written by id in constant time.
///
/// ```swift
/// var memos: IdentifiedArrayOf<Memo> = [first, second]
/// memos[id: first.id]?.title = "장보기"
/// memos.remove(id: second.id)
/// ```
///
/// Appending an element whose id is already present replaces that element in place.
public struct IdentifiedArray<ID: Hashable & Sendable, Element> {
    @usableFromInline let id: KeyPath<Element, ID> & Sendable
    @usableFromInline var elements: [Element] = []
    @usableFromInline var offsets: [ID: Int] = [:]

    @usableFromInline var storedIDs: [ID] = []

    /// The ids, in order.
    @inlinable
    public var ids: [ID] { storedIDs }

    /// Creates an empty array whose elements are identified by `id`.
    public init(id: KeyPath<Element, ID> & Sendable) {
        self.id = id
    }

    /// Creates an array of `elements`, identified by `id`; later duplicates replace earlier ones.
    public init(_ elements: some Sequence<Element>, id: KeyPath<Element, ID> & Sendable) {
        self.id = id
        for element in elements { append(element) }
    }

    /// The element with `id`, or `nil`. Setting `nil` removes it; setting a new id appends it.
    public subscript(id id: ID) -> Element? {
        get { offsets[id].map { elements[$0] } }
        set {
            guard let newValue else {
                remove(id: id)
                return
            }
            if let offset = offsets[id] {
                elements[offset] = newValue
            } else {
                append(newValue)
            }
        }
    }

    /// Appends `element` unless the array already holds an element with its id, as
    /// identified-collections' `append(_:)`.
    ///
    /// ```swift
    /// var rows: IdentifiedArrayOf<Row> = [Row(id: 1)]
    /// rows.append(Row(id: 2))  // (inserted: true, index: 1)
    /// rows.append(Row(id: 1))  // (inserted: false, index: 0); the array is unchanged
    /// ```
    ///
    /// - Parameter element: The element to append.
    /// - Returns: Whether it was appended, and the index of the element with its id.
    /// - Complexity: Amortized O(1).
    @discardableResult
    public mutating func append(_ element: Element) -> (inserted: Bool, index: Int) {
        let elementID = element[keyPath: id]
        if let offset = offsets[elementID] { return (false, offset) }
        offsets[elementID] = elements.count
        elements.append(element)
        storedIDs.append(elementID)
        return (true, elements.count - 1)
    }

    /// Inserts `element` at `index` unless the array already holds an element with its id, as
    /// identified-collections' `insert(_:at:)`.
    ///
    /// - Parameters:
    ///   - element: The element to insert.
    ///   - index: Where to insert it; `endIndex` appends.
    /// - Returns: Whether it was inserted, and the index of the element with its id.
    /// - Complexity: O(*n*).
    @discardableResult
    public mutating func insert(_ element: Element, at index: Int) -> (inserted: Bool, index: Int) {
        if let offset = offsets[element[keyPath: id]] { return (false, offset) }
        elements.insert(element, at: index)
        storedIDs.insert(element[keyPath: id], at: index)
        reindex(from: index)
        return (true, index)
    }

    /// Removes and returns the element with `id`, or `nil` when there is none.
    @discardableResult
    public mutating func remove(id: ID) -> Element? {
        guard let offset = offsets.removeValue(forKey: id) else { return nil }
        let element = elements.remove(at: offset)
        storedIDs.remove(at: offset)
        reindex(from: offset)
        return element
    }

    /// Removes and returns the element at `index`.
    @discardableResult
    public mutating func remove(at index: Int) -> Element {
        let element = elements.remove(at: index)
        storedIDs.remove(at: index)
        offsets[element[keyPath: id]] = nil
        reindex(from: index)
        return element
    }

    /// Removes the elements at `offsets`, as a list's swipe-to-delete reports them.
    ///
    /// ```swift
    /// rows.remove(atOffsets: IndexSet(integer: 1))   // removes the second row
    /// ```
    ///
    /// Offsets past the end are ignored.
    public mutating func remove(atOffsets offsets: IndexSet) {
        guard !offsets.isEmpty else { return }
        let indices = elements.indices
        var keep: [Element] = []
        for index in indices where !offsets.contains(index) { keep.append(elements[index]) }
        elements = keep
        storedIDs = elements.map { $0[keyPath: id] }
        self.offsets = [:]
        reindex(from: 0)
    }

    /// Removes every element that satisfies `shouldBeRemoved`.
    public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
        try elements.removeAll(where: shouldBeRemoved)
        storedIDs = elements.map { $0[keyPath: id] }
        offsets = [:]
        reindex(from: 0)
    }

    /// Applies `body` to the element with `id` in place.
    @inlinable
    mutating func modify<Result>(id elementID: ID, _ body: (inout Element) -> Result) -> Result? {
        guard let offset = offsets[elementID] else { return nil }
        let result = body(&elements[offset])
        let newID = elements[offset][keyPath: id]
        if newID != elementID {
            offsets[elementID] = nil
            storedIDs[offset] = newID
            reindex(from: 0)
        }
        return result
    }

    @usableFromInline
    mutating func reindex(from start: Int) {
        for offset in start..<elements.count {
            offsets[elements[offset][keyPath: id]] = offset
        }
    }
}

/// An identified array of `Identifiable` elements.
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element.ID, Element>
where Element.ID: Sendable

extension IdentifiedArray where Element: Identifiable, Element.ID == ID {
    /// Creates an empty array of identifiable elements.
    public init() {
        self.init(id: \.id)
    }

    /// Creates an array of identifiable elements; later duplicates replace earlier ones.
    public init(uniqueElements elements: some Sequence<Element>) {
        self.init(elements, id: \.id)
    }
}

extension IdentifiedArray: ExpressibleByArrayLiteral where Element: Identifiable, Element.ID == ID {
    /// Creates an array of the listed identifiable elements.
    public init(arrayLiteral elements: Element...) {
        self.init(elements, id: \.id)
    }
}

extension IdentifiedArray: MutableCollection, RandomAccessCollection {
    /// The position of the first element.
    public var startIndex: Int { 0 }

    /// The position after the last element.
    public var endIndex: Int { elements.count }

    /// The element at `position`. A new element must keep the id of the one it replaces, as in
    /// swift-identified-collections (so `ForEach($array)` can bind each row); changing the id
    /// there stops the program.
    ///
    /// ```swift
    /// memos[0].title = "장보기"
    /// ```
    public subscript(position: Int) -> Element {
        get { elements[position] }
        set {
            precondition(
                newValue[keyPath: id] == storedIDs[position],
                "Element identity must remain constant: the element at \(position) was given another id")
            elements[position] = newValue
        }
    }

    /// Exchanges the elements at `i` and `j`, with their ids.
    ///
    /// ```swift
    /// memos.swapAt(0, 1)
    /// ```
    public mutating func swapAt(_ i: Int, _ j: Int) {
        guard i != j else { return }
        elements.swapAt(i, j)
        storedIDs.swapAt(i, j)
        offsets[storedIDs[i]] = i
        offsets[storedIDs[j]] = j
    }
}

extension IdentifiedArray: Equatable where Element: Equatable {
    /// Whether both arrays hold equal elements in the same order.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.elements == rhs.elements
    }
}

extension IdentifiedArray: Hashable where Element: Hashable {
    /// Hashes the elements.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(elements)
    }
}

extension IdentifiedArray: Sendable where Element: Sendable {}

extension IdentifiedArray: CustomDumpRepresentable {
    package var dumpValue: Any { elements }
}
