import Testing
import WireframeStore

private struct Todo: Identifiable, Equatable, Sendable {
    let id: Int
    var title: String
}

@Suite struct DerivedSharedTests {
    @Test func anElementSharedByIDChangesTheArray() throws {
        let todos = Shared(value: IdentifiedArray(uniqueElements: [Todo(id: 1, title: "장보기"), Todo(id: 2, title: "운동")]))
        let todo = try #require(Shared(todos[id: 2]))
        todo.withLock { $0.title = "산책" }
        #expect(todos.wrappedValue[id: 2]?.title == "산책")
        #expect(Shared(todos[id: 3]) == nil)
    }

    @Test func anElementThatWentAwayKeepsItsLastValueAndIgnoresWrites() throws {
        let todos = Shared(value: IdentifiedArray(uniqueElements: [Todo(id: 1, title: "장보기")]))
        let todo = try #require(Shared(todos[id: 1]))
        todos.withLock { $0.remove(id: 1) }
        #expect(todo.wrappedValue.title == "장보기")
        todo.withLock { $0.title = "다시" }
        #expect(todos.wrappedValue.isEmpty)
    }

    @Test func aReaderSeesTheSharedValueAndItsMembers() {
        let count = Shared(value: 1)
        let reader = SharedReader(count)
        count.withLock { $0 += 1 }
        #expect(reader.wrappedValue == 2)
        let todo = Shared(value: Todo(id: 1, title: "a"))
        #expect(SharedReader(todo).title.wrappedValue == "a")
        #expect(SharedReader(value: 3) == SharedReader(value: 3))
    }
}
