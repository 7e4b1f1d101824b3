import Testing
import Wireframe
import WireframeTesting

private struct FileItem: Identifiable {
    var id: String { name }
    let name: String
    var children: [FileItem]?
}

private let home = FileItem(
    name: "Home",
    children: [
        FileItem(name: "Photos", children: [FileItem(name: "beach.jpg")]),
        FileItem(name: "notes.txt"),
    ])

@MainActor @Suite struct OutlineGroupTests {
    @Test func groupsStartCollapsed() throws {
        let picture = try OutlineGroup(home, children: \.children) { Text($0.name) }.renderASCII(width: 200, height: nil)
        #expect(picture.contains("Home"))
        #expect(picture.contains("›"))
        #expect(!picture.contains("Photos"))
    }

    @Test func tappingAGroupShowsItsChildrenIndentedAndLeavesHaveNoChevron() async throws {
        let host = ScreenHost(screen: Screen(width: 200, height: 200)) {
            OutlineGroup([home], children: \.children) { Text($0.name) }
        }
        try await host.tap("Home")
        try await host.tap("Photos")
        let lines = try host.ascii().split(separator: "\n")
        let root = try #require(lines.first { $0.contains("Home") })
        let photos = try #require(lines.first { $0.contains("Photos") })
        let beach = try #require(lines.first { $0.contains("beach.jpg") })
        let notes = try #require(lines.first { $0.contains("notes.txt") })
        func indent(_ line: Substring) -> Int { line.prefix { $0 == " " }.count }
        #expect(indent(photos) > indent(root))
        #expect(indent(beach) > indent(photos))
        #expect(indent(notes) == indent(photos))
        #expect(!notes.contains("›") && !notes.contains("⌄"))
    }

    @Test func anOutlineGroupWithAnIDKeyPathDrawsAsTheIdentifiableOne() throws {
        let byID = try OutlineGroup([home], id: \.name, children: \.children) { Text($0.name) }.renderASCII(width: 200, height: nil)
        let identifiable = try OutlineGroup([home], children: \.children) { Text($0.name) }.renderASCII(width: 200, height: nil)
        #expect(byID == identifiable)
    }

    @Test func aHierarchicalListHasARowPerRootElement() throws {
        let picture = try List([home, FileItem(name: "Trash", children: [])], children: \.children) { Text($0.name) }
            .renderASCII(width: 200, height: 200)
        #expect(picture.contains("Home"))
        #expect(picture.contains("Trash"))
        #expect(!picture.contains("Photos"))
    }
}
