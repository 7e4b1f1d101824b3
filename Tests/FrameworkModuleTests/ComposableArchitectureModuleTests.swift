@_spi(Logging) import ComposableArchitecture
import SwiftUI
import Testing

@Reducer
private struct Counter {
    @ObservableState
    struct State: Equatable {
        var count = 0
    }
    enum Action {
        case incrementButtonTapped
    }
    var body: some ReducerOf<Self> {
        Reduce { state, _ in
            state.count += 1
            return .none
        }
    }
}

/// A view as TCA's iOS 16 code writes it: Perception's `Bindable`, named through its module, and
/// the body wrapped in `WithPerceptionTracking`.
private struct CounterView: View {
    @Perception.Bindable var store = Store(initialState: Counter.State()) { Counter() }

    var body: some View {
        WithPerceptionTracking {
            Text("Count: \(store.count)")
        }
    }
}

@MainActor
@Suite struct ComposableArchitectureModuleTests {
    @Test func theModulesTCAReExportsAreNamedThroughIt() {
        let dependency: Dependencies.Dependency<Date>? = nil
        let identified: IdentifiedCollections.IdentifiedArray<Int, String>? = nil
        #expect(dependency == nil && identified == nil)
    }

    @Test func withPerceptionTrackingIsItsContent() throws {
        let view = CounterView()
        view.store.send(.incrementButtonTapped)
        let picture = try view.renderASCII(width: 96, height: nil)
        #expect(picture == "  Count: 1\n")
    }

    @Test func theLogKeepsLinesOnlyWhileEnabled() {
        let logger = Logger.shared
        logger.clear()
        logger.isEnabled = false
        var evaluated = false
        logger.log(
            {
                evaluated = true
                return "ignored"
            }())
        #expect(logger.logs.isEmpty)
        #expect(!evaluated)

        logger.isEnabled = true
        defer {
            logger.isEnabled = false
            logger.clear()
        }
        logger.log("CounterView.body")
        logger.log("Store.send")
        #expect(logger.logs == ["CounterView.body", "Store.send"])
        logger.clear()
        #expect(logger.logs.isEmpty)
    }
}
