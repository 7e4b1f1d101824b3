import Foundation
import Testing

@testable import WireframeStore

private enum Theme: String, Sendable { case light, dark }
private enum Tab: Int, Sendable { case home, settings }

/// Runs `body` with in-memory user defaults of its own, which it is given.
private func withFreshDefaults(_ body: (UserDefaults) throws -> Void) rethrows {
    let defaults = InMemoryUserDefaults()
    try withDependencies {
        $0.defaultAppStorage = defaults
    } operation: {
        try body(defaults)
    }
}

@MainActor
@Suite struct AppStorageKeyTests {
    @Test func aValueIsReadFromAndWrittenToTheDefaults() {
        withFreshDefaults { defaults in
            defaults.set(7, forKey: "count")
            @Shared(.appStorage("count")) var count = 0
            #expect(count == 7)
            $count.withLock { $0 += 1 }
            #expect(defaults.object(forKey: "count") as? Int == 8)
        }
    }

    @Test func aMissingOrMistypedValueGivesTheDefault() {
        withFreshDefaults { defaults in
            defaults.set("seven", forKey: "count")
            @Shared(.appStorage("count")) var count = 3
            #expect(count == 3)
            @Shared(.appStorage("name")) var name = "Kim"
            #expect(name == "Kim")
        }
    }

    @Test func enumsAreStoredByTheirRawValues() {
        withFreshDefaults { defaults in
            @Shared(.appStorage("theme")) var theme = Theme.light
            @Shared(.appStorage("tab")) var tab = Tab.home
            $theme.withLock { $0 = .dark }
            $tab.withLock { $0 = .settings }
            #expect(defaults.object(forKey: "theme") as? String == "dark")
            #expect(defaults.object(forKey: "tab") as? Int == 1)
        }
    }

    @Test func nilRemovesTheKey() {
        withFreshDefaults { defaults in
            defaults.set("https://example.com", forKey: "homepage")
            @Shared(.appStorage("homepage")) var homepage: URL? = nil
            #expect(homepage == URL(string: "https://example.com"))
            $homepage.withLock { $0 = nil }
            #expect(defaults.object(forKey: "homepage") == nil)
        }
    }

    @Test func everyTestStoreHasDefaultsOfItsOwn() {
        let first = TestStore(initialState: 0) { EmptyReducer<Int, Never>() }
        let second = TestStore(initialState: 0) { EmptyReducer<Int, Never>() }
        #expect(first.dependencies.defaultAppStorage !== second.dependencies.defaultAppStorage)
        #expect(first.dependencies.defaultAppStorage !== UserDefaults.standard)
    }
}

#if !canImport(Darwin)
    @Suite struct UserDefaultsKeyValueCodingTests {
        @Test func setValueAndValueForKeyAreSetAndObject() {
            let defaults = InMemoryUserDefaults()
            defaults.setValue(true, forKey: "isOn")
            #expect(defaults.object(forKey: "isOn") as? Bool == true)
            #expect(defaults.value(forKey: "isOn") as? Bool == true)
            defaults.setValue(nil, forKey: "isOn")
            #expect(defaults.value(forKey: "isOn") == nil)
        }
    }
#endif
