import Foundation
import Testing
import WireframeStore

// Written as TCA 0.x code was; marked deprecated so that the test build stays free of warnings.

@available(*, deprecated)
private struct MemoFeature: ReducerProtocol {
    struct MemoState: Equatable {
        var memos: [String] = []
    }
    enum MemoAction: Equatable {
        case add(String)
        case addLater(String)
    }

    func reduce(into state: inout MemoState, action: MemoAction) -> EffectTask<MemoAction> {
        switch action {
        case .add(let memo):
            state.memos.append(memo)
            return .none
        case .addLater(let memo):
            return .send(.add(memo))
        }
    }
}

/// The checks, written with the old spellings. Swift Testing refuses deprecated tests, so each
/// check is a deprecated witness of this protocol, and the tests reach it through the protocol.
@MainActor
private protocol OldSpellingChecks {
    static func reduceThroughReducerProtocol() -> [String]
    static func sendThroughStoreWithReducerValue() -> [String]
    static func receiveThroughTestStoreWithReducerValue() async -> [String]
    static func dependenciesOfTestStoreWithReducerValue() -> UUID
}

private enum OldSpellings: OldSpellingChecks {
    @available(*, deprecated)
    static func reduceThroughReducerProtocol() -> [String] {
        var state = MemoFeature.State()
        _ = MemoFeature().reduce(into: &state, action: MemoFeature.Action.add("장보기"))
        return state.memos
    }

    @available(*, deprecated)
    static func sendThroughStoreWithReducerValue() -> [String] {
        let store = Store(initialState: MemoFeature.MemoState(), reducer: MemoFeature())
        store.send(.add("장보기"))
        return store.memos
    }

    @available(*, deprecated)
    static func receiveThroughTestStoreWithReducerValue() async -> [String] {
        let store = TestStore(initialState: MemoFeature.MemoState(), reducer: MemoFeature())
        await store.send(.addLater("장보기"))
        await store.receive(.add("장보기")) { $0.memos = ["장보기"] }
        return store.state.memos
    }

    @available(*, deprecated)
    static func dependenciesOfTestStoreWithReducerValue() -> UUID {
        let store = TestStore(initialState: MemoFeature.MemoState(), reducer: MemoFeature()) {
            $0.uuid = .constant(UUID(7))
        }
        return store.dependencies.uuid()
    }
}

@MainActor
@Suite struct DeprecationsTests {
    private let checks: any OldSpellingChecks.Type = OldSpellings.self

    @Test func reducerProtocolInfersStateAndActionFromReduce() {
        #expect(checks.reduceThroughReducerProtocol() == ["장보기"])
    }

    @Test func storeTakesTheReducerAsAValue() {
        #expect(checks.sendThroughStoreWithReducerValue() == ["장보기"])
    }

    @Test func testStoreTakesTheReducerAsAValue() async {
        #expect(await checks.receiveThroughTestStoreWithReducerValue() == ["장보기"])
    }

    @Test func testStoreTakesDependenciesBesideTheReducerValue() {
        #expect(checks.dependenciesOfTestStoreWithReducerValue() == UUID(7))
    }
}
