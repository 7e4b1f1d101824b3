import Foundation
import Testing
import Wireframe
import WireframeTesting

private enum Sorting: String {
    case title, date
}

/// A suite of defaults of the test's own, emptied when the test ends.
private final class Defaults: @unchecked Sendable {
    let name = "wireframe.appstorage.\(UUID().uuidString)"
    lazy var store = UserDefaults(suiteName: name)!

    deinit {
        store.removePersistentDomain(forName: name)
    }
}

private struct Settings: View {
    @AppStorage var showsCompleted: Bool
    @AppStorage var sorting: Sorting
    @AppStorage var lastQuery: String?

    init(store: UserDefaults) {
        _showsCompleted = AppStorage(wrappedValue: true, "showsCompleted", store: store)
        _sorting = AppStorage(wrappedValue: .title, "sorting", store: store)
        _lastQuery = AppStorage("lastQuery", store: store)
    }

    var body: some View {
        VStack {
            Toggle("Show completed", isOn: $showsCompleted)
            Button("Sort by \(sorting == .title ? "date" : "title")") { sorting = sorting == .title ? .date : .title }
            Text("Query: \(lastQuery ?? "none")")
        }
    }
}

@MainActor @Suite struct AppStorageTests {
    @Test func valuesReadTheirDefaultsUntilStoredAndAreWrittenToTheStore() async throws {
        let defaults = Defaults()
        let host = ScreenHost(screen: Screen(width: 320, height: 120)) { Settings(store: defaults.store) }
        #expect(try host.ascii().contains("Query: none"))
        try await host.tap("Sort by date")
        #expect(defaults.store.string(forKey: "sorting") == "date")
        #expect(try host.ascii().contains("Sort by title"))
        try await host.tap("Show completed")
        #expect(defaults.store.object(forKey: "showsCompleted") as? Bool == false)
    }

    @Test func aStoredValueIsReadAndOneOfAnotherTypeReadsAsTheDefault() throws {
        let defaults = Defaults()
        defaults.store.set("date", forKey: "sorting")
        defaults.store.set("kimchi", forKey: "lastQuery")
        defaults.store.set("not a flag", forKey: "showsCompleted")
        let settings = Settings(store: defaults.store)
        #expect(settings.sorting == .date)
        #expect(settings.lastQuery == "kimchi")
        #expect(settings.showsCompleted == true)
        defaults.store.set("alphabetical", forKey: "sorting")
        #expect(settings.sorting == .title)
    }

    @Test func settingAnOptionalToNilRemovesIt() {
        let defaults = Defaults()
        let settings = Settings(store: defaults.store)
        settings.lastQuery = "memo"
        #expect(defaults.store.string(forKey: "lastQuery") == "memo")
        settings.lastQuery = nil
        #expect(defaults.store.object(forKey: "lastQuery") == nil)
    }

    @Test func numbersAndURLsRoundTrip() {
        let defaults = Defaults()
        let count = AppStorage(wrappedValue: 0, "count", store: defaults.store)
        let volume = AppStorage(wrappedValue: 0.5, "volume", store: defaults.store)
        let home = AppStorage(wrappedValue: URL(string: "https://example.com")!, "home", store: defaults.store)
        count.wrappedValue = 3
        volume.wrappedValue = 0.75
        home.wrappedValue = URL(string: "https://example.org/a")!
        #expect(AppStorage(wrappedValue: 0, "count", store: defaults.store).wrappedValue == 3)
        #expect(AppStorage(wrappedValue: 0.0, "volume", store: defaults.store).wrappedValue == 0.75)
        #expect(home.wrappedValue.absoluteString == "https://example.org/a")
    }
}
