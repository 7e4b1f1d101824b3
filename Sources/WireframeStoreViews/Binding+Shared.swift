extension Binding where Value: Sendable {
    /// A binding to a shared value, as swift-sharing's `Binding(store.$signUpData)`: reading
    /// gives the shared value, writing changes it under its lock for every holder.
    ///
    /// ```swift
    /// @Binding(store.$signUpData) var signUpData
    /// TextField("Email", text: $signUpData.email)
    /// ```
    public init(_ base: Shared<Value>) {
        self.init(get: { base.wrappedValue }, set: { newValue in base.withLock { $0 = newValue } })
    }
}
