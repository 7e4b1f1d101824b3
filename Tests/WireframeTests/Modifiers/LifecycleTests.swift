import Foundation
import Testing
import Wireframe
import WireframeTesting

/// What the views under test record, and what the test changes between steps.
@MainActor private final class Log {
    var entries: [String] = []
    var isShown = true
    var query = "a"
}

private struct Search: View {
    @State private var query = ""
    let log: Log

    var body: some View {
        VStack {
            Button("Type") { query += "x" }
            Text("Query: \(query)")
        }
        .onChange(of: query) { oldValue, newValue in log.entries.append("\(oldValue)→\(newValue)") }
    }
}

@MainActor @Suite struct LifecycleTests {
    private func host<Content: View>(@ViewBuilder _ content: @escaping @MainActor () -> Content) -> ScreenHost<Content> {
        ScreenHost(screen: Screen(width: 200, height: 96), content: content)
    }

    @Test func onChangeGetsTheOldAndTheNewValueAfterTheRenderThatSawTheChange() async throws {
        let log = Log()
        let host = host { Search(log: log) }
        try await host.tap("Type")
        try await host.tap("Type")
        #expect(log.entries == ["→x", "x→xx"])
    }

    @Test func onChangeDoesNotRunForTheFirstValueUnlessInitial() throws {
        let log = Log()
        let host = host {
            VStack {
                Text("a").onChange(of: 1) { log.entries.append("plain") }
                Text("b").onChange(of: 1, initial: true) { log.entries.append("initial") }
            }
        }
        _ = try host.ascii()
        _ = try host.ascii()
        #expect(log.entries == ["initial"])
    }

    @Test func theOneValueFormReceivesTheNewValue() throws {
        let log = Log()
        let host = host { Text("q").onChange(of: log.query) { newValue in log.entries.append(newValue) } }
        _ = try host.ascii()
        log.query = "b"
        _ = try host.ascii()
        #expect(log.entries == ["b"])
    }

    @Test func aChangeMadeByOnChangeIsShownInTheSameStep() async throws {
        struct Mirror: View {
            @State private var count = 0
            @State private var echo = 0
            var body: some View {
                VStack {
                    Button("Add") { count += 1 }
                    Text("Echo \(echo)")
                }
                .onChange(of: count) { echo = count * 10 }
            }
        }
        let host = host { Mirror() }
        try await host.tap("Add")
        #expect(try host.ascii().contains("Echo 10"))
    }

    @Test func aPlainRenderRunsNoLifecycleAction() throws {
        let log = Log()
        _ = try Text("a")
            .onChange(of: 1, initial: true) { log.entries.append("change") }
            .onDisappear { log.entries.append("disappear") }
            .task { @MainActor in log.entries.append("task") }
            .renderASCII(width: 100, height: nil)
        #expect(log.entries.isEmpty)
    }

    @Test func onDisappearRunsWhenTheViewLeavesTheTree() throws {
        let log = Log()
        let host = host {
            VStack {
                if log.isShown { Text("Detail").onDisappear { log.entries.append("gone") } }
            }
        }
        _ = try host.ascii()
        #expect(log.entries.isEmpty)
        log.isShown = false
        _ = try host.ascii()
        _ = try host.ascii()
        #expect(log.entries == ["gone"])
    }

    @Test func aTaskStartsWhenTheViewAppearsAndIsCancelledWhenItGoes() async throws {
        let log = Log()
        let host = host {
            VStack {
                if log.isShown {
                    Text("Loading").task { @MainActor in
                        log.entries.append("started")
                        do {
                            try await Task.sleep(for: .seconds(3600))
                        } catch {
                            log.entries.append("cancelled")
                        }
                    }
                }
            }
        }
        await host.settle()
        #expect(log.entries == ["started"])
        await host.settle()
        #expect(log.entries == ["started"])
        log.isShown = false
        await host.settle()
        #expect(log.entries == ["started", "cancelled"])
    }

    @Test func aTaskWrittenInAViewRunsOnTheMainActor() async throws {
        struct Loader: View {
            let log: Log
            var body: some View {
                Text("Loading").task { log.entries.append("loaded") }
            }
        }
        let log = Log()
        let host = host { Loader(log: log) }
        await host.settle()
        #expect(log.entries == ["loaded"])
    }

    @Test func aTaskWithAnIDRestartsWhenTheIDChanges() async throws {
        let log = Log()
        let host = host {
            Text("Results").task(id: log.query) { @MainActor [query = log.query] in
                log.entries.append("search \(query)")
            }
        }
        await host.settle()
        await host.settle()
        log.query = "b"
        await host.settle()
        #expect(log.entries == ["search a", "search b"])
    }
}
