import Foundation

/// The action `@Environment(\.requestReview)` gives a view: call it to ask the user to rate the
/// app, as StoreKit's `RequestReviewAction`.
///
/// There is no App Store here: by default a request shows nothing. A test that checks a flow
/// asks for a review sets its own action with `environment(\.requestReview,
/// RequestReviewAction { … })`.
///
/// ```swift
/// import StoreKit
///
/// @Environment(\.requestReview) private var requestReview
/// Button("Rate us") { requestReview() }
/// ```
public struct RequestReviewAction: Sendable {
    private let handler: @MainActor @Sendable () -> Void

    /// An action that calls `handler` for each request.
    ///
    /// ```swift
    /// MemoList().environment(\.requestReview, RequestReviewAction { asked += 1 })
    /// ```
    public init(_ handler: @escaping @MainActor @Sendable () -> Void) {
        self.handler = handler
    }

    /// Asks for a review.
    @MainActor public func callAsFunction() {
        handler()
    }

    /// The action that shows nothing.
    fileprivate static let `default` = RequestReviewAction {}
}

extension EnvironmentValues {
    /// The action that asks the user to rate the app; by default it shows nothing.
    ///
    /// ```swift
    /// @Environment(\.requestReview) private var requestReview
    /// ```
    public var requestReview: RequestReviewAction {
        get { self[RequestReviewKey.self] }
        set { self[RequestReviewKey.self] = newValue }
    }
}

private struct RequestReviewKey: EnvironmentKey {
    static var defaultValue: RequestReviewAction { .default }
}
