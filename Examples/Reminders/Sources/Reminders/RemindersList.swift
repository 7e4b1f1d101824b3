import ComposableArchitecture
import SwiftUI

@Reducer
struct RemindersList {
    @ObservableState
    struct State: Equatable {
        @Presents var destination: Destination.State?
        var path = StackState<Path.State>()
        var reminders: IdentifiedArrayOf<Reminder> = []
    }

    enum Action {
        case addButtonTapped
        case cancelAddButtonTapped
        case confirmAddButtonTapped
        case deleteButtonTapped(id: Reminder.ID)
        case destination(PresentationAction<Destination.Action>)
        case onAppear
        case path(StackActionOf<Path>)
        case remindersLoaded(Result<[Reminder], any Error>)
        case reminderTapped(id: Reminder.ID)

        @CasePathable
        enum Alert: Equatable {
            case confirmDeletion(id: Reminder.ID)
        }
    }

    @Reducer
    enum Destination {
        case add(ReminderForm)
        case alert(AlertState<RemindersList.Action.Alert>)
    }

    @Reducer
    enum Path {
        case detail(ReminderDetail)
    }

    @Dependency(\.remindersClient) var remindersClient
    @Dependency(\.uuid) var uuid

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .addButtonTapped:
                state.destination = .add(ReminderForm.State(reminder: Reminder(id: uuid())))
                return .none

            case .cancelAddButtonTapped:
                state.destination = nil
                return .none

            case .confirmAddButtonTapped:
                guard let reminder = state.destination?.add?.reminder else { return .none }
                state.reminders.append(reminder)
                state.destination = nil
                return .run { [reminders = state.reminders] _ in
                    try await remindersClient.save(Array(reminders))
                }

            case .deleteButtonTapped(let id):
                let title = state.reminders[id: id]?.title ?? ""
                state.destination = .alert(
                    AlertState {
                        TextState("Delete “\(title)”?")
                    } actions: {
                        ButtonState(role: .destructive, action: .confirmDeletion(id: id)) {
                            TextState("Delete")
                        }
                        ButtonState(role: .cancel) {
                            TextState("Cancel")
                        }
                    }
                )
                return .none

            case .destination(.presented(.alert(.confirmDeletion(let id)))):
                state.reminders.remove(id: id)
                return .run { [reminders = state.reminders] _ in
                    try await remindersClient.save(Array(reminders))
                }

            case .destination:
                return .none

            case .onAppear:
                return .run { send in
                    await send(.remindersLoaded(Result { try await remindersClient.load() }))
                }

            case .path(.element(id: _, action: .detail(.delegate(.reminderChanged(let reminder))))):
                state.reminders[id: reminder.id] = reminder
                return .none

            case .path:
                return .none

            case .remindersLoaded(.success(let reminders)):
                state.reminders = IdentifiedArray(uniqueElements: reminders)
                return .none

            case .remindersLoaded(.failure):
                return .none

            case .reminderTapped(let id):
                guard let reminder = state.reminders[id: id] else { return .none }
                state.path.append(.detail(ReminderDetail.State(reminder: reminder)))
                return .none
            }
        }
        .ifLet(\.$destination, action: \.destination)
        .forEach(\.path, action: \.path)
    }
}

extension RemindersList.Destination.State: Equatable {}
extension RemindersList.Path.State: Equatable {}

struct RemindersListView: View {
    @Bindable var store: StoreOf<RemindersList>

    var body: some View {
        NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
            List {
                ForEach(store.reminders) { reminder in
                    Button {
                        store.send(.reminderTapped(id: reminder.id))
                    } label: {
                        HStack {
                            Image(systemName: reminder.isCompleted ? "checkmark.circle.fill" : "circle")
                            Text(reminder.title)
                            Spacer()
                        }
                    }
                }
            }
            .navigationTitle("Reminders")
            .toolbar {
                ToolbarItem {
                    Button("Add") {
                        store.send(.addButtonTapped)
                    }
                }
            }
            .onAppear {
                store.send(.onAppear)
            }
            .sheet(item: $store.scope(state: \.destination?.add, action: \.destination.add)) { formStore in
                NavigationStack {
                    ReminderFormView(store: formStore)
                        .navigationTitle("New reminder")
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) {
                                Button("Cancel") {
                                    store.send(.cancelAddButtonTapped)
                                }
                            }
                            ToolbarItem(placement: .confirmationAction) {
                                Button("Add") {
                                    store.send(.confirmAddButtonTapped)
                                }
                            }
                        }
                }
            }
            .alert($store.scope(state: \.destination?.alert, action: \.destination.alert))
        } destination: { store in
            switch store.case {
            case .detail(let detailStore):
                ReminderDetailView(store: detailStore)
            }
        }
    }
}

#Preview("Reminders") {
    RemindersListView(
        store: Store(
            initialState: RemindersList.State(
                reminders: [
                    Reminder(id: UUID(), title: "Buy milk"),
                    Reminder(id: UUID(), title: "Call the bank", isCompleted: true),
                ]
            )
        ) {
            RemindersList()
        }
    )
}
