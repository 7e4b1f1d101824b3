import ComposableArchitecture
import Foundation

@DependencyClient
struct RemindersClient: Sendable {
    var load: @Sendable () async throws -> [Reminder]
    var save: @Sendable (_ reminders: [Reminder]) async throws -> Void
}

extension RemindersClient: DependencyKey {
    static let liveValue = RemindersClient(
        load: { [] },
        save: { _ in }
    )
    static let testValue = RemindersClient()
}

extension DependencyValues {
    var remindersClient: RemindersClient {
        get { self[RemindersClient.self] }
        set { self[RemindersClient.self] = newValue }
    }
}
