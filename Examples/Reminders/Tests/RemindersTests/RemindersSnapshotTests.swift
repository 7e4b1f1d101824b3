import ComposableArchitecture
import Foundation
import Testing
import WireframeTesting

@testable import Reminders

@MainActor
struct RemindersSnapshotTests {
    @Test
    func theListWithAReminderDoneAndOneNot() {
        let store = Store(
            initialState: RemindersList.State(
                reminders: [
                    Reminder(id: UUID(0), title: "Buy milk"),
                    Reminder(id: UUID(1), title: "Call the bank", isCompleted: true),
                ]
            )
        ) {
            RemindersList()
        }
        assertSnapshot(of: RemindersListView(store: store), as: .ascii(width: 390, height: 480))
    }

    @Test
    func theAddFormAsASheet() {
        let store = Store(
            initialState: RemindersList.State(
                destination: .add(ReminderForm.State(reminder: Reminder(id: UUID(0), title: "Buy milk")))
            )
        ) {
            RemindersList()
        }
        assertSnapshot(of: RemindersListView(store: store), as: .ascii(width: 390, height: 480))
    }

    @Test
    func theDeleteAlert() {
        let store = Store(initialState: RemindersList.State(reminders: [Reminder(id: UUID(0), title: "Call the bank")])) {
            RemindersList()
        }
        store.send(.deleteButtonTapped(id: UUID(0)))
        assertSnapshot(of: RemindersListView(store: store), as: .ascii(width: 390, height: 480))
    }
}
