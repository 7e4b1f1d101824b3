import ComposableArchitecture
import SwiftUI

@Reducer
struct ReminderDetail {
    @ObservableState
    struct State: Equatable {
        var reminder: Reminder
    }

    enum Action {
        case delegate(Delegate)
        case toggleCompletedButtonTapped

        @CasePathable
        enum Delegate: Equatable {
            case reminderChanged(Reminder)
        }
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .delegate:
                return .none
            case .toggleCompletedButtonTapped:
                state.reminder.isCompleted.toggle()
                return .send(.delegate(.reminderChanged(state.reminder)))
            }
        }
    }
}

struct ReminderDetailView: View {
    let store: StoreOf<ReminderDetail>

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(store.reminder.title)
                .font(.title2)
            if !store.reminder.notes.isEmpty {
                Text(store.reminder.notes)
                    .foregroundColor(.secondary)
            }
            Button(store.reminder.isCompleted ? "Mark as not done" : "Mark as done") {
                store.send(.toggleCompletedButtonTapped)
            }
            Spacer()
        }
        .padding()
        .navigationTitle("Reminder")
    }
}
