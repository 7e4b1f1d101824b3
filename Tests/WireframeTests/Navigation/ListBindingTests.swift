import Foundation
import Testing
import WireframeTesting

@testable import Wireframe

private struct Scrum: Identifiable, Equatable {
    let id: Int
    var title: String
    var isDone = false
}

/// A list over a binding, as Scrumdinger's `List($scrums) { $scrum in … }`, and the edits a
/// binding lets a list make.
@MainActor
@Suite struct ListBindingTests {
    @Test func eachRowIsGivenABindingToItsElement() async throws {
        var scrums = [Scrum(id: 1, title: "Design"), Scrum(id: 2, title: "Launch")]
        let binding = Binding(get: { scrums }, set: { scrums = $0 })
        let host = ScreenHost(screen: Screen(width: 320, height: 240)) {
            List(binding) { $scrum in
                Button(scrum.isDone ? "\(scrum.title) done" : scrum.title) { scrum.isDone.toggle() }
            }
        }
        try await host.tap("Launch")
        #expect(scrums.map(\.isDone) == [false, true])
        #expect(try host.ascii().contains("Launch done"))
        let plain = List(scrums) { scrum in Text(scrum.isDone ? "\(scrum.title) done" : scrum.title) }
        let bound = List(binding) { $scrum in Text(scrum.isDone ? "\(scrum.title) done" : scrum.title) }
        #expect(try bound.renderASCII(width: 320, height: 240) == plain.renderASCII(width: 320, height: 240))
    }

    @Test func aListOfBoundValuesIdentifiedByAKeyPathEditsThem() async throws {
        var names = ["Ann", "Ben"]
        let binding = Binding(get: { names }, set: { names = $0 })
        let host = ScreenHost(screen: Screen(width: 320, height: 240)) {
            List(binding, id: \.self) { $name in
                Button(name) { name = name == "Ben" ? "Bea" : name }
            }
        }
        try await host.tap("Ben")
        #expect(names == ["Ann", "Bea"])
        #expect(try host.ascii().contains("Bea"))
    }

    @Test func deleteEditActionsMakeRowsSwipeAwayTheirElement() async throws {
        var scrums = [Scrum(id: 1, title: "Design"), Scrum(id: 2, title: "Launch"), Scrum(id: 3, title: "Review")]
        let binding = Binding(get: { scrums }, set: { scrums = $0 })
        let host = ScreenHost(screen: Screen(width: 320, height: 240)) {
            List(binding, editActions: .delete) { $scrum in Text(scrum.title) }
        }
        try await host.swipeToDelete(row: "Launch")
        #expect(scrums.map(\.title) == ["Design", "Review"])
        #expect(try !host.ascii().contains("Launch"))

        let moving = ScreenHost(screen: Screen(width: 320, height: 240)) {
            List { ForEach(binding, editActions: .move) { $scrum in Text(scrum.title) } }
        }
        await #expect(throws: InteractionError.self) { try await moving.swipeToDelete(row: "Design") }
        #expect(scrums.count == 2)
    }

    @Test func allEditActionsIncludeDeleting() async throws {
        var scrums = [Scrum(id: 1, title: "Design"), Scrum(id: 2, title: "Launch")]
        let binding = Binding(get: { scrums }, set: { scrums = $0 })
        let host = ScreenHost(screen: Screen(width: 320, height: 240)) {
            List { ForEach(binding, editActions: .all) { $scrum in Text(scrum.title) } }
        }
        try await host.swipeToDelete(row: "Design")
        #expect(scrums.map(\.title) == ["Launch"])
        #expect(EditActions<[Scrum]>.all == [.delete, .move])
    }
}

/// Titles and accessibility text given as keys, as a string literal is in SwiftUI.
@MainActor
@Suite struct LocalizedKeyModifierTests {
    @Test func aNavigationTitleKeyInterpolatesADateWithAStyle() throws {
        let date = Date(timeIntervalSinceReferenceDate: 0)
        let keyed = NavigationStack { Text("Body").navigationTitle("\(date, style: .date)") }
        let texted = NavigationStack { Text("Body").navigationTitle(Text(date, style: .date)) }
        let picture = try keyed.renderASCII(width: 320, height: 160)
        #expect(picture == (try texted.renderASCII(width: 320, height: 160)))
        #expect(picture.contains("2001"))
        let title = "Inbox"
        #expect(
            try NavigationStack { Text("Body").navigationBarTitle(title, displayMode: .inline) }.renderASCII(width: 320, height: 160)
                == NavigationStack { Text("Body").navigationBarTitle("Inbox", displayMode: .inline) }.renderASCII(width: 320, height: 160))
    }

    @Test func accessibilityKeysAreReadAsTheirText() throws {
        let count = 3
        let view = Text("\(count)").accessibilityLabel("**Count**").accessibilityValue("\(count) items").accessibilityHint("Tap to reset")
        let tree = try view.accessibilityTree(on: Screen(width: 160, height: nil)).dump()
        #expect(tree.contains("Count") && !tree.contains("**"))
        #expect(tree.contains("3 items") && tree.contains("Tap to reset"))
    }
}
