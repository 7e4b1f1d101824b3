import WireframeDump

/// The screens pushed on a navigation stack, each with a stable ``StackElementID``.
///
/// ```swift
/// struct State: Equatable {
///     var path = StackState<Path.State>()
/// }
/// …
/// state.path.append(.detail(Detail.State()))   // id #0
/// state.path[id: 0]                            // .detail(…)
/// state.path.pop(from: 0)                      // empties the stack
/// ```
///
/// Equality compares the ids and the elements.
public struct StackState<Element> {
    @usableFromInline var storedIDs: [StackElementID] = []

    /// The ids of the elements, from the bottom of the stack.
    @inlinable
    public var ids: [StackElementID] { storedIDs }
    @usableFromInline var elements: [Element] = []
    @usableFromInline var nextID = 0

    /// Creates an empty stack.
    public init() {}

    /// Creates a stack of `elements`, with ids from 0.
    public init(_ elements: some Sequence<Element>) {
        for element in elements { append(element) }
    }

    /// The id ``append(_:)`` gives the next element: never one the stack has used.
    package var nextElementID: StackElementID { StackElementID(rawValue: nextID) }

    /// Pushes `element` with the next id.
    public mutating func append(_ element: Element) {
        storedIDs.append(StackElementID(rawValue: nextID))
        elements.append(element)
        nextID += 1
    }

    /// The element with `id`, or `nil`. Setting `nil` removes it; setting a new id pushes it.
    public subscript(id id: StackElementID) -> Element? {
        get { storedIDs.firstIndex(of: id).map { elements[$0] } }
        set {
            let index = storedIDs.firstIndex(of: id)
            switch (index, newValue) {
            case (let index?, let element?):
                elements[index] = element
            case (let index?, nil):
                storedIDs.remove(at: index)
                elements.remove(at: index)
            case (nil, let element?):
                storedIDs.append(id)
                elements.append(element)
                nextID = Swift.max(nextID, id.rawValue + 1)
            case (nil, nil):
                break
            }
        }
    }

    /// Removes the element with `id` and every element pushed after it.
    public mutating func pop(from id: StackElementID) {
        guard let index = storedIDs.firstIndex(of: id) else { return }
        storedIDs.removeSubrange(index...)
        elements.removeSubrange(index...)
    }

    /// Removes every element pushed after the one with `id`.
    public mutating func pop(to id: StackElementID) {
        guard let index = storedIDs.firstIndex(of: id) else { return }
        storedIDs.removeSubrange((index + 1)...)
        elements.removeSubrange((index + 1)...)
    }

    /// Removes and returns the top element, or `nil` when the stack is empty.
    @discardableResult
    public mutating func popLast() -> Element? {
        guard !storedIDs.isEmpty else { return nil }
        storedIDs.removeLast()
        return elements.removeLast()
    }

    /// Removes every element.
    public mutating func removeAll() {
        storedIDs.removeAll()
        elements.removeAll()
    }

    /// Applies `body` to the element with `id` in place.
    @inlinable
    mutating func modify<Result>(id: StackElementID, _ body: (inout Element) -> Result) -> Result? {
        guard let index = storedIDs.firstIndex(of: id) else { return nil }
        return body(&elements[index])
    }
}

extension StackState: RandomAccessCollection, MutableCollection {
    /// The position of the bottom element.
    public var startIndex: Int { 0 }

    /// The position after the top element.
    public var endIndex: Int { elements.count }

    /// The element at `position`, from the bottom of the stack.
    public subscript(position: Int) -> Element {
        get { elements[position] }
        set { elements[position] = newValue }
    }
}

extension StackState: ExpressibleByArrayLiteral {
    /// Creates a stack of the listed elements, with ids from 0.
    public init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}

extension StackState: Equatable where Element: Equatable {
    /// Whether both stacks hold equal elements with the same ids.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.storedIDs == rhs.storedIDs && lhs.elements == rhs.elements
    }
}

extension StackState: Hashable where Element: Hashable {
    /// Hashes the ids and the elements.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storedIDs)
        hasher.combine(elements)
    }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState: CustomDumpEntries {
    package var dumpEntries: [(label: String, value: Any)] {
        zip(storedIDs, elements).map { ($0.description, $1 as Any) }
    }
}
