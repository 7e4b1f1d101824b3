import Testing

@testable import Wireframe

@MainActor
@Suite struct EditDistanceTests {
    @Test func equalStringsAreZeroApart() {
        #expect(editDistance("dialog", "dialog") == 0)
    }

    @Test func anEmptyStringIsAsFarAsTheOthersLength() {
        #expect(editDistance("", "toast") == 5)
        #expect(editDistance("toast", "") == 5)
    }

    @Test func insertionsDeletionsAndSubstitutionsCountOneEach() {
        #expect(editDistance("toas", "toast") == 1)
        #expect(editDistance("toasts", "toast") == 1)
        #expect(editDistance("roast", "toast") == 1)
    }

    @Test func aSwapOfNeighboursCountsOne() {
        #expect(editDistance("dialgo", "dialog") == 1)
    }

    @Test func charactersAreComparedAsGraphemes() {
        #expect(editDistance("메모", "메무") == 1)
    }
}
