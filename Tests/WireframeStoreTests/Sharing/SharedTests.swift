import Foundation
import Testing
import WireframeDump
import WireframeStore

private struct Counter: Reducer {
    struct State: Equatable {
        @Shared(.inMemory("count")) var count = 0
    }
    enum Action: Equatable { case increment }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.$count.withLock { $0 += 1 }
        return .none
    }
}

/// Sets the shared count to zero, whatever it was.
private struct Resetter: Reducer {
    struct State: Equatable {
        @Shared(.inMemory("count")) var count = 0
    }
    enum Action: Equatable { case reset }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.$count.withLock { $0 = 0 }
        return .none
    }
}

private struct Settings: Codable, Equatable, Sendable {
    var theme = "light"
    var fontSize = 12
}

private struct Child {
    struct State: Equatable {
        @Shared var count: Int
        init(count: Shared<Int>) { _count = count }
    }
}

/// Runs `body` with an in-memory storage of its own, so tests do not see each other's values.
private func withFreshStorage<Result>(_ body: () throws -> Result) rethrows -> Result {
    try withDependencies {
        $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
        try body()
    }
}

/// A new empty temporary directory, removed after `body`.
@MainActor
private func withTemporaryDirectory(_ body: (URL) async throws -> Void) async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("SharedTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    // Under tests `.fileStorage` keeps files in memory; these tests are about the disk.
    try await withDependencies {
        $0.defaultFileStorage = .fileSystem
    } operation: {
        try await body(directory)
    }
}

@MainActor
@Suite struct SharedTests {
    @Test func theDefaultIsUsedWhenTheKeyHoldsNoValue() {
        withFreshStorage {
            @Shared(.inMemory("count")) var count = 7
            #expect(count == 7)
        }
    }

    @Test func withLockMutatesTheValue() {
        withFreshStorage {
            @Shared(.inMemory("count")) var count = 0
            let result = $count.withLock { value -> Int in
                value += 2
                return value * 10
            }
            #expect(count == 2)
            #expect(result == 20)
        }
    }

    @Test func twoSharedWithTheSameInMemoryKeyAreOneReference() {
        withFreshStorage {
            @Shared(.inMemory("count")) var first = 0
            @Shared(.inMemory("count")) var second = 100
            #expect(second == 0)
            $first.withLock { $0 = 5 }
            #expect(second == 5)
            $second.withLock { $0 += 1 }
            #expect(first == 6)
        }
    }

    @Test func differentInMemoryKeysAreIndependent() {
        withFreshStorage {
            @Shared(.inMemory("a")) var a = 1
            @Shared(.inMemory("b")) var b = 2
            $a.withLock { $0 = 10 }
            #expect(b == 2)
        }
    }

    @Test func anInMemoryValueOutlivesItsReferences() {
        withFreshStorage {
            do {
                @Shared(.inMemory("count")) var count = 0
                $count.withLock { $0 = 3 }
            }
            @Shared(.inMemory("count")) var again = 0
            #expect(again == 3)
        }
    }

    @Test func eachDependencyScopeWithItsOwnStorageStartsFresh() {
        let first = withFreshStorage {
            @Shared(.inMemory("count")) var count = 0
            $count.withLock { $0 = 9 }
            return $count
        }
        withFreshStorage {
            @Shared(.inMemory("count")) var count = 0
            #expect(count == 0)
        }
        #expect(first.wrappedValue == 9)
    }

    @Test func sharedWithAValueIsSharedByItsCopies() {
        let count = Shared(value: 1)
        let copy = count
        copy.withLock { $0 += 1 }
        #expect(count.wrappedValue == 2)
    }

    @Test func aChildTakesItsParentsReference() {
        let count = Shared(value: 0)
        let child = Child.State(count: count)
        child.$count.withLock { $0 = 4 }
        #expect(count.wrappedValue == 4)
        let projected = Shared(projectedValue: count)
        #expect(projected.wrappedValue == 4)
    }

    @Test func aMemberReferenceChangesTheWholeValue() {
        let settings = Shared(value: Settings())
        let theme: Shared<String> = settings.theme
        theme.withLock { $0 = "dark" }
        #expect(settings.wrappedValue.theme == "dark")
        settings.withLock { $0.theme = "sepia" }
        #expect(theme.wrappedValue == "sepia")
    }

    @Test func sharedValuesCompareAndHashByTheirCurrentValues() {
        let one = Shared(value: 1)
        let otherOne = Shared(value: 1)
        #expect(one == otherOne)
        #expect(Set([one, otherOne]).count == 1)
        otherOne.withLock { $0 = 2 }
        #expect(one != otherOne)
    }

    @Test func aSharedValueDumpsAsItsValue() {
        withFreshStorage {
            let state = Counter.State()
            state.$count.withLock { $0 = 3 }
            #expect(ValueDump.line(state) == "Counter.State(_count: 3)")
            #expect(String(describing: state.$count) == "3")
        }
    }

