import Foundation
import Testing
import Wireframe

/// A value that travels as JSON and as its text, as apps declare it.
private struct Memo: Codable, Transferable {
    var text: String

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
        ProxyRepresentation(exporting: \.text)
    }
}

/// A value with a type of its own.
private struct Sticker: Codable, Transferable {
    var name: String

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(for: Sticker.self, contentType: UTType(exportedAs: "com.example.sticker"))
    }
}

/// `draggable(_:)` and `dropDestination(for:action:isTargeted:)`: accepted, drawing the view as
/// it is; nothing drags in a still picture.
@MainActor @Suite struct DragAndDropTests {
    private let screen = Screen(width: 160, height: 64)

    @Test func draggableAndDropDestinationDrawTheViewAsItIs() throws {
        let plain = try Text("Milk").renderASCII(on: screen)
        #expect(try Text("Milk").draggable(Memo(text: "Milk")).renderASCII(on: screen) == plain)
        #expect(try Text("Milk").draggable(Memo(text: "Milk")) { Text("Preview") }.renderASCII(on: screen) == plain)
        var dropped = false
        var targeted = false
        let destination = Text("Milk").dropDestination(for: Memo.self) { _, _ in
            dropped = true
            return true
        } isTargeted: {
            targeted = $0
        }
        #expect(try destination.renderASCII(on: screen) == plain)
        #expect(!dropped && !targeted)
    }

    @Test func theMarkerTypesStillConformWithoutRepresentations() throws {
        let plain = try Text("Link").renderASCII(on: screen)
        #expect(try Text("Link").draggable("text").renderASCII(on: screen) == plain)
        #expect(try Text("Link").draggable(URL(fileURLWithPath: "/tmp")).renderASCII(on: screen) == plain)
    }

    @Test func contentTypesHaveTheirIdentifiers() {
        #expect(UTType.json.identifier == "public.json")
        #expect(UTType.plainText.identifier == "public.plain-text")
        #expect(UTType("com.example.sticker")?.identifier == "com.example.sticker")
        #expect(UTType("") == nil)
        #expect(UTType(exportedAs: "com.example.memo", conformingTo: .json).description == "com.example.memo")
        _ = Sticker(name: "star")
    }
}
