extension Optional {
    /// Applies `body` to the wrapped value in place, without copying it.
    ///
    /// - Returns: The result of `body`, or `nil` when there is no value.
    @inlinable
    mutating func modify<Result>(_ body: (inout Wrapped) -> Result) -> Result? {
        guard case .some(var wrapped) = self else { return nil }
        self = nil
        defer { self = wrapped }
        return body(&wrapped)
    }
}
