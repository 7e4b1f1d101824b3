import Testing
import WireframeStore

private enum Choice: Equatable, Hashable, Sendable {
    case confirm
    case child(Int)
}

@Suite struct ButtonStateTests {
    @Test func exposesLabelRoleAndAction() {
        let button = ButtonState(role: .destructive, action: Choice.confirm) { TextState("Delete") }
        #expect(String(state: button.label) == "Delete")
        #expect(button.role == .destructive)
        #expect(button.action.action == .confirm)
    }

    @Test func withActionPassesTheAction() {
        let button = ButtonState(action: .send(Choice.confirm)) { TextState("OK") }
        var performed: [Choice?] = []
        button.withAction { performed.append($0) }
        #expect(performed == [.confirm])
    }

    @Test func buttonWithoutActionPassesNil() {
        let button = ButtonState<Choice>(role: .cancel) { TextState("Cancel") }
        var performed: [Choice?] = []
        button.withAction { performed.append($0) }
        #expect(performed == [nil])
    }

    @MainActor
    @Test func asyncWithActionPassesTheAction() async {
        let button = ButtonState(action: Choice.confirm) { TextState("OK") }
        var performed: [Choice?] = []
        await button.withAction { action in
            await Task.yield()
            performed.append(action)
        }
        #expect(performed == [.confirm])
    }

    @Test func equalityIgnoresTheID() {
        let first = ButtonState(action: Choice.confirm) { TextState("OK") }
        let second = ButtonState(action: Choice.confirm) { TextState("OK") }
        #expect(first.id != second.id)
        #expect(first == second)
    }

    @Test func equalityComparesTheRole() {
        let plain = ButtonState(action: Choice.confirm) { TextState("OK") }
        let cancel = ButtonState(role: .cancel, action: Choice.confirm) { TextState("OK") }
        #expect(plain != cancel)
    }

    @Test func mapTransformsTheActionAndKeepsTheID() {
        let button = ButtonState(action: 3) { TextState("Three") }
        let mapped = button.map { $0.map(Choice.child) }
        #expect(mapped.action.action == .child(3))
        #expect(mapped.id == button.id)
        #expect(mapped.label == button.label)
    }
}
