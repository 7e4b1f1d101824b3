import Dispatch
import Foundation
import Testing
import WireframeStore

/// Whether the code runs in a block of the main queue, which the main actor's jobs run in. (On
/// Linux a worker thread may drain the main queue, so `Thread.isMainThread` cannot tell.)
private func isOnMainQueue() -> Bool {
    DispatchQueue.getSpecific(key: MainQueueMark.key) == true
}

private enum MainQueueMark {
    static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}

/// The main serial executor: while a scope or a test store uses it, every task runs on the main
/// queue, so an effect that finishes at once has run when `send` returns.
@MainActor
@Suite struct MainSerialExecutorTests {
    @Reducer
    struct Closer {
        @ObservableState
        struct State: Equatable {
            var isRunning = false
        }
        enum Action {
            case closeTapped
            case recordQueueTapped
        }
        @Dependency(\.dismiss) var dismiss
        let queues = LockIsolated<[Bool]>([])

        var body: some ReducerOf<Self> {
            Reduce { _, action in
                switch action {
                case .closeTapped:
                    return .run { _ in await dismiss() }
                case .recordQueueTapped:
                    return .run { [queues] _ in queues.withValue { $0.append(isOnMainQueue()) } }
                }
            }
        }
    }

    /// TCA's own test of a feature that closes itself checks `isDismissed` right after `send`.
    @Test func anEffectThatFinishesAtOnceHasRunWhenSendReturns() async {
        for _ in 0..<50 {
            let store = TestStore(initialState: Closer.State()) { Closer() }
            await store.send(.closeTapped)
            #expect(store.isDismissed)
        }
    }

    @Test func aTestStoreRunsItsEffectsOnTheMainQueue() async {
        _ = MainQueueMark.key
        let closer = Closer()
        let store = TestStore(initialState: Closer.State()) { closer }
        #expect(store.useMainSerialExecutor)
        await store.send(.recordQueueTapped)
        await store.finish()
        #expect(closer.queues.value == [true])
    }

    @Test func theScopeRunsDetachedTasksOnTheMainQueue() async {
        _ = MainQueueMark.key
        await withMainSerialExecutor {
            let onMain = await Task.detached { isOnMainQueue() }.value
            #expect(onMain)
        }
    }

    /// Uses are counted: the hook stays while one is still on.
    @Test func overlappingUsesKeepTheHookUntilTheLastEnds() async {
        _ = MainQueueMark.key
        let first = TestStore(initialState: Closer.State()) { Closer() }
        do {
            let second = TestStore(initialState: Closer.State()) { Closer() }
            second.useMainSerialExecutor = false
            #expect(!second.useMainSerialExecutor)
        }
        let onMain = await Task.detached { isOnMainQueue() }.value
        #expect(onMain)
        #expect(first.useMainSerialExecutor)
    }

    @Test func theGlobalSwitchIsOneUse() {
        #expect(!uncheckedUseMainSerialExecutor)
        uncheckedUseMainSerialExecutor = true
        uncheckedUseMainSerialExecutor = true
        #expect(uncheckedUseMainSerialExecutor)
        uncheckedUseMainSerialExecutor = false
        #expect(!uncheckedUseMainSerialExecutor)
    }
}
