import WireframeStore

/// A toast: a short message shown at the bottom of the screen and hidden again a few seconds
/// later.
///
/// `.show(message)` shows the toast and starts a timer on the `continuousClock` dependency;
/// when it runs out the reducer receives `.hide`. Showing another toast while one is visible
/// replaces the message and restarts the timer, so a toast is always shown for the full
/// ``duration``.
///
/// ```swift
/// struct AppFeature: Reducer {
///     struct State { var toast = Toast.State() }
///     enum Action { case toast(Toast.Action) }
///     var body: some ReducerOf<Self> {
///         Scope(state: \.toast, action: Action.toast) { Toast() }
///     }
/// }
/// store.send(.toast(.show("저장했습니다.")))   // hidden 3 s later
/// ```
public struct Toast: Reducer {
    /// The message and whether it is shown.
    public struct State: Equatable, Sendable {
        /// The message; kept after the toast hides.
        public var message: String
        /// Whether the toast is on screen.
        public var isPresented: Bool

        /// Creates a toast state; hidden with no message by default.
        public init(message: String = "", isPresented: Bool = false) {
            self.message = message
            self.isPresented = isPresented
        }
    }

    /// What happens to a toast.
    public enum Action: Equatable, Sendable {
        /// Shows `message`, replacing any toast on screen, and restarts the timer.
        case show(String)
        /// Hides the toast and stops its timer; the timer sends it when it runs out.
        case hide
    }

    /// How long a toast stays on screen.
    public var duration: Duration

    @Dependency(\.continuousClock) private var clock

    private enum CancelID: Hashable, Sendable {
        case timer
    }

    /// Creates the reducer of a toast shown for `duration`.
    public init(duration: Duration = .seconds(3)) {
        self.duration = duration
    }

    /// Shows or hides the toast, starting or cancelling its timer.
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .show(let message):
            state.message = message
            state.isPresented = true
            return .run { [clock, duration] send in
                try await clock.sleep(for: duration)
                await send(.hide)
            }
            .cancellable(id: CancelID.timer, cancelInFlight: true)
        case .hide:
            state.isPresented = false
            return .cancel(id: CancelID.timer)
        }
    }
}
