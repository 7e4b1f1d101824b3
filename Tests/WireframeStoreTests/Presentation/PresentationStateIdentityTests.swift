import Testing

@testable import WireframeStore

/// When assigning a child state starts a new presentation.
@Suite struct PresentationStateIdentityTests {
    private struct Item: Identifiable, Equatable {
        var id: Int
        var text = ""
    }
    private struct Plain: Equatable { var text = "" }

    @Test func replacingWithAnotherIdStartsANewPresentation() {
        var state = PresentationState(wrappedValue: Item(id: 1))
        state.wrappedValue = Item(id: 1)
        let first = state.presentedGeneration
        state.wrappedValue = Item(id: 2)
        #expect(first != nil)
        #expect(state.presentedGeneration != first)
    }

    @Test func assigningTheSameIdKeepsThePresentation() {
        var state = PresentationState<Item>(wrappedValue: nil)
        state.wrappedValue = Item(id: 1)
        let first = state.presentedGeneration
        state.wrappedValue = Item(id: 1, text: "edited")
        #expect(state.presentedGeneration == first)
    }

    @Test func stateWithoutIdentityKeepsThePresentationWhenReassigned() {
        var state = PresentationState<Plain>(wrappedValue: nil)
        state.wrappedValue = Plain()
        let first = state.presentedGeneration
        state.wrappedValue = Plain(text: "other")
        #expect(state.presentedGeneration == first)
        state.wrappedValue = nil
        state.wrappedValue = Plain()
        #expect(state.presentedGeneration != first)
    }
}
