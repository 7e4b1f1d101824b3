extension Shared: Identifiable where Value: Identifiable {
    /// The id of the current value, so a list of shared values is a `ForEach`'s data.
    ///
    /// ```swift
    /// ForEach(Array(store.$syncUps)) { $syncUp in CardView(syncUp: syncUp) }
    /// ```
    public var id: Value.ID { wrappedValue.id }
}

extension Shared where Value: MutableCollection & RandomAccessCollection, Value.Index: Hashable & Sendable, Value.Element: Sendable {
    /// A reference to the element at `position` in the value, read and changed through it, as
    /// an element of swift-sharing's shared collections.
    ///
    /// ```swift
    /// let first: Shared<SyncUp> = $syncUps[$syncUps.wrappedValue.startIndex]
    /// first.withLock { $0.title = "Design" }   // syncUps[0].title is now "Design"
    /// ```
    public subscript(position: Value.Index) -> Shared<Value.Element> {
        self[dynamicMember: \Value.[position]]
    }
}

extension Array {
    /// A reference to each element of a shared collection, in order, as swift-sharing's
    /// `Array(store.$syncUps)` gives: changing one through its reference changes the collection.
    ///
    /// `Shared` here requires its value to be `Sendable`, and a conformance to
    /// `RandomAccessCollection` cannot ask that of the elements, so the collection of shared
    /// elements is reached through this array.
    ///
    /// ```swift
    /// ForEach(Array(store.$syncUps)) { $syncUp in
    ///     NavigationLink(state: Path.State.detail(Detail.State(syncUp: $syncUp))) { Text(syncUp.title) }
    /// }
    /// ```
    public init<Base: MutableCollection & RandomAccessCollection>(_ shared: Shared<Base>)
    where Element == Shared<Base.Element>, Base.Index: Hashable & Sendable, Base.Element: Sendable {
        self = shared.wrappedValue.indices.map { shared[$0] }
    }
}
