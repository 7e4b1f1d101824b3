import Foundation
import Testing
import WireframeStore

@testable import WireframeComponents

/// The banner closes itself through `dismiss`: the parent receives `.dismiss` and clears it.
@MainActor
@Suite struct BannerTests {
    @Test func closeButtonDismissesTheBannerThroughItsParent() async {
        let store = TestStore(initialState: BannerDemo.State()) { BannerDemo() }
        await store.send(.showBannerButtonTapped) { $0.banner = Banner.State() }
        await store.send(.banner(.presented(.closeButtonTapped)))
        await store.receive(.banner(.dismiss)) { $0.banner = nil }
        await store.finish()
    }

    @Test func closeButtonCallsTheDismissDependency() async {
        let dismissed = LockedCounter()
        let store = TestStore(initialState: Banner.State(text: "새 메시지")) {
            Banner()
        } withDependencies: {
            $0.dismiss = DismissEffect { dismissed.increment() }
        }
        await store.send(.closeButtonTapped)
        await store.finish()
        #expect(dismissed.value == 1)
    }
}

/// A counter an effect can bump from any task.
private final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    func increment() { lock.withLock { count += 1 } }
}
