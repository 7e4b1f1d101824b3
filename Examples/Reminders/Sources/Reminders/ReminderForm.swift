import ComposableArchitecture
import SwiftUI

@Reducer
struct ReminderForm {
    @ObservableState
    struct State: Equatable {
        var reminder: Reminder
    }

    enum Action: BindableAction {
        case binding(BindingAction<State>)
    }

    var body: some ReducerOf<Self> {
        BindingReducer()
    }
}

struct ReminderFormView: View {
    @Bindable var store: StoreOf<ReminderForm>

    var body: some View {
        Form {
            TextField("Title", text: $store.reminder.title)
            TextField("Notes", text: $store.reminder.notes)
            Toggle("Completed", isOn: $store.reminder.isCompleted)
        }
    }
}

#Preview {
    NavigationStack {
        ReminderFormView(
            store: Store(initialState: ReminderForm.State(reminder: Reminder(id: UUID(), title: "Buy milk"))) {
                ReminderForm()
            }
        )
    }
}