    @Test func fileStorageRoundTripsThroughTheFile() async throws {
        try await withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("settings.json")
            do {
                @Shared(.fileStorage(url)) var settings = Settings()
                #expect(settings == Settings())
                #expect(!FileManager.default.fileExists(atPath: url.path))
                $settings.withLock { $0.theme = "dark" }
                #expect(FileManager.default.fileExists(atPath: url.path))
            }
            let decoded = try JSONDecoder().decode(Settings.self, from: Data(contentsOf: url))
            #expect(decoded == Settings(theme: "dark"))
            @Shared(.fileStorage(url)) var reloaded = Settings()
            #expect(reloaded.theme == "dark")
        }
    }

    @Test func twoSharedWithTheSameFileAreOneReference() async throws {
        try await withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("count.json")
            @Shared(.fileStorage(url)) var first = 0
            @Shared(.fileStorage(directory.appendingPathComponent("./count.json"))) var second = 0
            $first.withLock { $0 = 42 }
            #expect(second == 42)
        }
    }

    @Test func aCorruptFileGivesTheDefaultAndAWarning() async throws {
        try await withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("settings.json")
            try Data("not json".utf8).write(to: url)
            await expectIssue(startingWith: "Could not decode \"\(url.path)\" as Settings for @Shared(.fileStorage)") {
                @Shared(.fileStorage(url)) var settings = Settings()
                #expect(settings == Settings())
                $settings.withLock { $0.fontSize = 20 }
                #expect(settings.fontSize == 20)
            }
        }
    }

    @Test func aFailedWriteGivesAWarningAndKeepsTheValue() async throws {
        try await withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("missing-folder/count.json")
            await expectIssue(startingWith: "Could not write \"\(url.path)\" for @Shared(.fileStorage)") {
                @Shared(.fileStorage(url)) var count = 0
                $count.withLock { $0 = 1 }
                #expect(count == 1)
            }
        }
    }

    @Test func aTestStoreAssertsASharedChange() async {
        let store = TestStore(initialState: Counter.State()) { Counter() }
        await store.send(.increment) { $0.$count.withLock { $0 = 1 } }
        #expect(store.state.count == 1)
        await store.finish()
    }

    @Test func aSharedChangeToTheValueItHadMayBeAsserted() async {
        let store = TestStore(initialState: Resetter.State()) { Resetter() }
        await store.send(.reset) { $0.$count.withLock { $0 = 0 } }
        await store.finish()
    }

    @Test func anUnassertedSharedChangeFailsWithADiff() async {
        let store = TestStore(initialState: Counter.State()) { Counter() }
        await expectIssues([
            """
            State was not expected to change, but a change occurred.

                  Counter.State(
                −   _count: 0
                +   _count: 1
                  )

            (Expected: −, Actual: +)
            """
        ]) {
            await store.send(.increment)
        }
        #expect(store.state.count == 1)
    }

    @Test func aWrongSharedAssertionFailsAndLeavesTheLiveValueAlone() async {
        let store = TestStore(initialState: Counter.State()) { Counter() }
        await expectIssue(startingWith: "A state change does not match expectation") {
            await store.send(.increment) { $0.$count.withLock { $0 = 5 } }
        }
        #expect(store.state.count == 1)
        await store.send(.increment) { $0.$count.withLock { $0 = 2 } }
    }

    @Test func eachTestStoreHasItsOwnInMemoryStorage() async {
        let first = TestStore(initialState: Counter.State()) { Counter() }
        await first.send(.increment) { $0.$count.withLock { $0 = 1 } }
        await first.send(.increment) { $0.$count.withLock { $0 = 2 } }
        let second = TestStore(initialState: Counter.State()) { Counter() }
        #expect(second.state.count == 0)
        await second.send(.increment) { $0.$count.withLock { $0 = 1 } }
        #expect(first.state.count == 2)
    }

    @Test func aSharedValueIsSendableAcrossTasks() async {
        let count = Shared(value: 0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<100 {
                group.addTask { count.withLock { $0 += 1 } }
            }
        }
        #expect(count.wrappedValue == 100)
    }
}

@Reducer
private struct Toggles {
    struct State: Equatable {
        @Shared(.inMemory("sharedTests.isOn")) var isOn = false
    }
    enum Action: BindableAction {
        case binding(BindingAction<State>)
    }
    var body: some ReducerOf<Self> {
        BindingReducer()
    }
}

/// Writing a shared property through the store is deprecated, as assigning a shared value is in
/// swift-sharing; the test reaches the write through this protocol (Swift Testing refuses
/// deprecated tests).
@MainActor
private protocol SharedWrites {
    static func toggle(_ store: StoreOf<Toggles>)
}

private enum DeprecatedSharedWrites: SharedWrites {
    @available(*, deprecated)
    static func toggle(_ store: StoreOf<Toggles>) {
        store.isOn.toggle()
    }
}

/// A shared property written through a bindable store, as TCA's integration app does with
/// `store.isOn.toggle()`: the binding action assigns the shared value, under its lock.
@MainActor
@Suite struct SharedThroughBindingTests {
    private let writes: any SharedWrites.Type = DeprecatedSharedWrites.self

    @Test func aBindableStoreWritesASharedPropertyOfItsState() {
        let store = Store(initialState: Toggles.State()) { Toggles() }
        writes.toggle(store)
        #expect(store.state.isOn)
        @Shared(.inMemory("sharedTests.isOn")) var isOn = false
        #expect(isOn)
        writes.toggle(store)
        #expect(!isOn)
    }
}
