import ComposableArchitecture

/// A count that goes up by one, then says so after a second.
@Reducer
public struct Counter {
    @ObservableState
    public struct State: Equatable {
        public var count = 0
        public var message: String?

        public init() {}
    }

    public enum Action {
        case incrementButtonTapped
        case announced
    }

    @Dependency(\.continuousClock) var clock

    public init() {}

    public var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .incrementButtonTapped:
                state.count += 1
                return .run { [clock] send in
                    try await clock.sleep(for: .seconds(1))
                    await send(.announced)
                }
            case .announced:
                state.message = "Count is \(state.count)"
                return .none
            }
        }
    }
}
