/// Where a feature sits in the tree of presented and stacked features, as the ids of the
/// presentations and stack elements above it.
///
/// Cancellation ids are qualified by this path, so a feature's effects can be cancelled together
/// when it is dismissed and two instances of a feature never cancel each other's effects.
@usableFromInline
struct NavigationIDPath: Hashable, Sendable {
    private(set) var components: [AnyHashableSendable] = []

    func appending(_ component: some Hashable & Sendable) -> Self {
        var copy = self
        copy.components.append(AnyHashableSendable(component))
        return copy
    }
}

extension DependencyValues {
    /// Runs `body` with `component` appended to the current navigation path.
    @usableFromInline
    static func withNavigationComponent<Result>(
        _ component: some Hashable & Sendable, _ body: () -> Result
    ) -> Result {
        var values = current
        values.navigationIDPath = values.navigationIDPath.appending(component)
        return $current.withValue(values, operation: body)
    }
}
