import Foundation
import Testing
import WireframeTesting

@testable import Wireframe

private struct EditableList: View {
    @State var editMode = EditMode.inactive

    var body: some View {
        VStack {
            EditButton()
            Text(editMode.isEditing ? "editing" : "browsing")
        }
        .environment(\.editMode, $editMode)
    }
}

private enum Filter: LocalizedStringKey, CaseIterable {
    case all = "All"
    case active = "Active"
}

@MainActor
@Suite struct EditButtonTests {
    @Test func theButtonTogglesTheEnvironmentsEditMode() async throws {
        let host = ScreenHost(screen: Screen(width: 160, height: 64)) { EditableList() }
        #expect(try host.ascii().contains("Edit"))
        #expect(try host.ascii().contains("browsing"))
        try await host.tap("Edit")
        #expect(try host.ascii().contains("Done"))
        #expect(try host.ascii().contains("editing"))
        try await host.tap("Done")
        #expect(try host.ascii().contains("browsing"))
    }

    @Test func withoutABindingTheButtonSaysEditAndChangesNothing() async throws {
        let host = ScreenHost(screen: Screen(width: 160, height: 32)) { EditButton() }
        try await host.tap("Edit")
        #expect(try host.ascii().contains("Edit"))
    }

    @Test func navigationBarItemsAreToolbarItems() throws {
        let items = try NavigationStack {
            Text("Body").navigationBarItems(leading: Text("Left"), trailing: Text("Right"))
        }
        .renderASCII(width: 240, height: 96)
        let toolbar = try NavigationStack {
            Text("Body").toolbar {
                ToolbarItem(placement: .topBarLeading) { Text("Left") }
                ToolbarItem(placement: .topBarTrailing) { Text("Right") }
            }
        }
        .renderASCII(width: 240, height: 96)
        #expect(items == toolbar)
        #expect(items.contains("Left") && items.contains("Right"))
    }

    @Test func aLocalizedStringKeyShowsAsItReads() throws {
        func shown(_ text: Text) throws -> String {
            try text.renderASCII(width: 80, height: nil).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let count = 3
        #expect(try shown(Text("\(count) memos")) == "3 memos")
        #expect(try shown(Text(Filter.active.rawValue)) == "Active")
        #expect(try shown(Text("\(2.25, specifier: "%.1f") km")) == "2.2 km")
    }

    @Test func anAnimatedBindingIsTheBinding() {
        var value = 1
        let binding = Binding(get: { value }, set: { value = $0 }).animation()
        binding.wrappedValue = 2
        #expect(value == 2)
    }
}
