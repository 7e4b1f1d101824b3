import Foundation
import Testing
import WireframeStore

@Suite struct IdentifiedArrayOrderingTests {
    private struct Todo: Identifiable, Equatable {
        let id: Int
        var isComplete = false
    }

    private var todos: IdentifiedArrayOf<Todo> {
        [Todo(id: 1), Todo(id: 2, isComplete: true), Todo(id: 3), Todo(id: 4, isComplete: true)]
    }

    @Test func filterKeepsTheTypeAndTheIDs() {
        let open: IdentifiedArrayOf<Todo> = todos.filter { !$0.isComplete }
        #expect(open.ids == [1, 3])
        #expect(open[id: 3] == Todo(id: 3))
        #expect(open[id: 2] == nil)
    }

    @Test func moveWorksAsArrayMoveDoes() {
        for (source, destination) in [(IndexSet([0]), 3), (IndexSet([3]), 0), (IndexSet([0, 2]), 4), (IndexSet([1, 2]), 1)] {
            var moved = todos
            moved.move(fromOffsets: source, toOffset: destination)
            var expected = Array(todos)
            expected.move(fromOffsets: source, toOffset: destination)
            #expect(Array(moved) == expected)
            #expect(moved.ids == expected.map(\.id))
            #expect(expected.allSatisfy { moved.index(id: $0.id).map { moved[$0] } == $0 })
        }
    }

    @Test func sortKeepsEachElementWithItsID() {
        var sorted = todos
        sorted.sort { $1.isComplete && !$0.isComplete }
        #expect(sorted.ids == [1, 3, 2, 4])
        #expect(sorted.index(id: 4) == 3)
        #expect(sorted[id: 2]?.isComplete == true)
    }
}
