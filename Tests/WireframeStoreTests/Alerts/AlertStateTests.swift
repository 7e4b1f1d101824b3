import Testing
import WireframeStore

private enum AlertAction: Equatable, Hashable, Sendable {
    case confirm
}

@Suite struct AlertStateTests {
    private func deletionAlert() -> AlertState<AlertAction> {
        AlertState {
            TextState("Delete memo?")
        } actions: {
            ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }
            ButtonState(role: .cancel) { TextState("Cancel") }
        } message: {
            TextState("This cannot be undone.")
        }
    }

    @Test func holdsTitleButtonsAndMessage() {
        let alert = deletionAlert()
        #expect(String(state: alert.title) == "Delete memo?")
        #expect(alert.buttons.map { String(state: $0.label) } == ["Delete", "Cancel"])
        #expect(alert.buttons.map(\.role) == [.destructive, .cancel])
        #expect(alert.message.map { String(state: $0) } == "This cannot be undone.")
    }

    @Test func titleOnlyAlertHasNoButtonsAndNoMessage() {
        let alert = AlertState<AlertAction> { TextState("Saved") }
        #expect(alert.buttons.isEmpty)
        #expect(alert.message == nil)
    }

    @Test func builderKeepsButtonsOfTakenBranchesOnly() {
        for canUndo in [false, true] {
            let alert = AlertState<AlertAction> {
                TextState("Deleted")
            } actions: {
                if canUndo {
                    ButtonState(action: .confirm) { TextState("Undo") }
                }
                for label in ["OK"] {
                    ButtonState { TextState(label) }
                }
            }
            #expect(alert.buttons.map { String(state: $0.label) } == (canUndo ? ["Undo", "OK"] : ["OK"]))
        }
    }

    @Test func equalityIgnoresTheID() {
        let first = deletionAlert()
        let second = deletionAlert()
        #expect(first.id != second.id)
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
    }

    @Test func alertsWithDifferentMessagesAreNotEqual() {
        var other = deletionAlert()
        other.message = TextState("Really?")
        #expect(other != deletionAlert())
    }

    @Test func mapTransformsEveryButtonsAction() {
        let mapped = deletionAlert().map { $0.map { _ in "confirmed" } }
        #expect(mapped.buttons.map(\.action.action) == ["confirmed", nil])
    }

    @Test func mapKeepsTheID() {
        let alert = deletionAlert()
        #expect(alert.map { $0 }.id == alert.id)
    }
}

@Suite struct ConfirmationDialogStateTests {
    @Test func titleIsShownAutomaticallyByDefault() {
        let dialog = ConfirmationDialogState<AlertAction> { TextState("Memo") }
        #expect(dialog.titleVisibility == .automatic)
    }

    @Test func holdsTitleVisibilityButtonsAndMessage() {
        let dialog = ConfirmationDialogState(titleVisibility: .visible) {
            TextState("Memo")
        } actions: {
            ButtonState(role: .destructive, action: AlertAction.confirm) { TextState("Delete") }
        } message: {
            TextState("What would you like to do?")
        }
        #expect(dialog.titleVisibility == .visible)
        #expect(dialog.buttons.map(\.action.action) == [.confirm])
        #expect(dialog.message == TextState("What would you like to do?"))
    }

    @Test func equalityIgnoresTheID() {
        let make = { ConfirmationDialogState<AlertAction> { TextState("Memo") } }
        #expect(make() == make())
    }

    @Test func mapKeepsTitleVisibility() {
        let dialog = ConfirmationDialogState<AlertAction>(titleVisibility: .hidden) { TextState("Memo") }
        #expect(dialog.map { $0 }.titleVisibility == .hidden)
    }
}
