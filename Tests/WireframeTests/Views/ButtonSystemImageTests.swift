import Testing

@testable import Wireframe

@MainActor @Suite struct ButtonSystemImageTests {
    @Test func aButtonWithASystemImageDrawsItsLabelsIconAndTitle() throws {
        let withImage = try Button("Add", systemImage: "plus") {}.renderASCII(width: 160, height: nil)
        let asLabel = try Button {
        } label: {
            Label("Add", systemImage: "plus")
        }.renderASCII(width: 160, height: nil)
        #expect(withImage == asLabel)
        #expect(withImage.contains("Add"))
    }

    @Test func itsRoleIsTheButtonsRole() throws {
        let destructive = try Button("Delete", systemImage: "trash", role: .destructive) {}.renderSVG(width: 160, height: 44)
        let plain = try Button("Delete", systemImage: "trash") {}.renderSVG(width: 160, height: 44)
        #expect(destructive != plain)
    }
}
