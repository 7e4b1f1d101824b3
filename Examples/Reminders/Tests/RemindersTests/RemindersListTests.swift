import ComposableArchitecture
import Foundation
import Testing

@testable import Reminders

@MainActor
struct RemindersListTests {
    @Test
    func addingAReminderSavesIt() async {
        let saved = LockIsolated<[Reminder]>([])
        let store = TestStore(initialState: RemindersList.State()) {
            RemindersList()
        } withDependencies: {
            $0.uuid = .incrementing
            $0.remindersClient.save = { reminders in saved.setValue(reminders) }
        }

        await store.send(.addButtonTapped) {
            $0.destination = .add(ReminderForm.State(reminder: Reminder(id: UUID(0))))
        }
        await store.send(\.destination.add.binding.reminder, Reminder(id: UUID(0), title: "Buy milk")) {
            $0.destination?.add?.reminder.title = "Buy milk"
        }
        await store.send(.confirmAddButtonTapped) {
            $0.destination = nil
            $0.reminders = [Reminder(id: UUID(0), title: "Buy milk")]
        }
        await store.finish()
        #expect(saved.value == [Reminder(id: UUID(0), title: "Buy milk")])
    }

    @Test
    func deletingAsksFirst() async {
        let reminder = Reminder(id: UUID(0), title: "Call the bank")
        let store = TestStore(initialState: RemindersList.State(reminders: [reminder])) {
            RemindersList()
        } withDependencies: {
            $0.remindersClient.save = { _ in }
        }

        await store.send(.deleteButtonTapped(id: reminder.id)) {
            $0.destination = .alert(
                AlertState {
                    TextState("Delete “Call the bank”?")
                } actions: {
                    ButtonState(role: .destructive, action: .confirmDeletion(id: reminder.id)) {
                        TextState("Delete")
                    }
                    ButtonState(role: .cancel) {
                        TextState("Cancel")
                    }
                }
            )
        }
        await store.send(\.destination.alert.confirmDeletion, reminder.id) {
            $0.destination = nil
            $0.reminders = []
        }
        // The save runs on; the test waits for it rather than ending beside it.
        await store.finish()
    }

    @Test
    func remindersLoadOnAppear() async {
        let reminders = [Reminder(id: UUID(0), title: "Buy milk")]
        let store = TestStore(initialState: RemindersList.State()) {
            RemindersList()
        } withDependencies: {
            $0.remindersClient.load = { reminders }
        }

        await store.send(.onAppear)
        await store.receive(\.remindersLoaded.success) {
            $0.reminders = IdentifiedArray(uniqueElements: reminders)
        }
    }

    @Test
    func aChangeInTheDetailReachesTheList() async {
        let reminder = Reminder(id: UUID(0), title: "Buy milk")
        let store = TestStore(initialState: RemindersList.State(reminders: [reminder])) {
            RemindersList()
        }

        await store.send(.reminderTapped(id: reminder.id)) {
            $0.path[id: 0] = .detail(ReminderDetail.State(reminder: reminder))
        }
        await store.send(\.path[id: 0].detail.toggleCompletedButtonTapped) {
            $0.path[id: 0]?.detail?.reminder.isCompleted = true
        }
        await store.receive(\.path[id: 0].detail.delegate.reminderChanged) {
            $0.reminders[id: reminder.id]?.isCompleted = true
        }
    }

    @Test
    func anUnimplementedClientFailsTheTestThatReachesIt() async {
        let store = TestStore(initialState: RemindersList.State()) {
            RemindersList()
        }

        await withKnownIssue {
            await store.send(.onAppear)
            await store.receive(\.remindersLoaded.failure)
        } matching: { issue in
            issue.comments.contains { $0.rawValue == "Unimplemented: 'RemindersClient.load'" }
        }
    }
}
