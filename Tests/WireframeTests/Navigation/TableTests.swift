import Foundation
import Testing
import Wireframe
import WireframeTesting

private struct Person: Identifiable {
    let id: Int
    var name: String
    var email: String
}

private let people = [Person(id: 1, name: "Ann", email: "ann@example.com"), Person(id: 2, name: "Bo", email: "bo@example.com")]

@MainActor @Suite struct TableTests {
    @Test func aCompactTableIsAPlainListOfTheFirstColumn() throws {
        let table = try Table(people) {
            TableColumn("Name", value: \.name)
            TableColumn("Email", value: \.email)
        }
        .renderASCII(width: 200, height: 112)
        let list = try List(people) { Text($0.name) }.listStyle(.plain).renderASCII(width: 200, height: 112)
        #expect(table == list)
        #expect(!table.contains("ann@example.com"))
        #expect(!table.contains("Email"))
    }

    @Test func aColumnMayBuildItsOwnView() throws {
        let picture = try Table(people) {
            TableColumn("ID") { person in Text("#\(person.id)") }
            TableColumn("Name", value: \.name).width(120)
        }
        .renderASCII(width: 200, height: 112)
        #expect(picture.contains("#1") && picture.contains("#2"))
        #expect(!picture.contains("Ann"))
    }

    private struct Selecting: View {
        @State var selection: Person.ID?
        @State var order = [KeyPathComparator(\Person.name)]
        var body: some View {
            VStack {
                Table(people, selection: $selection, sortOrder: $order) {
                    TableColumn("Name", value: \.name)
                    TableColumn("Email", value: \.email).width(min: 80, ideal: 120, max: 200)
                }
                Text("Selected \(selection.map(String.init) ?? "none")")
            }
        }
    }

    @Test func tappingARowSelectsIt() async throws {
        let host = ScreenHost(screen: Screen(width: 200, height: 200)) { Selecting() }
        try await host.tap("Bo")
        #expect(try host.ascii().contains("Selected 2"))
    }

    @Test func theSortableAndMultipleSelectionFormsDrawTheSameList() throws {
        let plain = try Table(people) { TableColumn("Name", value: \.name) }.renderASCII(width: 200, height: 112)
        let sorted = try Table(people, sortOrder: .constant([KeyPathComparator(\Person.name)])) {
            TableColumn("Name", value: \.name)
            TableColumn("Email", value: \.email) { Text($0.email) }
        }
        .renderASCII(width: 200, height: 112)
        let multiple = try Table(people, selection: .constant(Set<Int>())) { TableColumn("Name", value: \.name) }
            .renderASCII(width: 200, height: 112)
        #expect(plain == sorted)
        #expect(plain == multiple)
    }
}
