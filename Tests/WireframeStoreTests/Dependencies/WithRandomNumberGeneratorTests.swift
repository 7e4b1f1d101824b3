import Testing
import WireframeStore

private struct Dice: Reducer {
    struct State: Equatable { var rolls: [Int] = [] }
    enum Action: Equatable { case roll }
    @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.rolls.append(withRandomNumberGenerator { generator in Int.random(in: 1...6, using: &generator) })
        return .none
    }
}

@MainActor
@Suite struct WithRandomNumberGeneratorTests {
    private func rolls(seed: UInt64?, count: Int) -> [Int] {
        let store = Store(initialState: Dice.State()) {
            Dice()
        } withDependencies: {
            if let seed { $0.withRandomNumberGenerator = WithRandomNumberGenerator(LCRNG(seed: seed)) }
        }
        for _ in 0..<count { store.send(.roll) }
        return store.rolls
    }

    @Test func sameSeedGivesTheSameRolls() {
        #expect(rolls(seed: 7, count: 10) == rolls(seed: 7, count: 10))
    }

    @Test func generatorAdvancesBetweenCalls() {
        #expect(Set(rolls(seed: 0, count: 20)).count > 1)
    }

    @Test func rollsMatchTheSeededGeneratorsOwnSequence() {
        var generator = LCRNG(seed: 3)
        let expected = (0..<5).map { _ in Int.random(in: 1...6, using: &generator) }
        #expect(rolls(seed: 3, count: 5) == expected)
    }

    @Test func aTestThatDrawsWithoutSettingAGeneratorIsToldTo() async {
        await expectIssues([#"Unimplemented: @Dependency(\.withRandomNumberGenerator)"#]) {
            let store = TestStore(initialState: Dice.State()) { Dice() }
            store.exhaustivity = .off
            await store.send(.roll)
        }
    }

    @Test func aSeededTestStoreRollsTheSeedsSequence() async {
        var generator = LCRNG(seed: 0)
        let first = Int.random(in: 1...6, using: &generator)
        let store = TestStore(initialState: Dice.State()) {
            Dice()
        } withDependencies: {
            $0.withRandomNumberGenerator = WithRandomNumberGenerator(LCRNG(seed: 0))
        }
        await store.send(.roll) { $0.rolls = [first] }
    }

    @Test func liveRollsStayInRange() {
        let rolls = withDependencies {
            $0.context = .live
        } operation: {
            self.rolls(seed: nil, count: 50)
        }
        #expect(rolls.allSatisfy { (1...6).contains($0) })
    }
}

@Suite struct LCRNGTests {
    @Test func nextFollowsTheLinearCongruence() {
        var generator = LCRNG(seed: 1)
        #expect(generator.next() == 2_862_933_555_777_941_757 &+ 3_037_000_493)
    }
}
