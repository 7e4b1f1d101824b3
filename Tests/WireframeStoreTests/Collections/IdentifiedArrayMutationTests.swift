import Foundation
import Testing
import WireframeStore

private struct Attendee: Codable, Equatable, Identifiable, Sendable {
    var id: Int
    var name = ""
}

@Suite struct IdentifiedArrayMutationTests {
    @Test func anElementIsChangedInPlaceByPosition() {
        var attendees: IdentifiedArrayOf<Attendee> = [Attendee(id: 1), Attendee(id: 2)]
        attendees[1].name = "Blob"
        #expect(attendees[id: 2]?.name == "Blob")
        #expect(attendees.ids == [1, 2])
    }

    @Test func swappingKeepsEveryIdFindingItsElement() {
        var attendees: IdentifiedArrayOf<Attendee> = [Attendee(id: 1, name: "a"), Attendee(id: 2, name: "b"), Attendee(id: 3, name: "c")]
        attendees.reverse()
        #expect(attendees.ids == [3, 2, 1])
        #expect(attendees[id: 3]?.name == "c")
        #expect(attendees.index(id: 1) == 2)
    }

    @Test func encodesAsAnArrayAndDecodesBack() throws {
        let attendees: IdentifiedArrayOf<Attendee> = [Attendee(id: 1, name: "Blob"), Attendee(id: 2)]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(attendees)
        #expect(String(decoding: data, as: UTF8.self) == #"[{"id":1,"name":"Blob"},{"id":2,"name":""}]"#)
        #expect(try JSONDecoder().decode(IdentifiedArrayOf<Attendee>.self, from: data) == attendees)
    }

    @Test func decodingTwoElementsWithOneIdFails() {
        let data = Data(#"[{"id":1,"name":"a"},{"id":1,"name":"b"}]"#.utf8)
        #expect {
            try JSONDecoder().decode(IdentifiedArrayOf<Attendee>.self, from: data)
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.debugDescription == "Duplicate element at offset 1"
        }
    }
}
