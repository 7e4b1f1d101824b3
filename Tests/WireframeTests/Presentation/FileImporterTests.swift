import Foundation
import Testing
import WireframeTesting

@testable import Wireframe

/// What the test reads and changes between steps.
@MainActor private final class Importer {
    var isImporting = false
    var completions = 0
    var cancellations = 0
}

/// `fileImporter`: a sheet standing in for the document browser, which Cancel closes.
@MainActor
@Suite struct FileImporterTests {
    @Test func thePresentedBrowserIsASheetTitledBrowseWithCancel() throws {
        let picture = try Text("Memos")
            .fileImporter(isPresented: .constant(true), allowedContentTypes: [.plainText]) { _ in }
            .renderASCII(width: 240, height: 320)
        let sheet = try Text("Memos")
            .sheet(isPresented: .constant(true)) {
                NavigationStack {
                    ContentUnavailableView("No Files", systemImage: "tray")
                        .navigationTitle("Browse")
                        .toolbar { ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} } }
                }
            }
            .renderASCII(width: 240, height: 320)
        #expect(picture == sheet)
        #expect(
            picture == """
                ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
                ╭────────────────────────────╮
                │ Cancel                     │
                │                            │
                │                            │
                │ Browse                     │
                │                            │
                │                            │
                │                            │
                │                            │
                │                            │
                │                            │
                │              ⊔             │
                │                            │
                │          No Files          │
                │                            │
                │                            │
                │                            │
                │                            │
                ╰────────────────────────────╯

                """)
    }

    @Test func theSVGDrawsTheSheetCard() throws {
        let svg = try Text("Memos")
            .fileImporter(isPresented: .constant(true), allowedContentTypes: [.plainText]) { _ in }
            .renderSVG(width: 240, height: 320)
        #expect(svg.contains(">Browse</text>") && svg.contains(">Cancel</text>") && svg.contains(">No Files</text>"))
    }

    @Test func nothingIsDrawnWhileNotPresented() throws {
        let picture = try Text("Memos")
            .fileImporter(isPresented: .constant(false), allowedContentTypes: [.json], allowsMultipleSelection: true) { _ in }
            .renderASCII(width: 240, height: 96)
        #expect(picture == (try Text("Memos").renderASCII(width: 240, height: 96)))
    }

    @Test func cancelClosesTheBrowserWithoutCallingOnCompletion() async throws {
        let importer = Importer()
        let host = ScreenHost(screen: Screen(width: 240, height: 320)) {
            Button("Import") { importer.isImporting = true }
                .fileImporter(
                    isPresented: Binding(get: { importer.isImporting }, set: { importer.isImporting = $0 }),
                    allowedContentTypes: [.image]
                ) { _ in importer.completions += 1 }
        }
        try await host.tap("Import")
        #expect(try host.ascii().contains("No Files"))
        try await host.tap("Cancel")
        #expect(!importer.isImporting)
        #expect(importer.completions == 0)
        #expect(try !host.ascii().contains("No Files"))
    }

    @Test func cancelCallsOnCancellationAfterClosing() async throws {
        let importer = Importer()
        importer.isImporting = true
        let host = ScreenHost(screen: Screen(width: 240, height: 320)) {
            Text("Memos")
                .fileImporter(
                    isPresented: Binding(get: { importer.isImporting }, set: { importer.isImporting = $0 }),
                    allowedContentTypes: [.plainText], allowsMultipleSelection: false,
                    onCompletion: { _ in importer.completions += 1 },
                    onCancellation: { importer.cancellations += 1 })
        }
        try await host.tap("Cancel")
        #expect(!importer.isImporting)
        #expect(importer.cancellations == 1)
        #expect(importer.completions == 0)
    }
}
