import Foundation
import Testing
import Wireframe
import WireframeTesting

@testable import Wireframe

private enum Pane: Int {
    case list, grid
}

private enum Sorting: String {
    case title, date
}

/// A counter that keeps its count in the scene's storage under "count".
private struct SceneCounter: View {
    var label = "Count"
    @SceneStorage("count") private var count = 0

    var body: some View {
        Button("\(label): \(count)") { count += 1 }
    }
}

private struct Browser: View {
    @SceneStorage("pane") private var pane = Pane.list
    @SceneStorage("sorting") private var sorting = Sorting.title
    @SceneStorage("selection") private var selection: String?
    @SceneStorage("lastPane") private var lastPane: Pane?

    var body: some View {
        VStack {
            Button(pane == .list ? "Show grid" : "Show list") {
                lastPane = pane
                pane = pane == .list ? .grid : .list
            }
            Button("Sort by \(sorting == .title ? "date" : "title")") { sorting = sorting == .title ? .date : .title }
            Button("Selection: \(selection ?? "none")") { selection = selection == nil ? "memo" : nil }
            Text("Last: \(lastPane.map { "\($0.rawValue)" } ?? "none")")
        }
    }
}

/// What the test changes from outside the content between steps.
@MainActor private final class Outside {
    var showsCounter = true
}

@MainActor @Suite struct SceneStorageTests {
    private func host<Content: View>(@ViewBuilder _ content: @escaping @MainActor () -> Content) -> ScreenHost<Content> {
        ScreenHost(screen: Screen(width: 240, height: 160), content: content)
    }

    @Test func aValueIsKeptAcrossTheStepsOfAHost() async throws {
        let host = host { SceneCounter() }
        try await host.tap("Count: 0")
        try await host.tap("Count: 1")
        #expect(try host.ascii().contains("Count: 2"))
    }

    @Test func aRenderStartsFromTheDefault() throws {
        #expect(try SceneCounter().renderASCII(width: 200, height: nil).contains("Count: 0"))
    }

    @Test func viewsWithTheSameKeyShareOneValue() async throws {
        let host = host {
            VStack {
                SceneCounter(label: "A")
                SceneCounter(label: "B")
            }
        }
        try await host.tap("B: 0")
        let picture = try host.ascii()
        #expect(picture.contains("A: 1"))
        #expect(picture.contains("B: 1"))
    }

    @Test func theValueOutlivesTheViewThatSetIt() async throws {
        let outside = Outside()
        let host = host {
            VStack {
                if outside.showsCounter { SceneCounter() }
            }
        }
        try await host.tap("Count: 0")
        outside.showsCounter = false
        #expect(try !host.ascii().contains("Count"))
        outside.showsCounter = true
        #expect(try host.ascii().contains("Count: 1"))
    }

    @Test func eachHostIsASceneOfItsOwn() async throws {
        let first = host { SceneCounter() }
        let second = host { SceneCounter() }
        try await first.tap("Count: 0")
        #expect(try first.ascii().contains("Count: 1"))
        #expect(try second.ascii().contains("Count: 0"))
    }

    @Test func enumerationsAndOptionalsAreKeptAndCleared() async throws {
        let host = host { Browser() }
        try await host.tap("Show grid")
        try await host.tap("Sort by date")
        try await host.tap("Selection: none")
        var picture = try host.ascii()
        #expect(picture.contains("Show list"))
        #expect(picture.contains("Sort by title"))
        #expect(picture.contains("Selection: memo"))
        #expect(picture.contains("Last: 0"))
        try await host.tap("Selection: memo")
        picture = try host.ascii()
        #expect(picture.contains("Selection: none"))
    }

    @Test func aKeptValueOfAnotherTypeReadsAsTheDefault() async throws {
        struct Writer: View {
            @SceneStorage("shared") private var text = "ready"
            var body: some View { Button("Write \(text)") { text = "words" } }
        }
        struct Reader: View {
            @SceneStorage("shared") private var number = 7
            var body: some View { Text("Number \(number)") }
        }
        let host = host {
            VStack {
                Writer()
                Reader()
            }
        }
        try await host.tap("Write ready")
        let picture = try host.ascii()
        #expect(picture.contains("Write words"))
        #expect(picture.contains("Number 7"))
    }

    @Test func everyKindOfValueRoundTrips() {
        let warnings = WarningSink()
        LayoutWarnings.$handler.withValue(warnings.record) {
            let flag = SceneStorage(wrappedValue: false, "flag")
            let volume = SceneStorage(wrappedValue: 0.5, "volume")
            let home = SceneStorage(wrappedValue: URL(string: "https://example.com")!, "home")
            let bytes = SceneStorage(wrappedValue: Data(), "bytes")
            let count = SceneStorage<Int?>("count")
            let link = SceneStorage<URL?>("link")
            let sorting = SceneStorage<Sorting?>("sorting")
            flag.wrappedValue = true
            volume.wrappedValue = 0.75
            home.wrappedValue = URL(string: "https://example.org")!
            bytes.wrappedValue = Data([1, 2])
            count.wrappedValue = 3
            link.wrappedValue = URL(string: "https://swift.org")
            sorting.wrappedValue = .date
            #expect(flag.wrappedValue)
            #expect(volume.wrappedValue == 0.75)
            #expect(home.wrappedValue.absoluteString == "https://example.org")
            #expect(bytes.wrappedValue == Data([1, 2]))
            #expect(count.wrappedValue == 3)
            #expect(link.wrappedValue?.absoluteString == "https://swift.org")
            #expect(sorting.wrappedValue == .date)
            count.wrappedValue = nil
            #expect(count.wrappedValue == nil)
        }
        #expect(warnings.messages.count == 7)
        #expect(warnings.messages.allSatisfy { $0.contains("@SceneStorage was used outside a render") })
    }
}
