import Foundation
import Testing
import WireframeTesting

@testable import Wireframe

private struct MemoDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text: String

    init(text: String = "") { self.text = text }

    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
        text = String(decoding: data, as: UTF8.self)
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

private final class Checklist: ReferenceFileDocument {
    static var readableContentTypes: [UTType] { [.json] }
    @Published var items: [String]

    init(items: [String] = ["Milk"]) { self.items = items }

    init(configuration: ReadConfiguration) throws {
        items = try JSONDecoder().decode([String].self, from: configuration.file.regularFileContents ?? Data())
    }

    func snapshot(contentType: UTType) throws -> [String] { items }

    func fileWrapper(snapshot: [String], configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: try JSONEncoder().encode(snapshot))
    }
}

private struct MemoApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: MemoDocument(text: "Groceries")) { file in
            VStack {
                Text(file.document.text)
                Button("Add milk") { file.document.text += ", milk" }
                Text(file.isEditable ? "editable" : "read-only")
            }
        }
    }
}

private struct ChecklistApp: App {
    var body: some Scene {
        DocumentGroup(
            newDocument: { Checklist() },
            editor: { file in Text(file.document.items.joined(separator: ", ")) }
        )
    }
}

private struct MemoViewerApp: App {
    var body: some Scene {
        DocumentGroup(viewing: MemoDocument.self) { file in Text(file.document.text) }
    }
}

@MainActor
@Suite struct DocumentGroupTests {
    @Test func theWindowEditsANewUntitledDocumentAndKeepsItsEditsAcrossSteps() async throws {
        let host = ScreenHost(screen: Screen(width: 320, height: 240)) { MemoApp().rootView }
        let before = try host.ascii()
        #expect(before.contains("Untitled") && before.contains("Groceries") && before.contains("editable"))
        try await host.tap("Add milk")
        try await host.tap("Add milk")
        #expect(try host.ascii().contains("Groceries, milk, milk"))
        assertSnapshot(of: try host.ascii(), as: .lines, named: "edited")
    }

    @Test func aReferenceDocumentIsEditedAsAnObject() throws {
        #expect(try ChecklistApp().rootView.renderASCII(width: 320, height: 160).contains("Milk"))
    }

    @Test func aViewerWithNoFileShowsTheEmptyBrowser() throws {
        let picture = try MemoViewerApp().rootView.renderASCII(width: 320, height: 240)
        #expect(picture.contains("Browse") && picture.contains("No Files"))
    }

    @Test func documentsRoundTripThroughFileWrappers() throws {
        let memo = MemoDocument(text: "메모 ✓")
        let file = try memo.fileWrapper(configuration: .init(contentType: .plainText))
        #expect(file.isRegularFile && !file.isDirectory)
        #expect(try MemoDocument(configuration: .init(contentType: .plainText, file: file)).text == "메모 ✓")

        let checklist = Checklist(items: ["Eggs", "Bread"])
        let saved = try checklist.fileWrapper(snapshot: checklist.snapshot(contentType: .json), configuration: .init(contentType: .json))
        #expect(try Checklist(configuration: .init(contentType: .json, file: saved)).items == ["Eggs", "Bread"])
        #expect(MemoDocument.writableContentTypes == [.plainText])

        let folder = FileWrapper(directoryWithFileWrappers: ["memo.txt": file])
        #expect(folder.isDirectory && folder.regularFileContents == nil)
        #expect(folder.fileWrappers?["memo.txt"]?.preferredFilename == "memo.txt")
        let image = FileWrapper(regularFileWithContents: Data([1, 2, 3]))
        image.preferredFilename = "image.png"
        #expect(folder.addFileWrapper(image) == "image.png" && folder.fileWrappers?.count == 2)
        #expect(throws: CocoaError.self) { try MemoDocument(configuration: .init(contentType: .plainText, file: folder)) }
    }
}
