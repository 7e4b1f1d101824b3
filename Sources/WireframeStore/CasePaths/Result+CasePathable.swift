extension Result: CasePathable {
    /// The case paths of `success` and `failure`: `receive(\.factResponse.success)`.
    public struct AllCasePaths: Sendable {
        /// The success value.
        public var success: AnyCasePath<Result, Success> {
            AnyCasePath(embed: { .success($0) }, extract: { if case .success(let value) = $0 { value } else { nil } })
        }

        /// The error.
        public var failure: AnyCasePath<Result, Failure> {
            AnyCasePath(embed: { .failure($0) }, extract: { if case .failure(let error) = $0 { error } else { nil } })
        }
    }

    /// The case paths.
    public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Optional: CasePathable {
    /// The case paths of `some` and `none`.
    public struct AllCasePaths: Sendable {
        /// The wrapped value.
        public var some: AnyCasePath<Optional, Wrapped> {
            AnyCasePath(embed: { .some($0) }, extract: { $0 })
        }

        /// The absence of a value.
        public var none: AnyCasePath<Optional, Void> {
            AnyCasePath(embed: { _ in .none }, extract: { $0 == nil ? () : nil })
        }
    }

    /// The case paths.
    public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
