import Foundation
import Testing
import WireframeStore

@Suite struct UUIDIntValueTests {
    @Test func zeroIsTheNilUUID() {
        #expect(UUID(0).uuidString == "00000000-0000-0000-0000-000000000000")
    }

    @Test func valueIsSpelledInTheLastTwelveHexDigits() {
        #expect(UUID(26).uuidString == "00000000-0000-0000-0000-00000000001A")
    }

    @Test func matchesTheIncrementingGenerator() {
        let generator = UUIDGenerator.incrementing
        #expect([generator(), generator(), generator()] == [UUID(0), UUID(1), UUID(2)])
    }

    @Test func negativeValueKeepsItsLow48Bits() {
        #expect(UUID(-1).uuidString == "00000000-0000-0000-0000-FFFFFFFFFFFF")
    }
}
