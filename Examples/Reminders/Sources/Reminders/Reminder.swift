import Foundation

struct Reminder: Codable, Equatable, Identifiable, Sendable {
    let id: UUID
    var title = ""
    var notes = ""
    var isCompleted = false
}
